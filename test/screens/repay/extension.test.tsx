/** `/feesAbc` extension (SPEC §2): delay amount and date, plan list, channels for the delay amount, notice, note, service button. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { locationOf, ORDER } from './support';

beforeAll(() => import('../../../src/screens/repay/ExtensionScreen'), 30_000);

const URL = `/feesAbc?${ORDER}`;

test('shows the delay amount with $, the new date, and that deferral is up to 7 days', async () => {
  renderRoute(URL);
  expect(await screen.findByTestId('delay-amount')).toHaveTextContent('$11.70');
  expect(screen.getByText('Extensión de 7 días')).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Monto de la extensión' });
  expect(within(summary).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
  expect(screen.getByText('Puede diferir su pago hasta 7 días.')).toBeInTheDocument();
});

test('lists the plan with title, amount, remark and time', async () => {
  renderRoute(URL);
  const plan = await screen.findByRole('region', { name: 'Plan de la extensión' });
  const items = within(plan).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Cargo por extensión');
  expect(items[0]).toHaveTextContent('$11.70');
  expect(items[0]).toHaveTextContent('Intereses y cargos moratorios');
  expect(items[0].textContent).toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(items[1]).toHaveTextContent('$2.011.70');
});

test('the channels lead to the instruction page for the extension amount', async () => {
  renderRoute(URL);
  const oxxo = await screen.findByRole('link', { name: /tiendas OXXO/ });
  expect(oxxo.getAttribute('href')).toMatch(/^\/carpmm\?/);
  expect(new URLSearchParams(oxxo.getAttribute('href')!.split('?')[1]).get('amount')).toBe('1170');
  expect(screen.getAllByRole('button', { name: /^Copiar referencia/ }).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Código de barras' })).toBeInTheDocument();
});

test('shows the notice and the note, and the customer-service button', async () => {
  const { router } = renderRoute(URL);
  expect(await screen.findByText(/La extensión se aplica/)).toBeInTheDocument();
  expect(screen.getByText(/antes, durante o después/)).toBeInTheDocument();
  // The button comes after the screen's data has painted.
  fireEvent.click(await screen.findByRole('button', { name: 'Atención al cliente' }));
  await waitFor(() => expect(locationOf(router).pathname).toBe('/actLegislation'));
});
