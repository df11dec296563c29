/**
 * `/carpmm` and `/dragonpayPaymentInstructions` (query requestType, amount, payCode): the instruction
 * page of one channel from generate-vcode.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import '../../support/msw';
import { server } from '../../support/msw';
import { renderRoute } from '../../support/render';
import { ORDER } from './support';

beforeAll(() => import('../../../src/screens/repay/InstructionScreen'), 30_000);

test('shows logo, total, description, code image, reference, company, sections and proof section', async () => {
  renderRoute(`/carpmm?${ORDER}&requestType=2&amount=300000&payCode=OXXO`);
  expect(await screen.findByRole('heading', { name: 'Pago en OXXO' })).toBeInTheDocument();
  expect(screen.getByTestId('instruction-amount')).toHaveTextContent('$3.000.00');
  expect(screen.getByText(/Muestre el código de barras o dicte la referencia/)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Logotipo del canal de pago' })).toHaveAttribute('src', '/img/logo-oxxo.svg');
  expect(screen.getByRole('img', { name: 'Código de pago' })).toHaveAttribute('src', '/barcode/93000000000174.svg');
  expect(screen.getByText('93000000000174')).toBeInTheDocument();
  expect(screen.getByText(/Financiera Ágil/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Cómo pagar' })).toBeInTheDocument();
  expect(screen.getByText('Acuda a cualquier tienda OXXO.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Importante' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Envíe su comprobante/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'pagos@dineroagil.mx' })).toHaveAttribute(
    'href',
    'mailto:pagos@dineroagil.mx',
  );
  expect(screen.getByRole('img', { name: /^Ejemplo:/ })).toHaveAttribute('src', '/img/receipt-sample.svg');
  expect(screen.getByRole('img', { name: 'Logotipo de la empresa' })).toBeInTheDocument();
});

test('sends productId and orderId from the session with the page query', async () => {
  const bodies: unknown[] = [];
  const watch = async ({ request }: { request: Request }) => {
    if (request.url.includes('generate-vcode')) bodies.push(await request.clone().json());
  };
  server.events.on('request:start', watch);
  renderRoute(`/dragonpayPaymentInstructions?${ORDER}&requestType=3&amount=201170&payCode=DRAGONPAY`);
  expect(await screen.findByRole('heading', { name: 'Pago con Dragonpay' })).toBeInTheDocument();
  expect(bodies[0]).toEqual({
    productId: '1',
    orderId: '174',
    amount: '201170',
    payCode: 'DRAGONPAY',
    requestType: '3',
  });
  server.events.removeListener('request:start', watch);
});

test('the reference code and the company name can be copied', async () => {
  const { effects } = renderRoute(`/carpmm?${ORDER}&requestType=1&amount=300000&payCode=SPEI`);
  const copyReference = await screen.findByRole('button', { name: 'Copiar referencia 646180157000001744' });
  fireEvent.click(copyReference);
  fireEvent.click(screen.getByRole('button', { name: 'Copiar beneficiario' }));
  await waitFor(() => expect(effects.copied).toHaveLength(2));
  expect(effects.copied).toEqual(['646180157000001744', 'Financiera Ágil S.A. de C.V., SOFOM, E.N.R.']);
  await waitFor(() => expect(effects.said()).toEqual(['copied', 'copied']));
});

test('an unknown channel shows the server message with a retry', async () => {
  renderRoute(`/carpmm?${ORDER}&requestType=1&amount=300000&payCode=NOPE`);
  expect(await screen.findByRole('alert')).toHaveTextContent('Canal de pago no disponible');
});
