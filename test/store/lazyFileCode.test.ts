/**
 * The calendar, voucher and cost sheet file code loads with the first tap (issue 18). Offline before it
 * came, no file is made and the borrower is told so; nothing throws.
 */
import { makeStore } from '../../store';
import { costSheetFeature, sheetDownloadRequested } from '../../store/costSheet';
import { paymentsFeature, voucherRequested } from '../../store/payments';
import { calendarRequested, remindersFeature } from '../../store/reminders';
import { fakeEffects } from '../support/effects';

jest.mock('../../store/reminders/ics', () => {
  throw new Error('ChunkLoadError: offline');
});
jest.mock('../../store/payments/voucher', () => {
  throw new Error('ChunkLoadError: offline');
});
jest.mock('../../store/costSheet/sheetFile', () => {
  throw new Error('ChunkLoadError: offline');
});

const settle = () => new Promise((r) => setTimeout(r, 0));

test('calendar code that cannot load: no file, "the file could not be saved"', async () => {
  const effects = fakeEffects();
  makeStore({ effects, features: [remindersFeature] }).dispatch(
    calendarRequested({
      orderId: '174',
      date: '2099-11-28',
      summary: 'Pagar $3,250.00',
      description: 'Vence el 2099-11-28',
      alarm: 'Vence mañana',
      fileName: 'recordatorio-174.ics',
    }),
  );
  await settle();
  expect(effects.delivered).toEqual([]);
  expect(effects.said()).toEqual(['fileNotSaved']);
});

test('voucher code that cannot load: no file, "the file could not be saved"', async () => {
  const effects = fakeEffects();
  makeStore({ effects, features: [paymentsFeature] }).dispatch(
    voucherRequested({
      voucher: {
        title: 'Ficha de pago',
        channelName: 'OXXO',
        amount: { label: 'Monto a pagar', value: '$3.250.00' },
        reference: { label: 'Referencia', value: '93000000000174' },
      },
      barcodeImage: '/barcode/93000000000174.svg',
      fileName: 'ficha-OXXO-93000000000174.png',
    }),
  );
  await settle();
  expect(effects.delivered).toEqual([]);
  expect(effects.said()).toEqual(['fileNotSaved']);
});

test('cost sheet file code that cannot load: no file, "the file could not be saved"', async () => {
  const effects = fakeEffects();
  makeStore({ effects, features: [costSheetFeature] }).dispatch(
    sheetDownloadRequested({
      fileName: 'caratula-credito.html',
      title: 'Carátula del crédito',
      market: 'es',
      statementHtml: '<article><h1>Carátula del crédito</h1></article>',
    }),
  );
  await settle();
  expect(effects.delivered).toEqual([]);
  expect(effects.said()).toEqual(['fileNotSaved']);
});
