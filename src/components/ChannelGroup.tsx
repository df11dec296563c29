/**
 * Payment channels grouped by title (repay and extension screens). Each row shows the channel's
 * logo and description and leads to its instruction page; a channel with a reference code offers
 * a copy button, and one with a barcode image opens it in a modal, full width so a till can scan it.
 * Given the amount and order, a UPI, SPEI or cash channel also acts in place (ChannelPayments).
 */
import { lazy, memo, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Channel, ChannelGroup as Group } from '../../store/api/types';
import { useProgressiveCount } from '../hooks/useProgressiveCount';
import type { CommonPack } from '../i18n/common';
import * as repayPacks from '../i18n/repay';
import type { RepayPack } from '../i18n/repay';
import { useCommon, usePack } from '../i18n/usePack';
import { safeImg } from '../native/safeUrl';
import { channelKind } from '../../store/payments';
import { ChannelPayments } from './ChannelPayments';
import { referenceOf } from './channelReference';
import { CopyButton } from './CopyButton';
import { SafeImage } from './SafeImage';
import './channelGroup.css';

// Loaded on the first barcode tap: the modal kit is no part of the screen's first load.
const BarcodeModal = lazy(() => import(/* webpackChunkName: "barcode-modal" */ './BarcodeModal'));

/**
 * Below the amount, the details, the calendar button and the fraud notice, a 390x844 screen shows
 * the first channel, and a transfer channel with its details reaches past the fold. The rest follow a
 * task later, after that paint: each row more in the answer's render is more of the work before the
 * largest paint. The repay page with 1 first instead of 4, four interleaved series of 9-11 loads at
 * 4x CPU slowdown: its largest paint 64-264 ms sooner (median), the time from the last script or
 * stylesheet byte to that paint 83-252 ms shorter. Long lists (the bench's 200) add 25 per step:
 * each step stays a few tens of ms at 4x CPU slowdown.
 */
const FIRST_CHANNELS = 1;
const CHANNEL_STEP = 25;

interface Props {
  groups: Group[];
  /** Where a channel row leads (its instruction page). */
  hrefFor: (channel: Channel) => string;
  /** What is paid and for which order: UPI links, vouchers. Primitives, so memoised rows stay put. */
  amount?: string | number;
  orderId?: string;
}

export function ChannelGroups({ groups, hrefFor, amount, orderId }: Props) {
  const t = usePack(repayPacks);
  const common = useCommon();
  // The last barcode shown stays as content while the modal animates closed.
  const [barcode, setBarcode] = useState<Channel | null>(null);
  const [open, setOpen] = useState(false);
  // Stable, so rows already on screen skip re-rendering when the next step comes in.
  const show = useCallback((c: Channel) => {
    setBarcode(c);
    setOpen(true);
  }, []);
  const total = groups.reduce((n, g) => n + g.list.length, 0);
  const shown = useProgressiveCount(total, FIRST_CHANNELS, CHANNEL_STEP);
  // Each group shows the part of the first `shown` channels that falls in it.
  const sections: ReactNode[] = [];
  let start = 0;
  for (const [gi, group] of groups.entries()) {
    const count = Math.min(group.list.length, shown - start);
    const reached = count > 0 || (group.list.length === 0 && shown >= start);
    start += group.list.length;
    if (reached)
      sections.push(
        <ChannelSection
          key={gi}
          group={group}
          count={count}
          hrefFor={hrefFor}
          onBarcode={show}
          t={t}
          common={common}
          amount={amount}
          orderId={orderId}
        />,
      );
  }
  return (
    <>
      {sections}
      {barcode && (
        <Suspense fallback={null}>
          <BarcodeModal channel={barcode} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

interface SectionProps {
  group: Group;
  /** How many of the group's channels are rendered so far. */
  count: number;
  hrefFor: (c: Channel) => string;
  onBarcode: (c: Channel) => void;
  t: RepayPack;
  common: CommonPack;
  amount?: string | number;
  orderId?: string;
}

function ChannelSection({ group, count, hrefFor, onBarcode, t, common, amount, orderId }: SectionProps) {
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
        {group.list.slice(0, count).map((channel, i) => (
          <ChannelRow
            key={i}
            channel={channel}
            href={hrefFor(channel)}
            onBarcode={onBarcode}
            t={t}
            common={common}
            amount={amount}
            orderId={orderId}
          />
        ))}
      </ul>
    </section>
  );
}

interface RowProps {
  channel: Channel;
  href: string;
  onBarcode: (c: Channel) => void;
  /** Labels are handed down: one store subscription for the whole list, not two per row. */
  t: RepayPack;
  common: CommonPack;
  amount?: string | number;
  orderId?: string;
}

const ChannelRow = memo(function ChannelRow({ channel, href, onBarcode, t, common, amount, orderId }: RowProps) {
  const kind = channelKind(channel);
  // A SPEI channel's reference is its CLABE: shown once, labelled as such, in its transfer details.
  const code = kind === 'spei' && referenceOf(channel) === String(channel.clabe) ? '' : referenceOf(channel);
  return (
    <li className="channel">
      <Link className="channel-link" to={href} aria-label={t.openInstructions(channel.desc)}>
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
          {code && (
            <CopyButton text={code} label={common.copy} ariaLabel={t.copyReference(code)} className="btn-small" />
          )}
          {channel.BARcodeImg && safeImg(channel.BARcodeImg) && (
            <button type="button" className="btn btn-small" onClick={() => onBarcode(channel)}>
              {t.showBarcode}
            </button>
          )}
        </div>
      )}
      {amount !== undefined && orderId !== undefined && kind && (
        <ChannelPayments channel={channel} amount={amount} orderId={orderId} />
      )}
    </li>
  );
});
