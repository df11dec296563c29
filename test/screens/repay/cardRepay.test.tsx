/**
 * `/theTo` legacy repayment by card (SPEC §4) through the screen: amount on the money keyboard,
 * card choice, pay, the SMS step with its countdown button, resend, cancel, confirm, errors.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '../../../src/i18n/messages';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { locationOf, ORDER, spyToasts } from './support';

beforeAll(() => import('../../../src/screens/repay/CardRepayScreen'), 30_000);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const URL = `/theTo?${ORDER}&amount=300000`;

async function ready() {
  const utils = renderRoute(URL);
  await screen.findByRole('radio', { name: /BBVA México/ }, { timeout: 5000 });
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
  const backspace = screen.getByTitle('Borrar');
  for (let i = 0; i < 4; i++) fireEvent.click(backspace);
  for (const k of ['1', '2', '.', '5', '.', '9', '9']) fireEvent.click(screen.getByRole('button', { name: k }));
  expect(store.getState().legacyRepay.amount).toBe('12.59');
  expect(screen.getByTestId('amount-value')).toHaveTextContent('12.59');
  fireEvent.click(screen.getByRole('button', { name: 'Listo' }));
  expect(screen.getByRole('button', { name: /Monto a pagar/ })).toHaveAttribute('aria-expanded', 'false');
});

test("pay without a card says '请先选择付款银行卡！'", async () => {
  const toasts = spyToasts();
  await ready();
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(toasts.texts()).toEqual([MSG.chooseCard]));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('card 3 pays without SMS and goes to the borrow detail of the order', async () => {
  spyToasts();
  const { router } = await ready();
  fireEvent.click(screen.getByRole('radio', { name: /Santander/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(locationOf(router).pathname).toBe('/abcIs'));
  expect(locationOf(router).query).toMatchObject({ orderId: '174', productId: '1', sessionId: 's-1' });
  expect(locationOf(router).query.amount).toBeUndefined();
});

test('the pay button is disabled and relabelled while committing', async () => {
  await ready();
  fireEvent.click(screen.getByRole('radio', { name: /BBVA/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(screen.getByRole('button', { name: 'Pagando…' })).toBeDisabled();
  await screen.findByRole('dialog');
});

test('the SMS step: seconds on the button, refused short code, wrong code, then the right one', async () => {
  const toasts = spyToasts();
  const { router } = await ready();
  fireEvent.click(screen.getByRole('radio', { name: /BBVA/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await screen.findByRole('dialog');
  expect(within(smsDialog()).getByTestId('sms-button')).toHaveTextContent('60 s');
  expect(within(smsDialog()).getByTestId('sms-button')).toBeDisabled();

  const input = within(smsDialog()).getByLabelText('Código de verificación');
  fireEvent.change(input, { target: { value: '123' } });
  fireEvent.click(within(smsDialog()).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(toasts.texts()).toEqual([MSG.badVerifyCode]));

  fireEvent.change(input, { target: { value: '111111' } });
  fireEvent.click(within(smsDialog()).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(toasts.texts()).toEqual([MSG.badVerifyCode, MSG.verifyCodeWrong]));

  fireEvent.change(input, { target: { value: '123456' } });
  fireEvent.click(within(smsDialog()).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(locationOf(router).pathname).toBe('/abcIs'));
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
  expect(store.getState().legacyRepay.phase.status).toBe('choosing');
  fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(store.getState().legacyRepay.phase.status).toBe('verifying'));
  await waitFor(() => expect(within(smsDialog()).getByTestId('sms-button')).toHaveTextContent('60 s'));
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(within(smsDialog()).getByTestId('sms-button')).toHaveTextContent('59 s');
});

test('a failed card list shows its message with a retry that loads the cards', async () => {
  const toasts = spyToasts();
  const { server } = await import('../../support/msw');
  const { http, HttpResponse } = await import('msw');
  server.use(http.post('*/coalition/repayment-way', () => HttpResponse.error(), { once: true }));
  renderRoute(URL);
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(MSG.cardListFailed);
  await waitFor(() => expect(toasts.texts()).toEqual([MSG.cardListFailed]));
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('radio', { name: /BBVA/ })).toBeInTheDocument();
});

test('pay online asks for the payment url (not opened outside the allowlist)', async () => {
  spyToasts();
  await ready();
  fireEvent.click(screen.getByRole('button', { name: 'Pagar en línea' }));
  expect(screen.getByRole('button', { name: 'Pagar en línea' })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar en línea' })).toBeEnabled());
});
