/**
 * The loan detail offline (issue 20): after one successful visit the order is kept on the phone; when
 * the next load fails for want of a connection the page shows it with "as of HH:mm" instead of an
 * error. A due order also offers "Add to calendar" from its repay plan.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { fakeEffects } from '../../support/effects';
import { renderRoute } from '../../support/render';
import { CACHE_KEY } from '../../../store/offline/rules';

beforeAll(() => import('../../../src/screens/loan/LoanDetailScreen'), 30_000);

const SESSION =
  'deviceId=dev-1&appVersion=1.0.0&userId=10001&sessionId=s-1&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const URL = `/abcIs?${SESSION}&productId=1&orderId=174&need-pop=1`;

test('online visit keeps the order; offline the next visit shows it "as of" its time', async () => {
  const effects = fakeEffects();
  effects.clock = new Date(2026, 10, 25, 10, 42).getTime();
  const first = renderRoute(URL, undefined, undefined, effects);
  await screen.findByTestId('order-detail', {}, { timeout: 10_000 });
  await waitFor(() => expect(effects.stored.get(CACHE_KEY)).toContain('"kind":"loanDetail"'));
  const stored = effects.stored.get(CACHE_KEY)!;
  expect(stored).not.toContain('sess');
  expect(stored).not.toContain('13800138000');
  first.unmount();

  server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error()));
  // A later run of the app on the same phone: a new store, the same storage.
  const offline = fakeEffects();
  offline.stored = effects.stored;
  offline.clock = effects.clock + 5 * 60_000;
  renderRoute(URL, undefined, undefined, offline);
  const status = await screen.findByTestId('last-known');
  expect(status).toHaveTextContent('You are offline. This is the last information we loaded.');
  expect(status).toHaveTextContent(/as of (\d{4}-\d{2}-\d{2} )?\d{2}:\d{2}/);
  expect(screen.getByTestId('order-detail')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // No reminder call on last-known data.
  expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
});

test('offline with nothing kept: the usual error with a retry', async () => {
  server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error()));
  renderRoute(URL);
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByTestId('last-known')).not.toBeInTheDocument();
});

test('a due order offers "Add to calendar" with its due date and amount', async () => {
  const { effects } = renderRoute(URL);
  fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }, { timeout: 10_000 }));
  await waitFor(() => expect(effects.delivered).toHaveLength(1));
  const file = effects.delivered[0].file;
  expect('text' in file && file.text).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  expect('text' in file && file.text).toMatch(/SUMMARY:Repay ₹/);
});
