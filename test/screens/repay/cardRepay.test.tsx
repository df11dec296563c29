/**
 * `/theTo` legacy repayment by card (SPEC §4) through the screen: amount on the money keyboard,
 * card choice, pay, the SMS step with its countdown button, resend, cancel, confirm, errors.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listenForFreshness } from '../../../src/app/freshness';
import { MSG } from '../../../src/i18n/messages';
import { getConfig } from '../../../store/config';
import { DEFAULT_COMPANIES } from '../../../store/identity';
import { selectLegacyRepay } from '../../../store/legacyRepay';
import { fakeEffects } from '../../support/effects';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { ORDER, routeOf } from './support';

// The screen and the code it loads later (the money keyboard, the SMS step) are compiled before the
// tests, so that a cold transform cache (a clean clone) does not eat into their waits.
beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/repay/CardRepayScreen'),
      import('../../../src/components/MoneyKeyboard'),
      import('../../../src/screens/repay/SmsStep'),
    ]),
  30_000,
);
afterEach(() => {
  jest.useRealTimers();
});

const URL = `/theTo?${ORDER}&amount=300000`;

async function ready() {
  const utils = renderRoute(URL);
  await screen.findByRole('radio', { name: /BBVA México/ });
  return utils;
}
const smsDialog = () => screen.getByRole('dialog');

test('starts with the page amount in units and the $ symbol, and lists the cards masked', async () => {
  await ready();
  expect(screen.getByTestId('amount-value')).toHaveTextContent('3000');
  expect(screen.getByRole('button', { name: /Monto a pagar/ })).toHaveTextContent('$3000');
  expect(screen.getByRole('radio', { name: /Santander •••• 4321/ })).not.toBeChecked();
  expect(screen.queryByText('5579070087654321')).not.toBeInTheDocument();
});

test('the amount is edited on the money keyboard', async () => {
  const { store } = await ready();
  fireEvent.click(screen.getByRole('button', { name: /Monto a pagar/ }));
  // The keyboard's code loads after the screen's paint, or at this first tap.
  const backspace = await screen.findByTitle('Borrar');
  for (let i = 0; i < 4; i++) fireEvent.click(backspace);
  for (const k of ['1', '2', '.', '5', '.', '9', '9']) fireEvent.click(screen.getByRole('button', { name: k }));
  expect(selectLegacyRepay(store.getState()).amount).toBe('12.59');
  expect(screen.getByTestId('amount-value')).toHaveTextContent('12.59');
  fireEvent.click(screen.getByRole('button', { name: 'Listo' }));
  expect(screen.getByRole('button', { name: /Monto a pagar/ })).toHaveAttribute('aria-expanded', 'false');
});

test("pay without a card says '请先选择付款银行卡！'", async () => {
  const { effects } = await ready();
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(effects.said()).toEqual(['chooseCard']));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('card 3 pays without SMS, says so and replaces the page with the borrow detail of the order', async () => {
  const { effects } = await ready();
  fireEvent.click(screen.getByRole('radio', { name: /Santander/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(effects.navigations).toHaveLength(1));
  const [target] = effects.navigations;
  expect(target).toMatchObject({ kind: 'route', replace: true });
  expect(routeOf(target).pathname).toBe('/abcIs');
  expect(routeOf(target).query).toMatchObject({ orderId: '174', productId: '1', sessionId: 's-1' });
  expect(routeOf(target).query.amount).toBeUndefined();
  expect(effects.notices).toEqual([{ code: 'paid', tone: 'success' }]);
  // Leaving: pay cannot be tapped again.
  expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
});

test('the pay button is disabled and relabelled while committing', async () => {
  await ready();
  fireEvent.click(screen.getByRole('radio', { name: /BBVA/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(screen.getByRole('button', { name: 'Pagando…' })).toBeDisabled();
  await screen.findByRole('dialog');
});

test('the SMS step: seconds on the button, refused short code, wrong code, then the right one', async () => {
  const { effects } = await ready();
  fireEvent.click(screen.getByRole('radio', { name: /BBVA/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await screen.findByRole('dialog');
  expect(within(smsDialog()).getByTestId('sms-button')).toHaveTextContent('60 s');
  expect(within(smsDialog()).getByTestId('sms-button')).toBeDisabled();

  const input = within(smsDialog()).getByLabelText('Código de verificación');
  fireEvent.change(input, { target: { value: '123' } });
  fireEvent.click(within(smsDialog()).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(effects.said()).toEqual(['badVerifyCode']));

  fireEvent.change(input, { target: { value: '111111' } });
  fireEvent.click(within(smsDialog()).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(effects.said()).toEqual(['badVerifyCode', 'verifyCodeWrong']));

  fireEvent.change(input, { target: { value: '123456' } });
  fireEvent.click(within(smsDialog()).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(effects.navigations).toHaveLength(1));
  expect(effects.navigations[0]).toMatchObject({ kind: 'route', replace: true });
  expect(routeOf(effects.navigations[0]).pathname).toBe('/abcIs');
  expect(effects.said()).toEqual(['badVerifyCode', 'verifyCodeWrong', 'paid']);
});

test('the get-code button counts down each second and then offers to resend', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  await ready();
  fireEvent.click(screen.getByRole('radio', { name: /BBVA/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await screen.findByRole('dialog');
  const button = () => within(smsDialog()).getByTestId('sms-button');
  expect(button()).toHaveTextContent('60 s');
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(button()).toHaveTextContent('59 s');
  await act(() => jest.advanceTimersByTimeAsync(58_000));
  expect(button()).toHaveTextContent('1 s');
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(button()).toHaveTextContent('Obtener código');
  expect(button()).toBeEnabled();
});

test('cancel closes the SMS step and pay opens it again from 60 s', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const { store } = await ready();
  fireEvent.click(screen.getByRole('radio', { name: /BBVA/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await screen.findByRole('dialog');
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(within(smsDialog()).getByTestId('sms-button')).toHaveTextContent('55 s');
  fireEvent.click(within(smsDialog()).getByRole('button', { name: 'Cancelar' }));
  expect(selectLegacyRepay(store.getState()).phase.status).toBe('choosing');
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(selectLegacyRepay(store.getState()).phase.status).toBe('verifying'));
  await waitFor(() => expect(within(smsDialog()).getByTestId('sms-button')).toHaveTextContent('60 s'));
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(within(smsDialog()).getByTestId('sms-button')).toHaveTextContent('59 s');
});

test('a failed card list shows its message with a retry that loads the cards', async () => {
  const { server } = await import('../../support/msw');
  const { http, HttpResponse } = await import('msw');
  server.use(http.post('*/coalition/repayment-way', () => HttpResponse.error(), { once: true }));
  const { effects } = renderRoute(URL);
  expect(await screen.findByRole('alert')).toHaveTextContent(MSG.cardListFailed);
  await waitFor(() => expect(effects.said()).toEqual(['cardListFailed']));
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('radio', { name: /BBVA/ })).toBeInTheDocument();
});

test('pay online asks for the payment url; outside the allowlist it is refused and the button is free again', async () => {
  const { effects } = await ready();
  const online = () => screen.getByRole('button', { name: 'Pagar en línea' });
  fireEvent.click(online());
  expect(online()).toBeDisabled();
  await waitFor(() => expect(online()).toBeEnabled());
  expect(effects.said()).toEqual(['linkRefused']);
  expect(effects.navigations).toEqual([]);
  fireEvent.click(online());
  expect(online()).toBeDisabled();
  await waitFor(() => expect(online()).toBeEnabled());
  expect(effects.said()).toEqual(['linkRefused', 'linkRefused']);
});

test('back on the page after leaving for the online payment, every control works again', async () => {
  const payOrigin = `https://pay.${DEFAULT_COMPANIES.es.domain}`;
  const config = getConfig();
  const effects = fakeEffects({ config: () => ({ ...config, urlAllowlist: [...config.urlAllowlist, payOrigin] }) });
  const { store } = renderRoute(URL, undefined, undefined, effects);
  await screen.findByRole('radio', { name: /Santander/ });
  const stopListening = listenForFreshness(store.dispatch);
  try {
    const pay = () => screen.getByRole('button', { name: 'Pagar' });
    const online = () => screen.getByRole('button', { name: 'Pagar en línea' });
    fireEvent.click(online());
    await waitFor(() => expect(effects.navigations).toHaveLength(1));
    expect(effects.navigations[0]).toMatchObject({ kind: 'external' });
    // Leaving: nothing can be tapped, and it shows.
    expect(online()).toBeDisabled();
    expect(pay()).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Santander/ })).toBeDisabled();

    // Back restores the page from the back-forward cache.
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    act(() => void window.dispatchEvent(restored));
    expect(online()).toBeEnabled();
    expect(pay()).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: /Santander/ }));
    expect(screen.getByRole('radio', { name: /Santander/ })).toBeChecked();
    fireEvent.click(pay());
    await waitFor(() => expect(effects.navigations).toHaveLength(2));
    expect(routeOf(effects.navigations[1]).pathname).toBe('/abcIs');
    expect(effects.said()).toEqual(['paid']);
  } finally {
    stopListening();
  }
});
