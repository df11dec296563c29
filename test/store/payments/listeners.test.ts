/**
 * Payment actions through the store: UPI opens through the navigator (with `upi:` allowed for that
 * request only) or the shell's `goTo`; the voucher is drawn from its layout and shared or downloaded,
 * its barcode only from this page's origin; each outcome is said in the market's words.
 */
import { makeStore } from '../../../store';
import { navigationRefused, navigationRequested } from '../../../store/navigation';
import { paymentsFeature, upiLink, upiPayRequested, voucherRequested } from '../../../store/payments';
import { fakeEffects, type FakeEffects } from '../../support/effects';

const settle = () => new Promise((r) => setTimeout(r, 0));

function start(effects: FakeEffects = fakeEffects()) {
  const seen: { type: string; payload?: unknown }[] = [];
  const store = makeStore({
    effects,
    features: [paymentsFeature],
    middleware: [() => (next) => (action) => (seen.push(action as { type: string }), next(action))],
  });
  return { store, effects, seen };
}

const link = upiLink({
  vpa: 'agilcredit.repay@okaxis',
  payeeName: 'Agil Credit',
  amountCents: 325000,
  reference: '174',
  note: 'Loan repayment 174',
})!;

test('in a browser, the UPI link leaves the page through the navigator', () => {
  const { store, effects } = start();
  store.dispatch(upiPayRequested({ link }));
  expect(effects.navigations).toEqual([{ kind: 'external', href: link, replace: false }]);
  expect(effects.nativeCalls).toEqual([]);
});

test('inside the app shell, the UPI link goes to the shell through goTo', () => {
  const { store, effects } = start(fakeEffects({ inAppShell: () => true }));
  store.dispatch(upiPayRequested({ link }));
  expect(effects.nativeCalls).toEqual([{ name: 'goTo', payload: { to: link, toP: {} } }]);
  expect(effects.navigations).toEqual([]);
});

test('upi: is allowed for the UPI request only: any other request with it is refused', () => {
  const { store, effects, seen } = start();
  store.dispatch(navigationRequested({ url: link, source: 'elsewhere' }));
  expect(effects.navigations).toEqual([]);
  expect(seen.some((a) => a.type === navigationRefused.type)).toBe(true);
  expect(effects.said()).toEqual(['linkRefused']);
  // Even the UPI request allows only the pay intent, not any upi: text.
  store.dispatch(upiPayRequested({ link: 'upi://mandate?pa=x@y' }));
  expect(effects.navigations).toEqual([]);
});

const voucher = {
  title: 'Ficha de pago',
  channelName: 'OXXO',
  amount: { label: 'Monto a pagar', value: '$3.250.00' },
  reference: { label: 'Referencia', value: '93000000000174' },
};

test('the voucher is drawn with the same-origin barcode, offered to share, and "saved" is said', async () => {
  const { store, effects } = start();
  store.dispatch(
    voucherRequested({
      voucher,
      barcodeImage: '/barcode/93000000000174.svg',
      fileName: 'ficha-OXXO-93000000000174.png',
    }),
  );
  await settle();
  expect(effects.delivered).toHaveLength(1);
  const [{ file, share }] = effects.delivered;
  expect(share).toBe(true);
  expect(file.name).toBe('ficha-OXXO-93000000000174.png');
  expect(
    'voucher' in file && file.voucher.items.some((i) => i.kind === 'image' && i.url === '/barcode/93000000000174.svg'),
  ).toBe(true);
  expect(effects.said()).toEqual(['voucherSaved']);
});

test('a second tap while the voucher is on its way opens no second share sheet; a tap after it does', async () => {
  const { store, effects } = start();
  const request = voucherRequested({ voucher, barcodeImage: '', fileName: 'f.png' });
  store.dispatch(request);
  store.dispatch(request);
  await settle();
  expect(effects.delivered).toHaveLength(1);
  expect(effects.said()).toEqual(['voucherSaved']);
  store.dispatch(request);
  await settle();
  expect(effects.delivered).toHaveLength(2);
});

test('a barcode from another origin is left out of the image (it would taint the canvas)', async () => {
  const { store, effects } = start();
  store.dispatch(voucherRequested({ voucher, barcodeImage: 'https://evil.example/b.svg', fileName: 'f.png' }));
  await settle();
  const [{ file }] = effects.delivered;
  expect('voucher' in file && file.voucher.items.some((i) => i.kind === 'image')).toBe(false);
});

test.each([
  ['shared', ['voucherShared']],
  ['failed', ['fileNotSaved']],
  ['cancelled', []],
] as const)('outcome %s is said as %j', async (outcome, said) => {
  const effects = fakeEffects();
  effects.fileOutcome = outcome;
  const { store } = start(effects);
  store.dispatch(voucherRequested({ voucher, barcodeImage: '', fileName: 'f.png' }));
  await settle();
  expect(effects.said()).toEqual(said);
});
