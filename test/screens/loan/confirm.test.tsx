/**
 * Loan confirm screen against the contract server: both markets, coupon and agreement rows,
 * the submit rule, one push for a double tap, the instalment layout and the reload modal; after the
 * push, the loan detail page in the app with the session (SPEC §4), or, when the server's
 * `lendDetailsUrl` is refused, the page that says the loan was sent.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';
import { fakeEffects, type FakeEffects } from '../../support/effects';
import { getPushCount } from '../../../server/handlers';
import { armFault } from '../../../server/faults';
import { v3 } from '../../../server/http';
import { loanQuote } from '../../../server/scenarios/loans';
import { findProduct } from '../../../server/scenarios/products';
import { SESSION, watchRequests } from '../../store/confirmReload/kit';

const requests = watchRequests(server);
const url = (path: string, productId: string, needPop?: string) =>
  `${path}?${SESSION}&productId=${productId}${needPop ? `&need-pop=${needPop}` : ''}`;

// The route's chunk (with antd-mobile) is slow to compile the first time; warm it outside the timeouts.
beforeAll(() => import('../../../src/screens/loan/ConfirmScreen'), 30_000);

afterEach(() => {
  jest.useRealTimers();
});

/** Fake effects whose approved in-app navigations drive the test's router, as the app's do. */
function routedEffects() {
  let router: { navigate(to: string, opts?: { replace?: boolean }): unknown } | null = null;
  const effects: FakeEffects = fakeEffects();
  const record = effects.navigate;
  effects.navigate = (target) => {
    record(target);
    if (target.kind === 'route') void router?.navigate(target.path, { replace: target.replace });
  };
  return { effects, attach: (r: NonNullable<typeof router>) => (router = r) };
}

const applyButton = (name: RegExp | string) => screen.findByRole('button', { name });

describe('markets', () => {
  test('need-pop 1: English labels and the rupee symbol', async () => {
    renderRoute(url('/kimJuly', '1', '1'));
    expect(await screen.findByText('Disbursal amount')).toBeInTheDocument();
    expect(screen.getByText('₹3.000.00')).toBeInTheDocument();
    expect(screen.getByText('Loan term (days)')).toBeInTheDocument();
    expect(screen.getByText('Daily interest rate')).toBeInTheDocument();
    expect(screen.getByText('0.0065%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  test.each([['2'], [undefined]])('need-pop %p: Spanish labels and $', async (needPop) => {
    renderRoute(url('/versions', '1', needPop));
    expect(await screen.findByText('Monto a desembolsar')).toBeInTheDocument();
    expect(screen.getByText('$3.000.00')).toBeInTheDocument();
    expect(screen.getByText('Plazo del préstamo (días)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar ahora' })).toBeEnabled();
    expect(screen.queryByText(/₹/)).toBeNull();
  });
});

test('details list and repayment plan rows come from the quote', async () => {
  renderRoute(url('/kimJuly', '1', '1'));
  await screen.findByText('Loan details');
  // The rows are the server's, in the market the call named (need-pop=1: India, English).
  expect(screen.getByText('Processing fee')).toBeInTheDocument();
  expect(screen.getByText('Payment plan')).toBeInTheDocument();
  expect(screen.getByText('Single repayment')).toBeInTheDocument();
  expect(screen.getByText('Principal plus interest')).toBeInTheDocument();
  // 3000.00 principal + 91 days at 0.0065% = 17.75 interest.
  expect(screen.getByText('₹3.017.75')).toBeInTheDocument();
});

test('coupon row only when couNum is given', async () => {
  const first = renderRoute(url('/charter', '3'));
  const row = await screen.findByTestId('coupon-row');
  expect(within(row).getByText('Cupón')).toBeInTheDocument();
  expect(within(row).getByText('$50.00')).toBeInTheDocument();
  first.unmount();
  renderRoute(url('/kimJuly', '1'));
  await screen.findByText('Detalles del préstamo');
  expect(screen.queryByTestId('coupon-row')).toBeNull();
  expect(screen.queryByText('Cupón')).toBeNull();
});

test('/charter puts the instalment plan first and shows every instalment', async () => {
  renderRoute(url('/charter', '3', '1'));
  const plan = await screen.findByRole('heading', { name: 'Instalment plan' });
  const details = screen.getByRole('heading', { name: 'Loan details' });
  expect(plan.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByText('3 instalments')).toBeInTheDocument();
  for (const n of [1, 2, 3]) expect(screen.getByText(`Instalment ${n} of 3`)).toBeInTheDocument();
});

test('/kimJuly shows the plan after the details', async () => {
  renderRoute(url('/kimJuly', '3', '1'));
  const plan = await screen.findByRole('heading', { name: 'Payment plan' });
  const details = screen.getByRole('heading', { name: 'Loan details' });
  expect(details.compareDocumentPosition(plan) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

describe('agreement', () => {
  test('with an agreement URL: ticked by default, linked, and the submit is enabled only while ticked', async () => {
    renderRoute(url('/kimJuly', '1', '1'));
    const box = await screen.findByRole('checkbox', { name: /I have read and accept the loan agreement/ });
    expect(box).toBeChecked();
    const link = screen.getByRole('link', { name: 'loan agreement' });
    expect(link.getAttribute('href')).toMatch(/^\/directorsIn\?orderNo=174&/);
    expect(link.getAttribute('href')).toContain('need-pop=1');
    const submit = screen.getByRole('button', { name: 'Apply now' });
    expect(submit).toBeEnabled();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(submit).toBeDisabled();
    expect(screen.getByText('Tick the box to accept the loan agreement before applying.')).toBeInTheDocument();
    fireEvent.click(submit);
    await new Promise((r) => setTimeout(r, 50));
    expect(getPushCount(1)).toBe(0);
    fireEvent.click(box);
    expect(submit).toBeEnabled();
  });

  test.each(['https://evil.example/agreement', 'javascript:alert(1)'])(
    'an agreement URL the app refuses (%s) keeps the consent; the link says why and opens nothing',
    async (agreement) => {
      server.use(
        http.post('*/v3/loan-confirm/loan-detail-confirm', () =>
          v3(true, 'ok', { ...loanQuote(findProduct('1')!, false, 'en-IN'), isNewContract: agreement }),
        ),
      );
      const { effects } = renderRoute(url('/kimJuly', '1', '1'));
      const box = await screen.findByRole('checkbox', { name: /I have read and accept the loan agreement/ });
      const submit = screen.getByRole('button', { name: 'Apply now' });
      fireEvent.click(box);
      expect(submit).toBeDisabled();
      fireEvent.click(screen.getByRole('link', { name: 'loan agreement' }));
      expect(effects.said()).toEqual(['linkRefused']);
      expect(effects.navigations).toEqual([]);
    },
  );

  test('without an agreement URL there is no checkbox and no link', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderRoute(url('/kimJuly', '2'));
    await screen.findByText('Monto a desembolsar');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /contrato/ })).toBeNull();
  });
});

describe('submit', () => {
  test('a double tap sends one push, reports the burial point, and the button stays disabled', async () => {
    const { effects } = renderRoute(url('/kimJuly', '1'));
    const submit = await applyButton('Solicitar ahora');
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(submit).toBeDisabled();
    await waitFor(() =>
      expect(effects.nativeCalls).toEqual([{ name: 'burialPointConfirm', payload: { productId: '1' } }]),
    );
    expect(getPushCount(1)).toBe(1);
    await requests.settled();
    expect(requests.to('/loan-detail-push').map((r) => r.body)).toEqual([
      { amount: '300000', periods: '91', termUnit: '1', productId: '1' },
    ]);
    // The page is being replaced by the loan detail (the fake navigator leaves it in place).
    await waitFor(() => expect(effects.navigations).toHaveLength(1));
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Enviando…');
  });

  test('on a slow network the button says it is sending and many taps still send one push', async () => {
    armFault('loan-detail-push', 'delay:400');
    const { effects } = renderRoute(url('/kimJuly', '3', '1'));
    const submit = await applyButton('Apply now');
    for (let i = 0; i < 4; i += 1) fireEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await waitFor(() => expect(effects.nativeCalls).toHaveLength(1));
    expect(getPushCount(3)).toBe(1);
  });

  test('a refused push: the server message, and the button is ready again', async () => {
    server.use(http.post('*/v3/loan-confirm/loan-detail-push', () => v3(false, 'Producto no disponible')));
    const { effects } = renderRoute(url('/kimJuly', '1', '1'));
    fireEvent.click(await applyButton('Apply now'));
    await waitFor(() => expect(effects.notices).toEqual([{ text: 'Producto no disponible' }]));
    expect(await applyButton('Apply now')).toBeEnabled();
    expect(effects.navigations).toEqual([]);
  });
});

describe('after the push (English market, relative lendDetailsUrl)', () => {
  const ENGLISH = `deviceId=dev-1&appVersion=1.0.0&userId=42&sessionId=s1&clientType=ios&merchantNumber=0&mobilePhone=13812345678&need-pop=1&crp_phe=ph-1&dearest=de-1&showy=sh-1`;
  const HEADERS = { crp_phe: 'ph-1', dearest: 'de-1', showy: 'sh-1', 'x-requested-with': 'XMLHttpRequest' };

  beforeAll(
    () =>
      Promise.all([
        import('../../../src/screens/loan/LoanDetailScreen'),
        import('../../../src/screens/docs/LoanAgreementScreen'),
      ]),
    30_000,
  );

  test('the detail page opens in the app, in English, and its calls carry the session and the headers', async () => {
    const { effects, attach } = routedEffects();
    const { router, unmount } = renderRoute(`/kimJuly?${ENGLISH}&productId=1`, undefined, undefined, effects);
    attach(router);
    fireEvent.click(await applyButton('Apply now'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/abcIs'));

    // The server's URL with from=confirm, and the session, market and header parameters it lacked.
    const landed = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(landed)).toMatchObject({
      orderId: '21',
      productId: '1',
      from: 'confirm',
      sessionId: 's1',
      'need-pop': '1',
      crp_phe: 'ph-1',
      dearest: 'de-1',
      showy: 'sh-1',
    });
    expect(effects.navigations).toEqual([
      { kind: 'route', path: router.state.location.pathname + router.state.location.search, replace: true },
    ]);

    // English, not Spanish.
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan details' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Under review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the loan agreement' })).toBeInTheDocument();

    // The details call carried the client headers.
    await requests.settled();
    const details = requests.to('/loan-details');
    expect(details.map((r) => r.body)).toEqual([{ productId: '1', orderId: '21' }]);
    expect(details[0].headers).toMatchObject(HEADERS);

    // "View the loan agreement" calls contract-detail with the session.
    fireEvent.click(screen.getByRole('link', { name: 'View the loan agreement' }));
    await waitFor(() => expect(requests.to('/contract-detail')).toHaveLength(1));
    expect(requests.to('/contract-detail')[0].query).toMatchObject({ orderNo: '21', sessionId: 's1', userId: '42' });
    expect(router.state.location.search).toContain('need-pop=1');
    unmount();
  });

  test('the URL it lands on keeps the market and the session when the page is loaded again', async () => {
    const { effects, attach } = routedEffects();
    const { router, unmount } = renderRoute(`/kimJuly?${ENGLISH}&productId=1`, undefined, undefined, effects);
    attach(router);
    fireEvent.click(await applyButton('Apply now'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/abcIs'));
    const landed = router.state.location.pathname + router.state.location.search;
    unmount();

    requests.seen.length = 0;
    renderRoute(landed);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan details' })).toBeInTheDocument();
    await requests.settled();
    expect(requests.to('/loan-details')[0].headers).toMatchObject(HEADERS);
  });
});

describe('a lendDetailsUrl the app refuses', () => {
  test('product 4 (off-site order page): the page says the loan was sent, frees the button, and opens the order in the app', async () => {
    const { effects, attach } = routedEffects();
    const { router } = renderRoute(url('/kimJuly', '4', '1'), undefined, undefined, effects);
    attach(router);
    fireEvent.click(await applyButton('Apply now'));
    const sent = await screen.findByRole('status', { name: 'Your application was sent' });
    expect(within(sent).getByText(/We received your loan application/)).toBeInTheDocument();
    expect(effects.said()).toEqual(['linkRefused']);
    expect(effects.navigations).toEqual([]);
    // No "Sending…" left behind, and no way to send it again.
    expect(screen.queryByRole('button', { name: 'Sending…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
    expect(getPushCount(4)).toBe(1);
    expect(effects.nativeCalls).toEqual([{ name: 'burialPointConfirm', payload: { productId: '4' } }]);

    const way = within(sent).getByRole('link', { name: 'See my loan' });
    const href = new URL(way.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/abcIs');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      orderId: '21',
      productId: '4',
      sessionId: 's-1',
      'need-pop': '1',
    });
    fireEvent.click(way);
    await waitFor(() => expect(router.state.location.pathname).toBe('/abcIs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan details' })).toBeInTheDocument();
    expect(getPushCount(4)).toBe(1);
  });

  test('a URL that names no order (javascript:): the way on is closing the WebView (Spanish)', async () => {
    server.use(
      http.post('*/v3/loan-confirm/loan-detail-push', () =>
        v3(true, 'Solicitud enviada', { lendDetailsUrl: 'javascript:alert(1)' }),
      ),
    );
    const { effects } = renderRoute(url('/kimJuly', '1'));
    fireEvent.click(await applyButton('Solicitar ahora'));
    const sent = await screen.findByRole('status', { name: 'Su solicitud fue enviada' });
    expect(screen.queryByRole('button', { name: 'Enviando…' })).toBeNull();
    expect(within(sent).queryByRole('link')).toBeNull();
    fireEvent.click(within(sent).getByRole('button', { name: 'Cerrar' }));
    expect(effects.nativeCalls.map((c) => c.name)).toEqual(['burialPointConfirm', 'closeWebview']);
    expect(effects.said()).toEqual(['linkRefused']);
  });
});

describe('reload modal', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));

  test('product 2: the countdown modal shows, and after 5500 ms the reloaded quote replaces it', async () => {
    renderRoute(url('/versions', '2', '1'));
    const dialog = await screen.findByRole('dialog', { name: 'Updating your offer' });
    expect(within(dialog).getByText('We are updating your offer')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '5 seconds left' })).toBeInTheDocument();
    expect(screen.getByText('₹2.500.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(2500));
    expect(within(dialog).getByRole('img', { name: '3 seconds left' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(screen.getByText('₹2.500.00')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));

    expect(await screen.findByText('₹2.800.00')).toBeInTheDocument();
    // The modal's content goes at once; its fade-out animation may still be running.
    expect(screen.queryByText('We are updating your offer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
    await requests.settled();
    expect(requests.to('/loan-detail-confirm').map((r) => r.body)).toEqual([
      { productId: '2' },
      { productId: '2', isType: 1 },
    ]);
  });

  test('product 1 never shows the modal', async () => {
    renderRoute(url('/versions', '1'));
    await screen.findByText('Monto a desembolsar');
    await act(() => jest.advanceTimersByTimeAsync(6000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

test('a quote that fails to load offers a retry', async () => {
  renderRoute(url('/kimJuly', '99', '1'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
