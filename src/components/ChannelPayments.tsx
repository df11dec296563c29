/**
 * What a channel lets the borrower do right where it is listed (beyond the spec, CONTRACT
 * "Additions"): pay with UPI or scan its QR code (India), copy the SPEI transfer details, or save /
 * share a cash voucher (Mexico). The kind comes from the store's rule (`channelKind`).
 */
import { lazy, Suspense } from 'react';
import { useAppDispatch } from '../../store';
import type { Channel } from '../../store/api/types';
import { channelKind, upiLink, upiPayRequested, voucherFileName, voucherRequested } from '../../store/payments';
import { formatDate } from '../format/date';
import { formatMoney, withCurrency } from '../format/money';
import * as paymentsPacks from '../i18n/payments';
import { useCommon, usePack } from '../i18n/usePack';
import { referenceOf } from './channelReference';
import { CopyButton } from './CopyButton';
import './payments.css';

// The QR encoder loads with the first UPI channel, never with a page that has none.
const UpiQr = lazy(() => import(/* webpackChunkName: "upi-qr" */ './UpiQr'));

interface PaymentContext {
  /** What this screen asks the borrower to pay (integer cents). */
  amount: string | number;
  orderId: string;
}

interface Props extends PaymentContext {
  channel: Channel;
}

export function ChannelPayments({ channel, amount, orderId }: Props) {
  switch (channelKind(channel)) {
    case 'upi':
      return <UpiPay channel={channel} amount={amount} orderId={orderId} />;
    case 'spei':
      return <SpeiDetails channel={channel} />;
    case 'cash':
      return <VoucherButton channel={channel} amount={amount} />;
    default:
      return null;
  }
}

function UpiPay({ channel, amount, orderId }: Props) {
  const t = usePack(paymentsPacks);
  const common = useCommon();
  const dispatch = useAppDispatch();
  const payee = channel.payeeName || channel.vpa;
  const link = upiLink({
    vpa: channel.vpa,
    payeeName: payee,
    amountCents: Number(amount),
    reference: referenceOf(channel) || orderId,
    note: t.upiNote(orderId),
  });
  if (!link) return null;
  const amountText = withCurrency(formatMoney(amount), common.currency);
  return (
    <div className="pay-extra upi-pay">
      <p className="pay-line">
        <span className="muted">{t.upiId}</span> <span className="code">{channel.vpa}</span>
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-upi-link={link}
        onClick={() => dispatch(upiPayRequested({ link }))}
      >
        {t.payWithUpi} · {amountText}
      </button>
      <figure className="upi-qr-box">
        <Suspense fallback={<div className="upi-qr-placeholder" />}>
          <UpiQr text={link} label={t.qrAlt(amountText, payee)} />
        </Suspense>
        <figcaption className="muted">{t.qrTitle}</figcaption>
      </figure>
    </div>
  );
}

function SpeiDetails({ channel }: { channel: Channel }) {
  const t = usePack(paymentsPacks);
  const common = useCommon();
  const rows = [
    { label: t.clabe, value: String(channel.clabe), mono: true },
    { label: t.beneficiary, value: channel.beneficiary, mono: false },
    { label: t.bank, value: channel.bankName, mono: false },
  ].filter((r) => r.value);
  return (
    <div className="pay-extra spei-details">
      {rows.map((r) => (
        <div className="copy-line" key={r.label}>
          <div>
            <div className="muted">{r.label}</div>
            <div className={r.mono ? 'value code' : 'value'}>{r.value}</div>
          </div>
          <CopyButton
            text={r.value}
            label={common.copy}
            ariaLabel={t.copyValue(`${r.label} ${r.value}`)}
            className="btn-small"
          />
        </div>
      ))}
    </div>
  );
}

function VoucherButton({ channel, amount }: { channel: Channel; amount: string | number }) {
  const t = usePack(paymentsPacks);
  const common = useCommon();
  const dispatch = useAppDispatch();
  const reference = referenceOf(channel);
  const expires = channel.expiresAt === '' ? '' : formatDate(channel.expiresAt);
  const save = () =>
    dispatch(
      voucherRequested({
        voucher: {
          title: t.voucherTitle,
          channelName: channel.desc,
          amount: { label: t.voucherAmount, value: withCurrency(formatMoney(amount), common.currency) },
          reference: { label: t.voucherReference, value: reference },
          ...(expires ? { expires: { label: t.validUntil, value: expires } } : {}),
          footer: t.fraudNotice,
        },
        barcodeImage: channel.BARcodeImg,
        fileName: voucherFileName(t.voucherFile, String(channel.payCode), reference),
      }),
    );
  return (
    <div className="pay-extra voucher">
      {expires && (
        <p className="pay-line">
          <span className="muted">{t.validUntil}</span> <span>{expires}</span>
        </p>
      )}
      <button type="button" className="btn btn-small" onClick={save}>
        {t.saveVoucher}
      </button>
    </div>
  );
}
