/**
 * Loan detail screen for every status code (21, 151, 110, 170, 174, 180, 200 and an unknown one)
 * in both markets: icon, texts, detail list, the buttons the order-status rule gives (read from
 * store/loanDetail, not copied here), the extension reminder, borrow again, rating.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { orderActions, selectReminderOpen, selectShowMarket } from '../../../store/loanDetail';
import { selectRating } from '../../../store/rating';
import { SESSION } from '../../store/confirmReload/kit';

beforeAll(() => import('../../../src/screens/loan/LoanDetailScreen'), 30_000);

const url = (orderId: string, needPop?: string, productId = '1', path = '/abcIs') =>
  `${path}?${SESSION}&productId=${productId}&orderId=${orderId}${needPop ? `&need-pop=${needPop}` : ''}`;

/** What the screen draws itself for a status: its icon and its name in each market. */
interface Expect {
  icon: string | null;
  statusEn: string;
  statusEs: string;
  /** isDelay of the seeded order. */
  isDelay: number;
}

const CASES: Record<string, Expect> = {
  '21': {
    isDelay: 0,
    icon: '21',
    statusEn: 'Under review',
    statusEs: 'En revisión',
  },
  '151': {
    isDelay: 0,
    icon: '151',
    statusEn: 'Disbursal in progress',
    statusEs: 'Desembolso en proceso',
  },
  '110': {
    isDelay: 0,
    icon: '110',
    statusEn: 'Application rejected',
    statusEs: 'Solicitud rechazada',
  },
  '170': {
    isDelay: 0,
    icon: null,
    statusEn: 'Payment being verified',
    statusEs: 'Pago en verificación',
  },
  '174': {
    isDelay: 1,
    icon: '174',
    statusEn: 'Repayment due',
    statusEs: 'Pendiente de pago',
  },
  '180': {
    isDelay: 1,
    icon: '180',
    statusEn: 'Overdue',
    statusEs: 'Vencido',
  },
  '200': {
    isDelay: 0,
    icon: '200',
    statusEn: 'Paid off',
    statusEs: 'Liquidado',
  },
  '999': {
    isDelay: 0,
    icon: '200',
    statusEn: 'Order status',
    statusEs: 'Estado del pedido',
  },
};

/** The server's status text: it answers in the market the call names (Accept-Language). */
const SERVER_STATUS_TEXT_EN: Record<string, string> = {
  '21': 'Under review',
  '151': 'Disbursal in progress',
  '110': 'Application rejected',
  '170': 'Payment being verified',
  '174': 'Repayment due',
  '180': 'Overdue',
  '200': 'Paid off',
  '999': 'Processing',
};
const SERVER_STATUS_TEXT: Record<string, string> = {
  '21': 'En revisión',
  '151': 'Desembolso en proceso',
  '110': 'Solicitud rechazada',
  '170': 'Pago en verificación',
  '174': 'Pendiente de pago',
  '180': 'Vencido',
  '200': 'Liquidado',
  '999': 'Procesando',
};

const MARKETS = [
  { needPop: '1', repay: 'Repay', extend: 'Extend repayment', borrow: 'Borrow again', lang: 'en' as const },
  { needPop: '2', repay: 'Pagar', extend: 'Diferir el pago', borrow: 'Pedir otra vez', lang: 'es' as const },
];

describe.each(MARKETS)('market need-pop=$needPop', (m) => {
  test.each(Object.keys(CASES))('status %s: icon, texts, detail list and buttons', async (code) => {
    const c = CASES[code];
    const rule = orderActions({ orderStatus: code, isDelay: c.isDelay });
    const { container } = renderRoute(url(code, m.needPop));
    const serverStatus = m.lang === 'en' ? SERVER_STATUS_TEXT_EN[code] : SERVER_STATUS_TEXT[code];
    const heading = await screen.findByRole('heading', { level: 2, name: serverStatus });
    const card = heading.closest('section')!;
    expect(card).toHaveAttribute('data-status', code);

    const icon = container.querySelector('svg.status-icon');
    if (c.icon === null) {
      expect(icon).toBeNull();
    } else {
      expect(icon).toHaveAttribute('data-icon', c.icon);
      expect(within(card).getByRole('img', { name: m.lang === 'en' ? c.statusEn : c.statusEs })).toBe(icon);
    }

    if (rule.showDetails)
      expect(screen.getByTestId('order-detail')).toHaveTextContent(
        m.lang === 'en' ? 'Order number' : 'Número de pedido',
      );
    else expect(screen.queryByTestId('order-detail')).toBeNull();

    expect(!!screen.queryByRole('link', { name: m.repay })).toBe(rule.repay);
    expect(!!screen.queryByRole('button', { name: m.extend })).toBe(rule.extend);
    expect(!!screen.queryByRole('button', { name: m.borrow })).toBe(rule.borrowAgain);
  });
});

test('the description and product are shown', async () => {
  renderRoute(url('174', '1', '3'));
  expect(await screen.findByText(/Your next instalment is due soon/)).toBeInTheDocument();
  expect(screen.getByText('Credit Plus')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Credit Plus logo' })).toBeInTheDocument();
});

test('/allowPopulation is the same screen', async () => {
  renderRoute(url('180', '1', '1', '/allowPopulation'));
  expect(await screen.findByRole('link', { name: 'Repay' })).toBeInTheDocument();
});

test('repay goes to /dibbleNight with the session query, productId and orderId', async () => {
  const { router } = renderRoute(url('174', '1', '3'));
  const repay = await screen.findByRole('link', { name: 'Repay' });
  const href = new URL(repay.getAttribute('href')!, 'http://localhost');
  expect(href.pathname).toBe('/dibbleNight');
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    deviceId: 'dev-1',
    sessionId: 's-1',
    userId: '42',
    productId: '3',
    orderId: '174',
    'need-pop': '1',
  });
  fireEvent.click(repay);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dibbleNight'));
});

describe('extension reminder (isDelay 1)', () => {
  test.each([
    ['Go to extension', '/feesAbc'],
    ['Continue to normal repayment', '/dibbleNight'],
  ])('"%s" goes to %s with the order', async (choice, path) => {
    const { router } = renderRoute(url('180', '1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Extend repayment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your repayment?' });
    expect(within(dialog).getByText(/up to 7 days/)).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: choice });
    expect(link.getAttribute('href')).toContain('orderId=180');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(new URLSearchParams(router.state.location.search).get('orderId')).toBe('180');
  });

  test('closing the reminder stays on the page', async () => {
    const { router, store } = renderRoute(url('174', '2', '3'));
    fireEvent.click(await screen.findByRole('button', { name: 'Diferir el pago' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea diferir su pago?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(selectReminderOpen(store.getState())).toBe(false);
    expect(router.state.location.pathname).toBe('/abcIs');
  });
});

test('borrow again (200) calls the native goTo with the app scheme URL of the product', async () => {
  const { effects } = renderRoute(url('200', '2', '2'));
  // Close the rating modal first: it opens on this order.
  fireEvent.click(await screen.findByRole('button', { name: 'Ahora no' }));
  fireEvent.click(screen.getByRole('button', { name: 'Pedir otra vez' }));
  expect(effects.nativeCalls).toEqual([
    { name: 'goTo', payload: { to: 'prestamofacil://product?productId=2', toP: { productId: '2' } } },
  ]);
});

test('the agreement link of the order keeps the market', async () => {
  renderRoute(url('174', '1', '3'));
  const link = await screen.findByRole('link', { name: 'View the loan agreement' });
  expect(link.getAttribute('href')).toMatch(/^\/agony\?orderNo=174&.*need-pop=1/);
});

describe('rating modal', () => {
  test('opens on isScore 1; sending with no star says chooseRating (the spec message)', async () => {
    const { effects } = renderRoute(url('200', '2'));
    const dialog = await screen.findByRole('dialog', { name: 'Califique su experiencia' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(effects.said()).toEqual(['chooseRating']);
    expect(effects.nativeCalls).toHaveLength(0);
  });

  test('below 4 stars: the thank-you modal, no store rating', async () => {
    const { store, effects } = renderRoute(url('200', '1'));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(within(thanks).getByText(/Thank you for your rating/)).toBeInTheDocument();
    expect(effects.nativeCalls).toHaveLength(0);
    fireEvent.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(selectRating(store.getState()).status).toBe('finished');
  });

  test('4 stars or more: native toRate', async () => {
    const { effects } = renderRoute(url('180', '1'));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(effects.nativeCalls).toEqual([{ name: 'toRate' }]));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog', { name: 'Thank you!' })).toBeNull();
  });

  test('no rating modal when isScore is 0', async () => {
    renderRoute(url('174', '1', '3'));
    await screen.findByRole('link', { name: 'Repay' });
    expect(screen.queryByRole('dialog', { name: 'Rate your experience' })).toBeNull();
  });
});

test('the show-market flag is off once the details have loaded', async () => {
  const { store } = renderRoute(url('21', '1'));
  await screen.findByRole('heading', { level: 2, name: 'Under review' });
  expect(selectShowMarket(store.getState())).toBe(false);
});

test('an order that does not exist shows the server message and a retry', async () => {
  renderRoute(url('12345', '1'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
});
