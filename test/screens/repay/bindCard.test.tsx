/** `/arphaxat` and `/politicallyRole` (CONTRACT.md): card number in fours, bank, bind-card, startBank / endBank. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { SESSION } from './support';

beforeAll(() => import('../../../src/screens/repay/BindCardScreen'), 30_000);

const shellCalls = (effects: { nativeCalls: { name: string }[] }) => effects.nativeCalls.map((c) => c.name);

test.each(['/arphaxat', '/politicallyRole'])('%s starts the native bank flow on open', async (path) => {
  const { effects } = renderRoute(`${path}?${SESSION}`);
  await screen.findByRole('heading', { name: 'Vincular tarjeta' });
  expect(shellCalls(effects)).toEqual(['startBank']);
});

test('the card number keeps digits only, grouped in fours, 19 digits at most', async () => {
  renderRoute(`/arphaxat?${SESSION}`);
  const input = await screen.findByLabelText('Número de tarjeta');
  fireEvent.change(input, { target: { value: '4111-1111a11111111' } });
  expect(input).toHaveValue('4111 1111 1111 1111');
  fireEvent.change(input, { target: { value: '12345678901234567890123' } });
  expect(input).toHaveValue('1234 5678 9012 3456 789');
});

test('binds the card with the bank, ends the bank flow and says so', async () => {
  const { effects } = renderRoute(`/politicallyRole?${SESSION}`);
  fireEvent.change(await screen.findByLabelText('Número de tarjeta'), {
    target: { value: '4111111111111111' },
  });
  fireEvent.change(screen.getByLabelText('Banco'), { target: { value: 'BANORTE' } });
  fireEvent.click(screen.getByRole('button', { name: 'Vincular' }));
  expect(screen.getByRole('button', { name: 'Vinculando…' })).toBeDisabled();
  expect(await screen.findByRole('heading', { name: 'Tarjeta vinculada' })).toBeInTheDocument();
  expect(shellCalls(effects)).toEqual(['startBank', 'endBank']);
  expect(effects.notices).toEqual([{ code: 'cardBound', tone: 'success' }]);
});

test('refuses a short card number and a missing bank with notices', async () => {
  const { effects } = renderRoute(`/arphaxat?${SESSION}`);
  const input = await screen.findByLabelText('Número de tarjeta');
  fireEvent.change(input, { target: { value: '4111 1111' } });
  fireEvent.click(screen.getByRole('button', { name: 'Vincular' }));
  fireEvent.change(input, { target: { value: '4111111111111111' } });
  fireEvent.click(screen.getByRole('button', { name: 'Vincular' }));
  await waitFor(() => expect(effects.said()).toEqual(['badCardNumber', 'bankRequired']));
  expect(shellCalls(effects)).toEqual(['startBank']);
});

test('each market offers its own banks: Indian ones in English (need-pop=1), Mexican ones in Spanish', async () => {
  renderRoute(`/arphaxat?${SESSION}&need-pop=1`);
  const select = await screen.findByLabelText('Bank');
  const names = [...select.querySelectorAll('option')].map((o) => o.textContent);
  expect(names).toEqual(expect.arrayContaining(['State Bank of India', 'HDFC Bank', 'ICICI Bank']));
  expect(names).not.toContain('BBVA México');
});

test('the Spanish market keeps the Mexican banks', async () => {
  renderRoute(`/arphaxat?${SESSION}`);
  const select = await screen.findByLabelText('Banco');
  const names = [...select.querySelectorAll('option')].map((o) => o.textContent);
  expect(names).toEqual(expect.arrayContaining(['BBVA México', 'Banorte']));
  expect(names).not.toContain('HDFC Bank');
});
