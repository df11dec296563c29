/** `/arphaxat` and `/politicallyRole` (CONTRACT.md): card number in fours, bank, bind-card, startBank / endBank. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearBridgeLog, getBridgeLog } from '../../../src/native/bridge';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { SESSION, spyToasts } from './support';

beforeAll(() => import('../../../src/screens/repay/BindCardScreen'), 30_000);
beforeEach(() => clearBridgeLog());
afterEach(() => jest.restoreAllMocks());

const names = () => getBridgeLog().map((e) => e.name);

test.each(['/arphaxat', '/politicallyRole'])('%s starts the native bank flow on open', async (path) => {
  renderRoute(`${path}?${SESSION}`);
  await screen.findByRole('heading', { name: 'Vincular tarjeta' }, { timeout: 5000 });
  expect(names()).toEqual(['startBank']);
});

test('the card number keeps digits only, grouped in fours, 19 digits at most', async () => {
  renderRoute(`/arphaxat?${SESSION}`);
  const input = await screen.findByLabelText('Número de tarjeta', {}, { timeout: 5000 });
  fireEvent.change(input, { target: { value: '4111-1111a11111111' } });
  expect(input).toHaveValue('4111 1111 1111 1111');
  fireEvent.change(input, { target: { value: '12345678901234567890123' } });
  expect(input).toHaveValue('1234 5678 9012 3456 789');
});

test('binds the card with the bank, ends the bank flow and says so', async () => {
  const toasts = spyToasts();
  renderRoute(`/politicallyRole?${SESSION}`);
  fireEvent.change(await screen.findByLabelText('Número de tarjeta', {}, { timeout: 5000 }), {
    target: { value: '4111111111111111' },
  });
  fireEvent.change(screen.getByLabelText('Banco'), { target: { value: 'BANORTE' } });
  fireEvent.click(screen.getByRole('button', { name: 'Vincular' }));
  expect(screen.getByRole('button', { name: 'Vinculando…' })).toBeDisabled();
  expect(await screen.findByRole('heading', { name: 'Tarjeta vinculada' })).toBeInTheDocument();
  expect(names()).toEqual(['startBank', 'endBank']);
  expect(toasts.success).toHaveBeenCalledWith('Tarjeta vinculada');
});

test('refuses a short card number and a missing bank with messages', async () => {
  const toasts = spyToasts();
  renderRoute(`/arphaxat?${SESSION}`);
  const input = await screen.findByLabelText('Número de tarjeta', {}, { timeout: 5000 });
  fireEvent.change(input, { target: { value: '4111 1111' } });
  fireEvent.click(screen.getByRole('button', { name: 'Vincular' }));
  fireEvent.change(input, { target: { value: '4111111111111111' } });
  fireEvent.click(screen.getByRole('button', { name: 'Vincular' }));
  await waitFor(() => expect(toasts.texts()).toEqual(['Ingrese un número de tarjeta válido', 'Seleccione su banco']));
  expect(names()).toEqual(['startBank']);
});
