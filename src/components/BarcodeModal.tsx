/** A channel's barcode in a dialog, wide and with a white quiet zone, so a till can scan it. */
import type { Channel } from '../../store/api/types';
import * as repayPacks from '../i18n/repay';
import { usePack } from '../i18n/usePack';
import { safeImg } from '../native/safeUrl';
import { Dialog } from '../ui/Dialog';
import { referenceOf } from './channelReference';
import './barcodeModal.css';

export default function BarcodeModal({
  channel,
  open,
  onClose,
}: {
  channel: Channel;
  open: boolean;
  onClose: () => void;
}) {
  const t = usePack(repayPacks);
  return (
    <Dialog open={open} title={t.barcodeTitle} className="barcode-dialog" onDismiss={onClose} dismissOnBackdrop>
      <div className="barcode-quiet-zone">
        <img className="barcode-image" src={safeImg(channel.BARcodeImg)} alt={t.showBarcode} />
      </div>
      <p className="barcode-code">{referenceOf(channel)}</p>
      <button type="button" className="btn btn-block" onClick={onClose}>
        {t.closeBarcode}
      </button>
    </Dialog>
  );
}
