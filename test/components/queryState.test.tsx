/**
 * QueryState: an answer that could not be loaded becomes a message and a retry, and a page whose
 * heading comes with its data still names itself there (its `title`), in the page's language.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { QueryState } from '../../src/components/QueryState';
import { makeStore } from '../../store';
import { sessionStarted } from '../../store/session';
import { fakeEffects } from '../support/effects';

type Result = Parameters<typeof QueryState<string>>[0]['result'];

function renderState(result: Result, title?: string, needPop = '2') {
  const store = makeStore({ effects: fakeEffects() });
  store.dispatch(sessionStarted({ query: { 'need-pop': needPop }, inAppBrowser: null, clientType: 'ios' }));
  return render(
    <Provider store={store}>
      <QueryState result={result} title={title}>
        {(data) => <h1>{data}</h1>}
      </QueryState>
    </Provider>,
  );
}

const failed = (refetch = jest.fn()) => ({
  error: { kind: 'network', status: 'FETCH_ERROR' },
  isLoading: false,
  refetch,
});

test('a failed load with a title: the heading names the page above the message and its retry', () => {
  const refetch = jest.fn();
  renderState(failed(refetch), 'Instrucciones de pago');
  const alert = screen.getByRole('alert');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Instrucciones de pago');
  expect(alert).toContainElement(screen.getByRole('heading', { level: 1 }));
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('in English the retry speaks English and the title is the one given', () => {
  renderState(failed(), 'Payment instructions', '1');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment instructions');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('without a title a failed load adds no heading (the page has its own outside)', () => {
  renderState(failed());
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByRole('alert')).toBeInTheDocument();
});

test('with data the page renders its own heading, and the title is not added', () => {
  renderState({ data: 'Pago con OXXO', isLoading: false, refetch: jest.fn() }, 'Instrucciones de pago');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pago con OXXO');
});

describe('what the message says', () => {
  const withError = (error: unknown) => ({ error, isLoading: false, refetch: jest.fn() });

  test.each(['network', 'timeout'])(
    'no answer (%s): check the connection, in each market; never the bare "error"',
    (kind) => {
      const { unmount } = renderState(withError({ kind, message: 'error' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No se pudo descargar esta página. Revise su conexión e inténtelo de nuevo.',
      );
      expect(screen.queryByText('error')).toBeNull();
      unmount();
      renderState(withError({ kind, message: 'error' }), undefined, '1');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This page could not be downloaded. Check your connection and try again.',
      );
    },
  );

  test("a refusal in words: the page could not load, and the server's own words", () => {
    renderState(withError({ kind: 'failed', message: 'Pedido no encontrado' }));
    expect(screen.getByText('No pudimos cargar esta página.')).toBeInTheDocument();
    expect(screen.getByText('Pedido no encontrado')).toBeInTheDocument();
  });

  test.each(['http', 'malformed'])(
    'a server error or an unreadable answer (%s): the page could not load, no raw detail',
    (kind) => {
      renderState(withError({ kind, message: kind === 'http' ? 'error' : 'malformed response' }));
      expect(screen.getByText('No pudimos cargar esta página.')).toBeInTheDocument();
      expect(screen.queryByText(/^error$|malformed/)).toBeNull();
    },
  );
});
