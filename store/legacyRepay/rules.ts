/**
 * The pure rules of card repay and card binding, shared by the reducer (which refuses) and the
 * listeners (which say why), so the two can never disagree.
 */
import { cardDigits } from '../domain/card';

/** SPEC §9: the SMS countdown runs 60 s with a 1 s tick. */
export const SMS_COUNTDOWN_S = 60;
export const TICK_MS = 1000;
/** SPEC §5: the SMS code must have at least 6 characters. */
export const MIN_VERIFY_CODE = 6;
/** SPEC §9: an SMS code has 6 characters; the input keeps no more. */
export const VERIFY_CODE_MAX = 6;
/** The money keyboard's maximum length for the amount ("1234567.89"). */
export const AMOUNT_MAX_LENGTH = 10;
/** Card numbers the bind-card screen accepts (payment card lengths). */
export const CARD_MIN_DIGITS = 12;

/** The legacy form client's success code is the string '00' (SPEC §8). */
export const isLegacySuccess = (code: unknown) => String(code) === '00';

/** A typed amount ready to send: "12." reads as "12"; null when it is not a positive amount. */
export function amountToSend(amount: string): string | null {
  const trimmed = amount.endsWith('.') ? amount.slice(0, -1) : amount;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || !(Number(trimmed) > 0)) return null;
  return trimmed;
}

/** Why pay is refused: no card chosen first (SPEC §5), then an empty amount; null when it may go. */
export function payProblem(state: { cardId: string | null; amount: string }): 'chooseCard' | 'amount' | null {
  if (!state.cardId) return 'chooseCard';
  if (amountToSend(state.amount) === null) return 'amount';
  return null;
}

/** The amount of the page query is in cents (as every server amount); the keyboard edits units. */
export function amountFromCents(raw: string | undefined): string {
  const cents = Number(raw);
  if (!raw || !Number.isFinite(cents) || cents <= 0) return '';
  const units = Math.round(cents) / 100;
  const text = Number.isInteger(units) ? String(units) : units.toFixed(2);
  return text.length <= AMOUNT_MAX_LENGTH ? text : '';
}

export function bindProblemOf(p: { cardNo: string; bankName: string }): 'cardNo' | 'bankName' | null {
  const digits = cardDigits(p.cardNo);
  if (digits.length < CARD_MIN_DIGITS) return 'cardNo';
  if (!p.bankName.trim()) return 'bankName';
  return null;
}
