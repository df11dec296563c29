/**
 * Payments that act on the repayment screens (issue 20): UPI intent and QR for a `vpa` channel
 * (India), SPEI details each copyable and the cash voucher (Mexico), the fraud notice where money
 * moves, "Add to calendar", and the last-known plan offline with its time.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { fakeEffects } from '../../support/effects';
import { renderRoute } from '../../support/render';
import { CACHE_KEY, withEntry } from '../../../store/offline/rules';
import type { RepayPlan } from '../../../store/api/types';
import { ORDER } from './support';

beforeAll(
  () =>
    Promise.all([
      import('../../../src/screens/repay/RepayScreen'),
      import('../../../src/screens/repay/ExtensionScreen'),
      import('../../../src/screens/repay/InstructionScreen'),
      import('../../../src/components/UpiQr'),
      import('../../../src/components/FloatingService'),
    ]),
  30_000,
);

const settle = () => new Promise((r) => setTimeout(r, 0));
const FRAUD_ES = 'Nunca le pedimos su código SMS; pague solo a las cuentas que se muestran aquí.';
const FRAUD_EN = 'We never ask for your SMS code; pay only to the accounts shown here.';

test('India: a vpa channel offers "Pay with UPI" and a QR code of the same intent link', async () => {
  const { effects } = renderRoute(`/dibbleNight?${ORDER}&need-pop=1`);
  const pay = await screen.findByRole('button', { name: /^Pay with UPI · ₹/ }, { timeout: 10_000 });
  const link = pay.getAttribute('data-upi-link')!;
  const fields = Object.fromEntries(new URLSearchParams(link.replace('upi://pay?', '')));
  expect(fields).toMatchObject({ pa: 'agilcredit.repay@okaxis', cu: 'INR', am: '2011.70' });
  expect(fields.tr).toMatch(/^AGC0+174$/);
  const qr = await screen.findByRole('img', { name: /^UPI QR code: pay ₹2\.011\.70 to / });
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  fireEvent.click(pay);
  expect(effects.navigations).toEqual([{ kind: 'external', href: link, replace: false }]);
  expect(screen.getByText(FRAUD_EN)).toBeInTheDocument();
});

test('Mexico: SPEI shows CLABE, beneficiary and bank, each with its own copy button', async () => {
  const { effects } = renderRoute(`/dibbleNight?${ORDER}`);
  const clabeCopy = await screen.findByRole('button', { name: /^Copiar CLABE \d{18}$/ });
  const clabe = clabeCopy.getAttribute('aria-label')!.replace('Copiar CLABE ', '');
  fireEvent.click(clabeCopy);
  fireEvent.click(screen.getByRole('button', { name: /^Copiar Beneficiario / }));
  fireEvent.click(screen.getByRole('button', { name: /^Copiar Banco / }));
  await waitFor(() => expect(effects.copied).toHaveLength(3));
  expect(effects.copied[0]).toBe(clabe);
  expect(effects.copied[1]).toMatch(/SOFOM/);
  expect(effects.said()).toContain('copied');
  expect(screen.queryByRole('button', { name: /Pay with UPI|Pagar con UPI/ })).not.toBeInTheDocument();
});

test('Mexico: OXXO offers "Guardar / compartir ficha": the voucher holds reference, amount and expiry', async () => {
  const { effects } = renderRoute(`/dibbleNight?${ORDER}`);
  const stores = await screen.findByRole('region', { name: 'Tiendas de conveniencia' });
  const [oxxo] = within(stores).getAllByRole('listitem');
  fireEvent.click(within(oxxo).getByRole('button', { name: 'Guardar / compartir ficha' }));
  await waitFor(() => expect(effects.delivered).toHaveLength(1));
  const [{ file, share }] = effects.delivered;
  expect(share).toBe(true);
  expect(file.name).toMatch(/^ficha-OXXO-9300\d+\.png$/);
  const texts = 'voucher' in file ? file.voucher.items.flatMap((i) => (i.kind === 'text' ? [i.text] : [])) : [];
  expect(texts).toEqual(expect.arrayContaining(['Ficha de pago', '$2.011.70', 'Vence']));
  expect(texts.some((t) => /^9300\d+$/.test(t))).toBe(true);
  expect(texts.some((t) => /^\d{4}-\d{2}-\d{2} 23:59:59$/.test(t))).toBe(true);
  expect('voucher' in file && file.voucher.items.some((i) => i.kind === 'image' && i.url.startsWith('/barcode/'))).toBe(
    true,
  );
  await settle();
  expect(effects.said()).toContain('voucherSaved');
});

test('the fraud notice is on repay, extension and instruction screens, in the market words', async () => {
  renderRoute(`/dibbleNight?${ORDER}`);
  expect(await screen.findByText(FRAUD_ES)).toBeInTheDocument();
  document.body.innerHTML = '';
  renderRoute(`/feesAbc?${ORDER}&need-pop=1`);
  expect(await screen.findByText(FRAUD_EN)).toBeInTheDocument();
  document.body.innerHTML = '';
  renderRoute(`/carpmm?${ORDER}&requestType=1&amount=300000&payCode=OXXO`);
  expect(await screen.findByText(FRAUD_ES)).toBeInTheDocument();
});

test('"Add to calendar" on a due order downloads its .ics; an overdue order gets none', async () => {
  const { effects } = renderRoute(`/dibbleNight?${ORDER}&need-pop=1`);
  fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
  await waitFor(() => expect(effects.delivered).toHaveLength(1));
  const [{ file }] = effects.delivered;
  expect(file).toMatchObject({ name: 'repayment-reminder-174.ics', type: 'text/calendar' });
  expect('text' in file && file.text).toMatch(/SUMMARY:Repay ₹2\.011\.70/);
  document.body.innerHTML = '';
  renderRoute(`/dibbleNight?${ORDER.replace('orderId=174', 'orderId=180')}`);
  await screen.findByTestId('repay-amount');
  expect(screen.queryByRole('button', { name: 'Agregar al calendario' })).not.toBeInTheDocument();
});

test('the extension screen offers the new (deferred) date for the calendar', async () => {
  const { effects } = renderRoute(`/feesAbc?${ORDER}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Agregar la nueva fecha al calendario' }));
  await waitFor(() => expect(effects.delivered).toHaveLength(1));
  const text = 'text' in effects.delivered[0].file ? effects.delivered[0].file.text : '';
  const delayDate = screen.getByText(/^\d{4}-\d{2}-\d{2}$/, { selector: '.repay-summary span' }).textContent;
  expect(text).toContain(`DTSTART;VALUE=DATE:${delayDate.replace(/-/g, '')}`);
});

test('offline: the last-known plan with its time, no channels, and paying says it needs the network', async () => {
  const effects = fakeEffects();
  const savedAt = new Date(2026, 10, 25, 10, 42).getTime();
  effects.clock = savedAt + 60_000;
  const plan: RepayPlan = {
    repayAmount: 201170,
    repayDate: '2026-11-28',
    productName: 'Crédito Plus',
    productLogo: '',
    detail: [{ text: 'Número de pedido', value: '174' }],
    repayList: [],
    noticeMsg: '',
  };
  effects.stored.set(CACHE_KEY, withEntry(null, { kind: 'repayPlan', orderId: '174', savedAt, data: plan }, savedAt)!);
  server.use(http.post('*/v3/installment/loan-play-detail', () => HttpResponse.error()));
  renderRoute(`/dibbleNight?${ORDER}`, undefined, undefined, effects);
  const status = await screen.findByTestId('last-known');
  expect(status).toHaveTextContent('Sin conexión');
  expect(status).toHaveTextContent(/al (2026-11-25 )?10:42/);
  expect(screen.getByTestId('repay-amount')).toHaveTextContent('$2.011.70');
  expect(screen.queryByRole('heading', { name: 'Transferencia bancaria' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Formas de pago' }));
  expect(effects.said()).toContain('paymentNeedsNetwork');
});
