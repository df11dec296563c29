/**
 * The order and repay screens refetch when the page is shown again (visibilitychange, focus), when it
 * comes back from the back-forward cache (pageshow with persisted) and when the network returns, and
 * keep showing their data meanwhile: a borrower who paid in a bank app sees the new figures, with no
 * loading flash. A screen that did not opt in (the complaint list) does not refetch.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../support/msw';
import { listenForFreshness } from '../../src/app/freshness';
import { renderRoute } from '../support/render';
import { ORDER } from '../screens/repay/support';

beforeAll(() => import('../../src/screens/repay/RepayScreen'), 30_000);
// Each test loads the screen and then waits for refetches: on a busy 2-core machine that exceeds 5 s.
jest.setTimeout(20_000);

/** Counts the requests whose URL contains `part`. */
function countRequests(part: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(part)) seen.count += 1;
  });
  return seen;
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  server.events.removeAllListeners();
});

async function openRepay() {
  const calls = countRequests('loan-play-detail');
  const utils = renderRoute(`/dibbleNight?${ORDER}`);
  stop = listenForFreshness(utils.store.dispatch);
  await screen.findByTestId('repay-amount');
  expect(calls.count).toBe(1);
  return calls;
}

const fire = (event: Event) => act(() => void window.dispatchEvent(event));
const pageShow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

test('shown again: the plan refetches and the new figures replace the old without a loading page', async () => {
  const calls = await openRepay();
  // The server's answer changes while the borrower is away, and comes slowly.
  server.use(
    http.post('*/v3/installment/loan-play-detail', async () => {
      await delay(200);
      return HttpResponse.json({
        success: true,
        message: 'ok',
        data: { repayAmount: 0, repayDate: '2026-12-01', productName: 'Crédito Plus', detail: [], repayList: [] },
      });
    }),
  );
  fire(new Event('visibilitychange', { bubbles: true }));
  await waitFor(() => expect(calls.count).toBe(2));
  // While the refetch runs, the old figures stay and no loading page shows.
  expect(screen.getByTestId('repay-amount')).toHaveTextContent('$2.011.70');
  expect(document.querySelector('.page-loading')).toBeNull();
  await waitFor(() => expect(screen.getByTestId('repay-amount')).toHaveTextContent('$0.00'));
});

test('pageshow from the back-forward cache refetches; an ordinary pageshow does not', async () => {
  const calls = await openRepay();
  fire(pageShow(false));
  await new Promise((r) => setTimeout(r, 50));
  expect(calls.count).toBe(1);
  fire(pageShow(true));
  await waitFor(() => expect(calls.count).toBe(2));
});

test('the network back refetches; window focus does too', async () => {
  const calls = await openRepay();
  fire(new Event('online'));
  await waitFor(() => expect(calls.count).toBe(2));
  await screen.findByTestId('repay-amount');
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  fire(new Event('focus'));
  await waitFor(() => expect(calls.count).toBe(3));
});

test('a screen that did not opt in (the complaint list) does not refetch when shown again', async () => {
  const calls = countRequests('problem-list');
  const utils = renderRoute(`/complaintList?${ORDER}`);
  stop = listenForFreshness(utils.store.dispatch);
  await waitFor(() => expect(calls.count).toBe(1));
  fire(new Event('visibilitychange', { bubbles: true }));
  fire(pageShow(true));
  fire(new Event('online'));
  await new Promise((r) => setTimeout(r, 100));
  expect(calls.count).toBe(1);
});

test('stopping removes the listeners', async () => {
  const calls = await openRepay();
  stop?.();
  stop = null;
  fire(new Event('visibilitychange', { bubbles: true }));
  fire(pageShow(true));
  await new Promise((r) => setTimeout(r, 50));
  expect(calls.count).toBe(1);
});
