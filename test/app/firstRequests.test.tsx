/**
 * Data in parallel with code (issue 18): the start script (src/start.ts, a bundle of its own) starts a
 * first screen's request before the app exists, and the screen's own query receives that request: ONE
 * request per first screen, the screen shows its data, and the machines that react to the answer
 * still do (the confirm reload dialog, which the quote opens, appears).
 */
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/AppRoutes';
import { makeStore } from '../../store';
import { clearHeadStarts } from '../../store/api/headStart';
import { readSessionStart, sessionStarted } from '../../store/session';
import { firstRequestOf } from '../../src/firstRequests';
import { makeRoutes } from '../../src/routes';
import { fakeEffects } from '../support/effects';
import { logRequestPaths } from '../support/requestLog';
import { runStartScript } from '../support/startScript';
import { ROUTE_URLS } from '../e2e/support/urls';

/** The calls each first request makes, and the endpoint whose answer the screen shows. */
const PATHS: Record<string, { paths: string[]; endpoint: string }> = {
  loanConfirm: { paths: ['/v3/loan-confirm/loan-detail-confirm'], endpoint: 'loanConfirm' },
  costSheet: { paths: ['/v3/loan-confirm/loan-detail-confirm'], endpoint: 'loanConfirm' },
  productList: { paths: ['/coalition/product-list'], endpoint: 'productList' },
  repaymentWay: { paths: ['/coalition/repayment-way'], endpoint: 'repaymentWay' },
  complaintTypes: { paths: ['/coalition/problem-init'], endpoint: 'problemInit' },
  problemDetail: { paths: ['/coalition/problem-detail'], endpoint: 'problemDetail' },
  contractDetail: { paths: ['/coalition/contract-detail'], endpoint: 'contractDetail' },
  customerService: { paths: ['/coalition/get-whatsapp'], endpoint: 'customerService' },
  loanDetails: { paths: ['/v3/loan-details/loan-details'], endpoint: 'loanDetails' },
  repayPlan: { paths: ['/v3/installment/loan-play-detail'], endpoint: 'repayPlan' },
  delayDetail: { paths: ['/v3/installment/loan-play-delay-detail'], endpoint: 'delayDetail' },
  instruction: { paths: ['/v3/loan-details/generate-vcode'], endpoint: 'instruction' },
  problemInit: { paths: ['/coalition/problem-init'], endpoint: 'problemInit' },
  problemList: { paths: ['/coalition/problem-list'], endpoint: 'problemList' },
  landing: {
    paths: ['/api/v2/demo/service/channel/channel-template', '/api/v2/demo/promotion/get-sid'],
    endpoint: 'channelTemplate',
  },
};

const requests = logRequestPaths();
beforeEach(() => clearHeadStarts());

/**
 * The page's two scripts in order: the start script (test/support/startScript.ts), then what
 * src/main.tsx does (store, session, router; without the first visit's loader, whose own test is
 * test/app/firstVisit.test.tsx).
 */
function startPage(url: string) {
  const u = new URL(url, 'http://localhost');
  runStartScript(url);
  const store = makeStore({ effects: fakeEffects() });
  store.dispatch(
    sessionStarted(
      readSessionStart(
        { search: u.search, hash: u.hash },
        'jest',
        () => null,
        () => 'android',
      ),
    ),
  );
  const first = firstRequestOf(u.pathname);
  const startedBeforeRouter = [...requests];
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[u.pathname + u.search]}>
        <AppRoutes routes={makeRoutes(store).routes} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, first, startedBeforeRouter };
}

type Queries = Record<string, { endpointName?: string; status?: string } | undefined>;
const fulfilled = (state: unknown, endpoint: string) => {
  const s = state as Record<string, { queries?: Queries } | undefined>;
  const all = ['loanApi', 'coalitionApi', 'legacyApi', 'promotionApi'].flatMap((k) =>
    Object.values(s[k]?.queries ?? {}),
  );
  return all.some((q) => q?.endpointName === endpoint && q.status === 'fulfilled');
};

const firstScreens = Object.entries(ROUTE_URLS).filter(([path]) => firstRequestOf(path));

test('every borrower screen that opens with a request has a first request', () => {
  for (const path of [
    '/kimJuly',
    '/versions',
    '/charter',
    '/costSheet',
    '/abcIs',
    '/allowPopulation',
    '/placeIs',
    '/theThey',
    '/dibbleNight',
    '/feesAbc',
    '/dragonpayPaymentInstructions',
    '/carpmm',
    '/theTo',
    '/friendsIts',
    '/theAt',
    '/complainPageNext',
    '/complaintList',
    '/complainDetails',
    '/actLegislation',
    '/Dag',
    '/directorsIn',
    '/agony',
  ])
    expect(firstRequestOf(path)).toBeDefined();
  // The official site and the screens that open without a request have none.
  for (const path of ['/', '/channelsIntroduced', '/arphaxat', '/toolsAustralia', '/About']) {
    expect(firstRequestOf(path)).toBeUndefined();
  }
});

test.each(firstScreens)('%s: the request starts before the router, and only one is made', async (_path, url) => {
  const { store, first, startedBeforeRouter } = startPage(url);
  const { paths, endpoint } = PATHS[first!];
  // On its way before the router (and so the screen's chunk) was even asked for.
  expect(startedBeforeRouter).toEqual(expect.arrayContaining(paths));
  await waitFor(() => expect(fulfilled(store.getState(), endpoint)).toBe(true));
  // Let any late duplicate show itself.
  await new Promise((r) => setTimeout(r, 50));
  for (const p of paths) expect(requests.filter((r) => r === p)).toHaveLength(1);
});

test('the cost sheet of a reloaded quote (isType=1) starts that quote, not the first one', async () => {
  const { store } = startPage(`${ROUTE_URLS['/costSheet']}&isType=1`);
  await waitFor(() => expect(fulfilled(store.getState(), 'loanConfirm')).toBe(true));
  await new Promise((r) => setTimeout(r, 50));
  expect(requests.filter((p) => p === PATHS.loanConfirm.paths[0])).toHaveLength(1);
});

test('a fresh load of the confirm page still opens the reload dialog the quote asks for', async () => {
  const url = ROUTE_URLS['/kimJuly'].replace('productId=1', 'productId=2');
  startPage(url);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(requests.filter((p) => p === PATHS.loanConfirm.paths[0])).toHaveLength(1);
});

test('a refetch after the first answer asks the network again (a head start serves one call)', async () => {
  const { store } = startPage(ROUTE_URLS['/complaintList']);
  await waitFor(() => expect(fulfilled(store.getState(), 'problemList')).toBe(true));
  const { complaintApi } = await import('../../store/complaintRecords');
  await store.dispatch(complaintApi.endpoints.problemList.initiate(undefined, { forceRefetch: true }));
  expect(requests.filter((p) => p === PATHS.problemList.paths[0])).toHaveLength(2);
});
