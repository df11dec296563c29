/**
 * Payment channels grouped by title (repay and extension screens). Each row shows the channel's
 * logo and description and leads to its instruction page; a channel with a reference code offers
 * a copy button, and one with a barcode image opens it in a modal, full width so a till can scan it.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Channel, ChannelGroup as Group } from '../../store/api/types';
import * as repayPacks from '../i18n/repay';
import { useCommon, usePack } from '../i18n/usePack';
import { safeImg } from '../native/safeUrl';
import { CopyButton } from './CopyButton';
import { SafeImage } from './SafeImage';
import './channelGroup.css';

// Loaded on the first barcode tap: the modal kit is no part of the screen's first load.
const BarcodeModal = lazy(() => import(/* webpackChunkName: "barcode-modal" */ './BarcodeModal'));

/** The code a borrower gives at the counter: the issued reference, else the channel's pay code. */
export const referenceOf = (c: Channel) => String(c.vCode || c.payCode || '');

interface Props {
  groups: Group[];
  /** Where a channel row leads (its instruction page). */
  hrefFor: (channel: Channel) => string;
}

export function ChannelGroups({ groups, hrefFor }: Props) {
  const t = usePack(repayPacks);
  // The last barcode shown stays as content while the modal animates closed.
  const [barcode, setBarcode] = useState<Channel | null>(null);
  const [open, setOpen] = useState(false);
  const show = (c: Channel) => {
    setBarcode(c);
    setOpen(true);
  };
  return (
    <>
      {groups.map((group, gi) => (
        <ChannelSection key={gi} group={group} hrefFor={hrefFor} onBarcode={show} />
      ))}
      {barcode && (
        <Suspense fallback={null}>
          <BarcodeModal channel={barcode} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function ChannelSection({
  group,
  hrefFor,
  onBarcode,
}: {
  group: Group;
  hrefFor: (c: Channel) => string;
  onBarcode: (c: Channel) => void;
}) {
  const t = usePack(repayPacks);
  const common = useCommon();
  const headingId = useId();
  const title = group.title || group.reviewer;
  return (
    <section className="card channel-group" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h3 className="channel-group-title" id={headingId}>
          {title}
        </h3>
      )}
      <ul className="channel-list">
        {group.list.map((channel, i) => {
          const code = referenceOf(channel);
          return (
            <li className="channel" key={i}>
              <Link className="channel-link" to={hrefFor(channel)} aria-label={t.openInstructions(channel.desc)}>
                <SafeImage className="channel-logo" src={channel.logo} alt="" width={40} height={40} />
                <span className="channel-desc">{channel.desc}</span>
                <span className="channel-chevron" aria-hidden="true">
                  ›
                </span>
              </Link>
              {(code || channel.BARcodeImg) && (
                <div className="channel-actions">
                  {code && (
                    <span className="channel-code">
                      <span className="muted">{t.reference}</span> <span className="code">{code}</span>
                    </span>
                  )}
                  {code && <CopyButton text={code} label={common.copy} ariaLabel={t.copyReference(code)} className="btn-small" />}
                  {channel.BARcodeImg && safeImg(channel.BARcodeImg) && (
                    <button type="button" className="btn btn-small" onClick={() => onBarcode(channel)}>
                      {t.showBarcode}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
