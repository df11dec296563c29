/**
 * The route error page and the loading page in the market's language: a chunk that cannot be
 * downloaded (offline) and any other failure, in English for need-pop=1 and Spanish otherwise.
 */
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RootLayout } from '../../src/app/RootLayout';
import { PageLoading } from '../../src/components/PageLoading';
import { RouteError } from '../../src/components/RouteError';
import { makeStore } from '../../store';
import { sessionStarted } from '../../store/session';
import { fakeEffects } from '../support/effects';

function storeFor(query: Record<string, string>) {
  const store = makeStore({ effects: fakeEffects() });
  store.dispatch(sessionStarted({ query, inAppBrowser: null, clientType: 'android' }));
  return store;
}

function renderFailing(query: Record<string, string>, failure: Error) {
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        errorElement: <RouteError />,
        children: [
          {
            path: '/x',
            handle: { title: 'repay' },
            lazy: () => Promise.reject(failure),
            errorElement: <RouteError />,
            HydrateFallback: PageLoading,
          },
        ],
      },
    ],
    { initialEntries: ['/x'] },
  );
  return render(
    <Provider store={storeFor(query)}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const chunkError = () => Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

test.each([
  [{ 'need-pop': '1' }, 'No connection', 'Retry'],
  [{ 'need-pop': '2' }, 'Sin conexión', 'Reintentar'],
  [{}, 'Sin conexión', 'Reintentar'],
])('a chunk that cannot download (%p) says so in the market language', async (query, heading, retry) => {
  renderFailing(query, chunkError());
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
});

test.each([
  [{ 'need-pop': '1' }, 'Something went wrong'],
  [{}, 'Algo salió mal'],
])('any other failure (%p) in the market language', async (query, heading) => {
  renderFailing(query, new Error('boom'));
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});

test('the loading page outside any route reads the market of the session', () => {
  render(
    <Provider store={storeFor({ 'need-pop': '1' })}>
      <PageLoading />
    </Provider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});
