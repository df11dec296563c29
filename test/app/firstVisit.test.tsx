/**
 * The page's first screen starts its visit from its route's loader (src/app/firstVisit.ts, issue 18):
 * its first render shows the answer (never its own loading state), one request is made, the machines
 * see the visit, pending and fulfilled in that order and the visit only once. As before: a later
 * navigation does not wait for its data and its screen starts its visit on mount; a failed start-script
 * request is the screen's to show with its retry; the same URL again (a dialog's entry) is the same visit.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../store';
import { clearHeadStarts } from '../../store/api/headStart';
import { firstVisits, type FirstVisit } from '../../src/app/firstVisit';
import { server } from '../support/msw';
import { logRequestPaths } from '../support/requestLog';
import { renderRoute } from '../support/render';
import { runStartScript } from '../support/startScript';
import { fakeEffects } from '../support/effects';
import { ROUTE_URLS } from '../e2e/support/urls';

const requests = logRequestPaths();
beforeEach(() => clearHeadStarts());

/** The screens that start a first visit: their call, the visit's start action (if a machine has one). */
const SCREENS: [path: string, call: string, visit: string | null, shown: RegExp][] = [
  ['/kimJuly', '/v3/loan-confirm/loan-detail-confirm', 'confirmReload/entered', /Monto a desembolsar/],
  ['/abcIs', '/v3/loan-details/loan-details', 'loanDetail/entered', /Detalle del préstamo/],
  ['/dibbleNight', '/v3/installment/loan-play-detail', null, /Monto a pagar/],
  ['/complaintList', '/coalition/problem-list', null, /En proceso/],
  ['/friendsIts', '/coalition/problem-init', 'complaint/homeOpened', /Número de pedido/],
];

type Action = { type: string; meta?: { arg?: { endpointName?: string } } };

/** Renders the page as the app loads it, noting at every commit whether its screen shows its loading state. */
function loadPage(url: string) {
  const actions: Action[] = [];
  const commits: { screen: boolean; loading: boolean; actions: number }[] = [];
  const page = renderRoute(
    url,
    undefined,
    () =>
      commits.push({
        screen: !!document.querySelector('main'),
        loading: !!document.querySelector('main .page-loading'),
        actions: actions.length,
      }),
    fakeEffects(),
    { firstVisit: true, onAction: (a) => actions.push(a as Action) },
  );
  return { ...page, actions, commits };
}

test.each(SCREENS)('%s: the first render shows the answer, from one request', async (path, call, _visit, shown) => {
  const { commits } = loadPage(ROUTE_URLS[path]);
  expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
  await new Promise((r) => setTimeout(r, 50));
  // Until the first visit is done the layout shows its placeholder outside the screen; the screen's own
  // loading state is never rendered.
  expect(commits.filter((c) => c.screen).length).toBeGreaterThan(0);
  expect(commits.filter((c) => c.loading)).toEqual([]);
  expect(requests.filter((r) => r === call)).toHaveLength(1);
});

/** The other screens that show their first query's answer: their route, and that call. */
const OTHERS: [path: string, call: string][] = [
  ['/versions', '/v3/loan-confirm/loan-detail-confirm'],
  ['/charter', '/v3/loan-confirm/loan-detail-confirm'],
  ['/costSheet', '/v3/loan-confirm/loan-detail-confirm'],
  ['/allowPopulation', '/v3/loan-details/loan-details'],
  ['/placeIs', '/coalition/product-list'],
  ['/theThey', '/coalition/product-list'],
  ['/feesAbc', '/v3/installment/loan-play-delay-detail'],
  ['/dragonpayPaymentInstructions', '/v3/loan-details/generate-vcode'],
  ['/carpmm', '/v3/loan-details/generate-vcode'],
  ['/theAt', '/coalition/problem-init'],
  ['/complainDetails', '/coalition/problem-detail'],
  ['/actLegislation', '/coalition/get-whatsapp'],
  ['/Dag', '/coalition/get-whatsapp'],
  ['/directorsIn', '/coalition/contract-detail'],
  ['/agony', '/coalition/contract-detail'],
];

test.each(OTHERS)('%s: the first render shows the answer, from one request', async (path, call) => {
  const { actions, commits } = loadPage(ROUTE_URLS[path]);
  await waitFor(() => expect(commits.some((c) => c.screen)).toBe(true));
  await new Promise((r) => setTimeout(r, 50));
  expect(actions.filter((a) => a.type === 'navigation/firstVisitStarted')).toHaveLength(1);
  expect(commits.filter((c) => c.loading)).toEqual([]);
  expect(requests.filter((r) => r === call)).toHaveLength(1);
});

test.each(SCREENS.filter(([, , visit]) => visit))(
  '%s: the machine sees its visit once, then pending, then fulfilled',
  async (path, _call, visit, shown) => {
    const { actions } = loadPage(ROUTE_URLS[path]);
    expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    const types = actions.map((a) => a.type);
    expect(types.filter((t) => t === visit)).toHaveLength(1);
    const at = (suffix: string) => types.findIndex((t) => t.endsWith(suffix));
    expect(at('navigation/firstVisitStarted')).toBeLessThan(types.indexOf(visit!));
    expect(types.indexOf(visit!)).toBeLessThan(at('/executeQuery/pending'));
    expect(at('/executeQuery/pending')).toBeLessThan(at('/executeQuery/fulfilled'));
  },
);

test.each([
  ['174', 1],
  ['200', 0],
])(
  "/abcIs, order %s: a due order's plan (its reminder's) is asked for by the visit, before the first render, once",
  async (orderId, plans) => {
    const { actions, commits } = loadPage(ROUTE_URLS['/abcIs'].replace('orderId=174', `orderId=${orderId}`));
    expect((await screen.findAllByText(/Detalle del préstamo/)).length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    const asked = actions.findIndex(
      (a) => a.type.endsWith('/executeQuery/pending') && a.meta?.arg?.endpointName === 'repayPlan',
    );
    expect(requests.filter((r) => r === '/v3/installment/loan-play-detail')).toHaveLength(plans);
    if (plans === 0) return expect(asked).toBe(-1);
    // Asked before the screen first committed, not by its reminder once mounted.
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(asked).toBeLessThan(commits.find((c) => c.screen)!.actions);
  },
);

test('a later navigation does not wait for its data: its screen shows its loading state and starts its visit', async () => {
  const { actions, commits, router } = loadPage(ROUTE_URLS['/kimJuly']);
  await screen.findByText(/Monto a desembolsar/);
  // The order's answer is held back, so only the screen's own loading state can show meanwhile.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((r) => (answer = r));
  server.use(
    http.post('*/v3/loan-details/loan-details', async () => {
      await held;
      return HttpResponse.json({ code: 0, message: 'ok', data: null });
    }),
  );
  commits.length = 0;
  void router.navigate(ROUTE_URLS['/abcIs']);
  await waitFor(() => expect(commits.some((c) => c.loading)).toBe(true));
  expect(router.state.location.pathname).toBe('/abcIs');
  expect(actions.filter((a) => a.type === 'loanDetail/entered')).toHaveLength(1);
  expect(actions.filter((a) => a.type === 'navigation/firstVisitStarted')).toHaveLength(1);
  answer();
});

test("with the start script's answer: one request, and the first render shows it", async () => {
  runStartScript(ROUTE_URLS['/kimJuly']);
  const { commits, actions } = loadPage(ROUTE_URLS['/kimJuly']);
  await screen.findByText(/Monto a desembolsar/);
  await new Promise((r) => setTimeout(r, 50));
  expect(commits.filter((c) => c.loading)).toEqual([]);
  expect(actions.filter((a) => a.type === 'navigation/firstVisitStarted')).toHaveLength(1);
  expect(requests.filter((r) => r === '/v3/loan-confirm/loan-detail-confirm')).toHaveLength(1);
});

test("a failed start-script request is the screen's to show: its loading state, then the retry, one request", async () => {
  server.use(http.post('*/coalition/problem-list', () => new HttpResponse(null, { status: 500 })));
  runStartScript(ROUTE_URLS['/complaintList']);
  const { commits, actions } = loadPage(ROUTE_URLS['/complaintList']);
  await screen.findByRole('button', { name: 'Reintentar' });
  await new Promise((r) => setTimeout(r, 50));
  // As on any visit: no first visit, the screen's query took the failure, nothing asked again.
  expect(actions.filter((a) => a.type === 'navigation/firstVisitStarted')).toHaveLength(0);
  expect(commits.some((c) => c.loading)).toBe(true);
  expect(requests.filter((r) => r === '/coalition/problem-list')).toHaveLength(1);
  server.resetHandlers();
  screen.getByRole('button', { name: 'Reintentar' }).click();
  expect((await screen.findAllByText(/En proceso/)).length).toBeGreaterThan(0);
  expect(requests.filter((r) => r === '/coalition/problem-list')).toHaveLength(2);
});

/** A refusal in each client's words: the v3 calls' `success: false`, the coalition calls' non-zero code. */
const REFUSED: [path: string, call: string, body: object][] = [
  [
    '/kimJuly',
    '/v3/loan-confirm/loan-detail-confirm',
    { success: false, message: 'Producto no disponible', data: null },
  ],
  ['/complaintList', '/coalition/problem-list', { code: '1', message: 'Producto no disponible', data: null }],
];

test.each(REFUSED)(
  "%s: a refusal as the start script's answer is shown with its retry, from one request",
  async (path, call, body) => {
    server.use(http.post(`*${call}`, () => HttpResponse.json(body)));
    runStartScript(ROUTE_URLS[path]);
    const { actions } = loadPage(ROUTE_URLS[path]);
    await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getAllByText('Producto no disponible').length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    // The screen's own query took the refusal the start script had: nothing asked again.
    expect(actions.filter((a) => a.type === 'navigation/firstVisitStarted')).toHaveLength(0);
    expect(requests.filter((r) => r === call)).toHaveLength(1);
  },
);

test('the same page again (a dialog history entry, its Back) is the same visit: not started again', async () => {
  const { actions, router } = loadPage(ROUTE_URLS['/friendsIts']);
  expect((await screen.findAllByText(/Número de pedido/)).length).toBeGreaterThan(0);
  await router.navigate(ROUTE_URLS['/friendsIts']);
  await router.navigate(-1);
  await new Promise((r) => setTimeout(r, 50));
  expect(actions.filter((a) => a.type === 'complaint/homeOpened')).toHaveLength(1);
  expect(screen.getAllByText(/Número de pedido/).length).toBeGreaterThan(0);
  expect(requests.filter((r) => r === '/coalition/problem-init')).toHaveLength(1);
});

test('a query that changes but keeps the ids is the same visit, as without the loader', async () => {
  const { actions, router } = loadPage(ROUTE_URLS['/friendsIts']);
  expect((await screen.findAllByText(/Número de pedido/)).length).toBeGreaterThan(0);
  await router.navigate(`${ROUTE_URLS['/friendsIts']}&from=link`);
  await new Promise((r) => setTimeout(r, 50));
  expect(actions.filter((a) => a.type === 'complaint/homeOpened')).toHaveLength(1);
  expect(screen.getAllByText(/Número de pedido/).length).toBeGreaterThan(0);
});

test('a new query on the same screen is a new visit: started on the screen, and asked', async () => {
  const { actions, router } = loadPage(ROUTE_URLS['/kimJuly']);
  await screen.findByText(/Monto a desembolsar/);
  await router.navigate(ROUTE_URLS['/kimJuly'].replace('productId=1', 'productId=3'));
  await waitFor(() => expect(actions.filter((a) => a.type === 'confirmReload/entered')).toHaveLength(2));
  await waitFor(() => expect(requests.filter((r) => r === '/v3/loan-confirm/loan-detail-confirm')).toHaveLength(2));
  expect(actions.filter((a) => a.type === 'confirmReload/left')).toHaveLength(1);
});

describe('firstVisits', () => {
  const store = () => makeStore({ effects: fakeEffects() });

  test("runs on the page's first screen only, once, with the first URL's ids", async () => {
    const seen: string[] = [];
    const visit: FirstVisit = (_dispatch, page) => {
      seen.push(`${page.id('productId')} ${page.search.get('x')}`);
      return Promise.resolve();
    };
    const visits = firstVisits(store(), '/kimJuly?productId=7&x=1');
    await visits.run(visit);
    await visits.run(visit);
    expect(seen).toEqual(['7 1']);
    expect(visits.started('/kimJuly?productId=7&x=1')).toBe(true);
    expect(visits.started('/kimJuly?productId=8&x=1')).toBe(false);
  });

  test('a first screen without a visit uses it up: a later screen starts its own on mount', async () => {
    const visit = jest.fn(() => Promise.resolve());
    const visits = firstVisits(store(), '/theTo');
    await visits.run(undefined);
    await visits.run(visit);
    expect(visit).not.toHaveBeenCalled();
    expect(visits.started('/theTo')).toBe(false);
  });

  test('the same URL again is still the first visit; once the page has left it, no longer', async () => {
    const visits = firstVisits(store(), '/kimJuly?productId=1');
    await visits.run(() => Promise.resolve());
    visits.at('/kimJuly?productId=1');
    expect(visits.started('/kimJuly?productId=1')).toBe(true);
    visits.at('/directorsIn?productId=1');
    visits.at('/kimJuly?productId=1');
    expect(visits.started('/kimJuly?productId=1')).toBe(false);
  });

  test('a visit that throws leaves its screen to start the visit itself', async () => {
    const visits = firstVisits(store(), '/kimJuly');
    await visits.run(() => {
      throw new Error('broken');
    });
    expect(visits.started('/kimJuly')).toBe(false);
  });

  test('a visit whose query fails still counts as started: the failure is in the cache', async () => {
    const visits = firstVisits(store(), '/kimJuly');
    await visits.run(() => Promise.reject(new Error('offline')));
    expect(visits.started('/kimJuly')).toBe(true);
  });
});
