/**
 * Effects of the payment actions. UPI: inside the app shell the intent goes through the bridge's
 * `goTo` (the shell hands it to the system, which picks the UPI app); in a browser the navigator opens
 * it, with `upi:` allowed for this one request only. Voucher: drawn and shared (Web Share) or
 * downloaded by the `deliverFile` effect; the barcode is drawn only from this page's own origin
 * (a canvas tainted by another origin could not be saved).
 */
import { oneAtATime, type AppStartListening } from '../listenerMiddleware';
import { nativeCallRequested } from '../native';
import { gateUrl, navigationRequested } from '../navigation';
import { say } from '../notice';
import { upiPayRequested, voucherRequested } from './events';

/** Only the intent scheme of UPI payments, not any `upi:` text. */
const UPI_SCHEME = 'upi://pay?';

export function setupPaymentListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: upiPayRequested,
    effect: ({ payload: { link } }, api) => {
      if (api.extra.inAppShell()) {
        api.dispatch(nativeCallRequested({ name: 'goTo', payload: { to: link, toP: {} } }));
        return;
      }
      api.dispatch(navigationRequested({ url: link, allowSchemes: [UPI_SCHEME], source: 'payments/upiPay' }));
    },
  });

  startListening({
    actionCreator: voucherRequested,
    // A second tap while the voucher is on its way makes no second file or share sheet.
    effect: oneAtATime(async ({ payload: { voucher, barcodeImage, fileName } }, api) => {
      const { extra } = api;
      const gated = barcodeImage ? gateUrl(barcodeImage, { pageUrl: extra.pageUrl(), config: extra.config() }) : null;
      const sameOrigin = gated && gated.startsWith('/') && !gated.startsWith('//') ? gated : undefined;
      // The voucher's drawing code loads with the first tap (issue 18); offline before it came, the
      // borrower is told the file could not be made.
      const drawing = await import(/* webpackChunkName: "voucher" */ './voucher').catch(() => null);
      if (!drawing) {
        extra.notify(say('fileNotSaved', 'fail'));
        return;
      }
      const layout = drawing.voucherLayout({ ...voucher, barcodeUrl: sameOrigin });
      const outcome = await extra.deliverFile({ name: fileName, voucher: layout }, true);
      if (outcome === 'shared') extra.notify(say('voucherShared', 'success'));
      else if (outcome === 'downloaded') extra.notify(say('voucherSaved', 'success'));
      else if (outcome === 'failed') extra.notify(say('fileNotSaved', 'fail'));
      // 'cancelled': the borrower closed the share sheet; nothing to say.
    }),
  });
}
