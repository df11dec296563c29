/**
 * What a channel lets the borrower do beyond opening its instructions (CONTRACT "Additions"): pay
 * with UPI (a valid `vpa`), transfer by SPEI (a `clabe`), or keep a cash voucher (a reference to
 * give at the till, with an expiry or a barcode). One kind per channel, in that order.
 */
import type { Channel } from '../api/types';
import { isVpa } from './upi';

export type ChannelKind = 'upi' | 'spei' | 'cash' | null;

/**
 * A CLABE is 18 digits (Banco de México) sent as text; a JSON number that long has already lost
 * digits, so it is not shown as one.
 */
export const isClabe = (value: unknown) => typeof value === 'string' && /^\d{18}$/.test(value.trim());

export function channelKind(c: Channel): ChannelKind {
  if (isVpa(c.vpa)) return 'upi';
  if (isClabe(c.clabe)) return 'spei';
  const reference = String(c.vCode || c.payCode || '').trim();
  if (reference && (String(c.expiresAt ?? '').trim() || String(c.BARcodeImg ?? '').trim())) return 'cash';
  return null;
}
