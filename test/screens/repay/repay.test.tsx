/**
 * `/dibbleNight` (SPEC §2 repayment of instalment): amount with the market's symbol, date, product,
 * the detail list collapsed to 2 rows, channel groups leading to the instruction page, copy,
 * barcode modal, notice and the customer-service button.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { locationOf, ORDER } from './support';

// The route chunks (with antd-mobile) are slow to compile the first time; warm them outside the timeouts.
beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/repay/RepayScreen'),
      import('../../../src/screens/repay/InstructionScreen'),
      import('../../../src/components/FloatingService'),
    ]),
  30_000,
);

const URL = `/dibbleNight?${ORDER}`;

test('shows amount with $, date, product, the notice and the channel groups by title', async () => {
  renderRoute(URL);
  expect(await screen.findByTestId('repay-amount')).toHaveTextContent('$2.011.70');
  expect(screen.getByText('Crédito Plus')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Logotipo de Crédito Plus' })).toBeInTheDocument();
  expect(screen.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
  expect(screen.getByText(/Después de pagar/)).toBeInTheDocument();
  // The first channel comes with the amount, the others a task later (src/components/ChannelGroup.tsx).
  for (const title of ['Transferencia bancaria', 'Tiendas de conveniencia', 'Pago en línea']) {
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  }
  const stores = screen.getByRole('region', { name: 'Tiendas de conveniencia' });
  expect(within(stores).getAllByRole('listitem')).toHaveLength(2);
});

test('the English market shows the rupee symbol and English labels', async () => {
  renderRoute(`${URL}&need-pop=1`);
  expect(await screen.findByTestId('repay-amount')).toHaveTextContent('₹2.011.70');
  expect(screen.getByText('Repayment amount')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
});

test('the detail list shows its first 2 rows until "more", then all, then 2 again', async () => {
  renderRoute(URL);
  const more = await screen.findByRole('button', { name: 'Ver más' });
  const list = document.querySelector('.detail-list dl') as HTMLElement;
  expect(within(list).getAllByRole('term')).toHaveLength(2);
  expect(screen.getByText('Número de pedido')).toBeInTheDocument();
  expect(screen.queryByText('Interés')).not.toBeInTheDocument();
  fireEvent.click(more);
  expect(within(list).getAllByRole('term')).toHaveLength(5);
  expect(screen.getByText('Interés')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
  expect(within(list).getAllByRole('term')).toHaveLength(2);
});

test('each channel row leads to its instruction page with requestType, amount and payCode', async () => {
  renderRoute(URL);
  const spei = await screen.findByRole('link', { name: /Transferencia SPEI/ });
  const speiUrl = new window.URL(spei.getAttribute('href')!, 'http://x');
  expect(speiUrl.pathname).toBe('/carpmm');
  expect(Object.fromEntries(speiUrl.searchParams)).toMatchObject({
    requestType: '1',
    amount: '201170',
    payCode: 'SPEI',
    orderId: '174',
    productId: '1',
    sessionId: 's-1',
  });
  const dragonpay = await screen.findByRole('link', { name: /Dragonpay/ });
  expect(dragonpay.getAttribute('href')).toMatch(/^\/dragonpayPaymentInstructions\?.*payCode=DRAGONPAY/);
  expect(dragonpay.getAttribute('href')).toContain('requestType=3');
});

test('following a channel opens its instruction page', async () => {
  const { router } = renderRoute(URL);
  fireEvent.click(await screen.findByRole('link', { name: /tiendas OXXO/ }));
  expect(await screen.findByRole('heading', { name: 'Pago en OXXO' })).toBeInTheDocument();
  expect(screen.getByTestId('instruction-amount')).toHaveTextContent('$2.011.70');
  expect(locationOf(router).pathname).toBe('/carpmm');
});

test('a channel with a reference code shows it with a copy button; copying writes it and says so', async () => {
  const { effects } = renderRoute(URL);
  // SPEI's reference is its CLABE, shown once with the transfer details (issue 20).
  const copy = await screen.findByRole('button', { name: 'Copiar CLABE 646180157000001744' });
  expect(screen.getByText('646180157000001744')).toBeInTheDocument();
  fireEvent.click(copy);
  await waitFor(() => expect(effects.copied).toEqual(['646180157000001744']));
  await waitFor(() => expect(effects.said()).toEqual(['copied']));
  // The two stores have a reference; Dragonpay's pay code is its reference.
  expect(await screen.findAllByRole('button', { name: /^Copiar referencia/ })).toHaveLength(3);
});

test('only the channel with a barcode image offers the barcode, in a modal that closes', async () => {
  renderRoute(URL);
  const buttons = await screen.findAllByRole('button', { name: 'Código de barras' });
  expect(buttons).toHaveLength(1);
  fireEvent.click(buttons[0]);
  const image = await screen.findByRole('img', { name: 'Código de barras' });
  // The drawing of the reference the modal prints under it.
  expect(image).toHaveAttribute('src', '/barcode/93000000000174.svg');
  expect(screen.getAllByText('93000000000174').length).toBeGreaterThan(0);
  expect(image).toHaveClass('barcode-image');
  expect(screen.getByText('Muestre este código en caja')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(image).not.toBeVisible());
});

test('the customer-service button opens customer service with the session query', async () => {
  const { router } = renderRoute(URL);
  await screen.findByTestId('repay-amount');
  // The button comes after the screen's data has painted.
  fireEvent.click(await screen.findByRole('button', { name: 'Atención al cliente' }));
  await waitFor(() => expect(locationOf(router).pathname).toBe('/actLegislation'));
  expect(locationOf(router).query).toMatchObject({ sessionId: 's-1', userId: '10001', orderId: '174' });
});

test('a failed load shows the message with a retry', async () => {
  renderRoute('/dibbleNight?productId=1&orderId=99999');
  expect(await screen.findByRole('alert')).toHaveTextContent('Pedido no encontrado');
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
