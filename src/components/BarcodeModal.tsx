/** A channel's barcode, full width in a modal so a till can scan it. */
import { Modal } from 'antd-mobile';
import '../ui/antdGlobal';
import { useId } from 'react';
import type { Channel } from '../../store/api/types';
import * as repayPacks from '../i18n/repay';
import { usePack } from '../i18n/usePack';
import { safeImg } from '../native/safeUrl';
import { referenceOf } from './channelReference';

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
  const titleId = useId();
  return (
    <Modal
      visible={open}
      className="barcode-modal"
      closeOnMaskClick
      onClose={onClose}
      content={
        // The kit's modal has no dialog role of its own; the content carries it and its name.
        <div className="barcode-body" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className="dialog-title">
            {t.barcodeTitle}
          </h2>
          <img className="barcode-image" src={safeImg(channel.BARcodeImg)} alt={t.showBarcode} />
          <p className="barcode-code">{referenceOf(channel)}</p>
        </div>
      }
      actions={[{ key: 'close', text: t.closeBarcode }]}
      onAction={onClose}
    />
  );
}
