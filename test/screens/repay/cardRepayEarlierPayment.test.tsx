/**
 * `/theTo` after a reload or a killed WebView: the phone kept the marker of a card payment that got no
 * answer, and the screen warns under its heading (above the amount, the cards and the pay button), in
 * the market's words, money format and HH:mm, with a link to the loan. Pay waits until the borrower ticks that they checked their loan and want to
 * pay again (that payment may have gone through); a settled payment takes the warning away.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UNSETTLED_KEY } from '../../../store/legacyRepay/unsettledStorage';
import { fakeEffects } from '../../support/effects';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { ORDER, routeOf } from './support';

beforeAll(() => import('../../../src/screens/repay/CardRepayScreen'), 30_000);

const URL = `/theTo?${ORDER}&amount=300000`;
/** Local times, as the screen shows them. */
const SENT = new Date(2026, 2, 5, 14, 7, 30).getTime();
const NOW = new Date(2026, 2, 5, 14, 20).getTime();

function phoneWith(markers: object[], clock = NOW) {
  const effects = fakeEffects();
  effects.clock = clock;
  effects.stored.set(UNSETTLED_KEY, JSON.stringify(markers));
  return effects;
}
const mine = (over: object = {}) => ({ userId: '10001', orderId: '174', amount: '3000', sentAt: SENT, ...over });

async function open(url: string, effects = fakeEffects(), bank = /BBVA México/) {
  const utils = renderRoute(url, undefined, undefined, effects);
  await screen.findByRole('radio', { name: bank });
  return utils;
}
const warning = () => screen.getByTestId('earlier-payment');

test('Spanish: the amount as sent in $ format, the time HH:mm, first under the heading, as a status', async () => {
  await open(URL, phoneWith([mine()]));
  expect(warning()).toHaveAttribute('role', 'status');
  expect(within(warning()).getByText(/^Un pago/)).toHaveTextContent(
    'Un pago con tarjeta de $3.000.00 para este préstamo se envió a las 14:07 y no recibimos respuesta. Revise su préstamo antes de pagar de nuevo.',
  );
  const pay = screen.getByRole('button', { name: 'Pagar' });
  // Read before the pay button, which waits for the borrower's word that they want to pay again, and
  // before the amount and the card list, so that no number of cards can push it off the first screen.
  expect(warning().compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const [firstRadio] = screen.getAllByRole('radio');
  expect(warning().compareDocumentPosition(firstRadio) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const amountField = screen.getByTestId('amount-value');
  expect(warning().compareDocumentPosition(amountField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const again = within(warning()).getByRole('checkbox', { name: 'Ya revisé mi préstamo y quiero pagar de nuevo' });
  expect(again).not.toBeChecked();
  expect(pay).toBeDisabled();
  fireEvent.click(again);
  expect(again).toBeChecked();
  expect(pay).toBeEnabled();
  fireEvent.click(again);
  expect(pay).toBeDisabled();
  const link = within(warning()).getByRole('link', { name: 'Ver mi préstamo' });
  const href = routeOf({ kind: 'route', path: link.getAttribute('href')! });
  expect(href.pathname).toBe('/abcIs');
  expect(href.query).toMatchObject({ orderId: '174', productId: '1', sessionId: 's-1' });
  expect(href.query.amount).toBeUndefined();
});

test('English (need-pop=1): rupee, the same rules, "View my loan"', async () => {
  await open(`${URL}&need-pop=1`, phoneWith([mine({ amount: '12.5' })]), /State Bank of India/);
  expect(within(warning()).getByText(/^A card/)).toHaveTextContent(
    'A card payment of ₹12.50 for this loan was sent at 14:07 and no answer came. Check your loan before paying again.',
  );
  expect(within(warning()).getByRole('link', { name: 'View my loan' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  fireEvent.click(within(warning()).getByRole('checkbox', { name: 'I have checked my loan and want to pay again' }));
  expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
});

test('a payment sent on an earlier day names that day', async () => {
  const lateLastNight = new Date(2026, 2, 4, 23, 50).getTime();
  const justAfterMidnight = new Date(2026, 2, 5, 0, 10).getTime();
  await open(URL, phoneWith([mine({ sentAt: lateLastNight })], justAfterMidnight));
  expect(warning()).toHaveTextContent('se envió el 2026-03-04 a las 23:50 y no recibimos respuesta');
});

test('"Ver mi préstamo" goes to the borrow detail through the navigator, keeping this page in history', async () => {
  const effects = phoneWith([mine()]);
  await open(URL, effects);
  fireEvent.click(within(warning()).getByRole('link', { name: 'Ver mi préstamo' }));
  expect(effects.navigations).toHaveLength(1);
  const [target] = effects.navigations;
  expect(target).toMatchObject({ kind: 'route', replace: false });
  expect(routeOf(target).pathname).toBe('/abcIs');
  expect(routeOf(target).query).toMatchObject({ orderId: '174', productId: '1', sessionId: 's-1' });
});

test('no marker, or one of another borrower or order: no warning', async () => {
  await open(URL, phoneWith([mine({ userId: '10002' }), mine({ orderId: '180' })]));
  expect(screen.queryByTestId('earlier-payment')).not.toBeInTheDocument();
});

test('paying again once the borrower says so; its settled answer takes the warning away', async () => {
  const effects = phoneWith([mine()]);
  await open(URL, effects);
  expect(warning()).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /Santander/ }));
  fireEvent.click(within(warning()).getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(effects.navigations).toHaveLength(1));
  expect(screen.queryByTestId('earlier-payment')).not.toBeInTheDocument();
  expect(effects.stored.has(UNSETTLED_KEY)).toBe(false);
});
