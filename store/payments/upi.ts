/**
 * The UPI intent link of a channel (NPCI "UPI Linking Specifications": `upi://pay?pa=…&pn=…&am=…&tr=…&tn=…&cu=INR`).
 * The same text opens the borrower's UPI app on this phone and is the QR code another phone scans,
 * so it is built once, here, from the channel's `vpa` and `payeeName` (CONTRACT "Additions").
 */

/** A UPI id: a handle, `@`, and the bank's PSP name (e.g. `lender@okaxis`). */
const VPA = /^[A-Za-z0-9][A-Za-z0-9._-]{1,254}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** The link is a QR code too: a short note keeps the code small enough to scan from a screen. */
const NOTE_MAX = 50;
const NAME_MAX = 99;
const REFERENCE_MAX = 35;

export interface UpiPayment {
  vpa: string;
  payeeName: string;
  /** Integer cents (paise), as every server amount. */
  amountCents: number;
  /** The transaction reference the lender matches the payment with (the channel's reference, else the order). */
  reference: string;
  /** What the payer's app shows beside the payment. */
  note: string;
}

export const isVpa = (value: unknown): value is string => typeof value === 'string' && VPA.test(value.trim());

/** Amount in rupees with exactly 2 decimals, as UPI apps expect (`am=1234.50`). */
export const upiAmount = (cents: number) => (Math.round(cents) / 100).toFixed(2);

/** Characters a UPI app reads as text; the rest (control characters, `&`, `=`…) only travel encoded. */
const clean = (value: string, max: number) =>
  value
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, max);

/**
 * The intent link, or null when the channel cannot take a UPI payment (no valid UPI id, or no
 * positive amount): the screen then offers no "Pay with UPI" at all rather than a link that fails.
 */
export function upiLink(p: UpiPayment): string | null {
  if (!isVpa(p.vpa)) return null;
  if (!Number.isFinite(p.amountCents) || p.amountCents <= 0) return null;
  const params: [string, string][] = [
    ['pa', p.vpa.trim()],
    ['pn', clean(p.payeeName, NAME_MAX) || p.vpa.trim()],
    ['am', upiAmount(p.amountCents)],
  ];
  const reference = clean(p.reference, REFERENCE_MAX).replace(/[^A-Za-z0-9-]/g, '');
  if (reference) params.push(['tr', reference]);
  const note = clean(p.note, NOTE_MAX);
  if (note) params.push(['tn', note]);
  params.push(['cu', 'INR']);
  // The UPI id keeps its `@` as the NPCI examples write it (`pa=name@psp`): some apps refuse `%40`.
  const encode = (k: string, v: string) =>
    k === 'pa' ? encodeURIComponent(v).replace('%40', '@') : encodeURIComponent(v);
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(k, v)}`).join('&')}`;
}
