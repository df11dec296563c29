/**
 * Issue 15 item 9: an absurd amount in a server answer is malformed data. The endpoint refuses it
 * (`kind: 'malformed'`), and the screen shows its clear could-not-load message with a retry instead
 * of the number; the retry then shows a sane answer as usual.
 */
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';
import { makeStore } from '../../../store';
import { coalitionApi } from '../../../store/api/coalition';
import { repayApi } from '../../../store/repay/api';
import { fakeEffects } from '../../support/effects';

const SESSION =
  'deviceId=dev-1&appVersion=1.0.0&userId=10001&sessionId=s-1&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const ORDER = `${SESSION}&productId=1&orderId=174`;

// The route chunks are slow to compile the first time; warm them outside the timeouts.
beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/repay/RepayScreen'),
      import('../../../src/screens/docs/LoanAgreementScreen'),
    ]),
  30_000,
);

const plan = (repayAmount: unknown) =>
  HttpResponse.json({
    success: true,
    message: '',
    data: { repayAmount, repayDate: '2025-01-01', productName: 'Crédito Plus', detail: [], repayList: [] },
  });

test.each([[1e308], [-99999999], ['1e5'], ['-5']])(
  'the repay plan with repayAmount %p is malformed',
  async (amount) => {
    server.use(http.all('*/v3/installment/loan-play-detail', () => plan(amount)));
    const store = makeStore({ effects: fakeEffects() });
    const result = await store.dispatch(repayApi.endpoints.repayPlan.initiate({ productId: '1', orderId: '174' }));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ kind: 'malformed' });
  },
);

test('a sane repayAmount, as number or text, is data', async () => {
  for (const amount of [201170, '201170']) {
    server.use(http.all('*/v3/installment/loan-play-detail', () => plan(amount)));
    const store = makeStore({ effects: fakeEffects() });
    const result = await store.dispatch(repayApi.endpoints.repayPlan.initiate({ productId: '1', orderId: '174' }));
    expect(result.data).toMatchObject({ repayAmount: amount });
  }
});

test('the repay screen says it could not load, never "$1e+306", and its retry recovers', async () => {
  server.use(http.all('*/v3/installment/loan-play-detail', () => plan(1e308)));
  renderRoute(`/dibbleNight?${ORDER}`);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No pudimos cargar esta página.');
  expect(document.body.textContent).not.toMatch(/e\+\d|Infinity|NaN/);
  expect(screen.queryByTestId('repay-amount')).not.toBeInTheDocument();

  server.resetHandlers();
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByTestId('repay-amount')).toHaveTextContent('$2.011.70');
});

test('the loan agreement with a negative amount says it could not load, never "$-999.999.99"', async () => {
  server.use(
    http.get('*/coalition/contract-detail', () =>
      HttpResponse.json({ code: 0, message: '', data: { username: 'Ana', mount: '-99999999', IVA: 100 } }),
    ),
  );
  const store = makeStore({ effects: fakeEffects() });
  const result = await store.dispatch(coalitionApi.endpoints.contractDetail.initiate({ orderNo: '174' }));
  expect(result.error).toMatchObject({ kind: 'malformed' });

  renderRoute(`/directorsIn?${SESSION}&orderNo=174`);
  expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta página.');
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('-999');
});
