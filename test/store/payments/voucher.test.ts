/** The cash voucher's layout and which channels act how (UPI, SPEI, cash). */
import type { Channel } from '../../../store/api/types';
import { channelKind, isClabe, voucherFileName, type VoucherInput } from '../../../store/payments';
import { voucherLayout } from '../../../store/payments/voucher';

const input: VoucherInput = {
  title: 'Ficha de pago',
  channelName: 'Pago en efectivo en tiendas OXXO',
  amount: { label: 'Monto a pagar', value: '$3.250.00' },
  reference: { label: 'Referencia', value: '93000000000174' },
  expires: { label: 'Vence', value: '2026-11-28 23:59:59' },
  barcodeUrl: '/barcode/93000000000174.svg',
  footer: 'Nunca le pedimos su código SMS; pague solo a las cuentas que se muestran aquí.',
};

const texts = (layout: ReturnType<typeof voucherLayout>) =>
  layout.items.flatMap((i) => (i.kind === 'text' ? [i.text] : []));

test('holds the amount, reference, expiry, barcode and footer, top to bottom, inside the image', () => {
  const layout = voucherLayout(input);
  const t = texts(layout);
  for (const value of ['Ficha de pago', '$3.250.00', '93000000000174', '2026-11-28 23:59:59'])
    expect(t).toContain(value);
  const ys = layout.items.map((i) => i.y);
  expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  for (const item of layout.items) {
    expect(item.x).toBeGreaterThanOrEqual(0);
    expect(item.y).toBeLessThanOrEqual(layout.height);
    if (item.kind === 'image') {
      expect(item.url).toBe('/barcode/93000000000174.svg');
      expect(item.x + item.width).toBeLessThanOrEqual(layout.width);
      expect(item.y + item.height).toBeLessThan(layout.height);
    }
  }
  // The reference is drawn in a fixed-width font: a cashier copies it digit by digit.
  expect(layout.items.find((i) => i.kind === 'text' && i.text === '93000000000174')).toMatchObject({ mono: true });
});

test('without expiry or barcode those parts are left out and the image is shorter', () => {
  const full = voucherLayout(input);
  const bare = voucherLayout({ ...input, expires: undefined, barcodeUrl: undefined });
  expect(texts(bare)).not.toContain('Vence');
  expect(bare.items.some((i) => i.kind === 'image')).toBe(false);
  expect(bare.height).toBeLessThan(full.height);
});

test('long names are cut and the footer wraps, so no line runs off the image', () => {
  const layout = voucherLayout({ ...input, channelName: 'x'.repeat(200), footer: 'palabra '.repeat(40) });
  for (const line of texts(layout)) expect(line.length).toBeLessThanOrEqual(44);
  expect(texts(layout).some((l) => l.endsWith('…'))).toBe(true);
});

test('file name: prefix, channel and reference in file-system-safe characters', () => {
  expect(voucherFileName('ficha', 'OXXO', '93000000000174')).toBe('ficha-OXXO-93000000000174.png');
  expect(voucherFileName('voucher', '7/ELEVEN', '../x y')).toBe('voucher-7ELEVEN-xy.png');
});

const channel = (fields: Partial<Channel>): Channel => ({
  logo: '',
  desc: '',
  payCode: '',
  vCode: '',
  BARcodeImg: '',
  requestType: '',
  vpa: '',
  payeeName: '',
  clabe: '',
  beneficiary: '',
  bankName: '',
  expiresAt: '',
  ...fields,
});

test('channel kinds: UPI with a valid vpa, SPEI with an 18-digit CLABE, cash with a reference and expiry or barcode', () => {
  expect(channelKind(channel({ vpa: 'lender@okaxis' }))).toBe('upi');
  expect(channelKind(channel({ vpa: 'bad' }))).toBeNull();
  expect(channelKind(channel({ clabe: '646180157000001749', vCode: '646180157000001749' }))).toBe('spei');
  expect(channelKind(channel({ clabe: '12345' }))).toBeNull();
  expect(channelKind(channel({ vCode: '93000000000174', expiresAt: '2026-11-28 23:59:59' }))).toBe('cash');
  expect(channelKind(channel({ vCode: '93000000000174', BARcodeImg: '/barcode/x.svg' }))).toBe('cash');
  expect(channelKind(channel({ vCode: '71000000000174' }))).toBeNull();
  expect(channelKind(channel({ payCode: 'DRAGONPAY' }))).toBeNull();
  // A CLABE sent as a JSON number has lost its last digits: not shown as one.
  expect(isClabe(Number('646180157000001749'))).toBe(false);
});
