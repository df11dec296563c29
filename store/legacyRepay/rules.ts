/**
 * The pure rules of card repay and card binding, shared by the reducer (which refuses) and the
 * listeners (which say why), so the two can never disagree. The SMS step's 60 s wait is the one
 * SMS_RESEND_SECONDS of store/countdown.ts.
 */
import { cardDigits } from '../domain/card';
import { inAppUrl } from '../navigation';
/** SPEC §5: the SMS code must have at least 6 characters. */
export const MIN_VERIFY_CODE = 6;
/** SPEC §9: an SMS code has 6 characters; the input keeps no more. */
export const VERIFY_CODE_MAX = 6;
/** The money keyboard's maximum length for the amount ("1234567.89"). */
export const AMOUNT_MAX_LENGTH = 10;
/** Card numbers the bind-card screen accepts (payment card lengths). */
const CARD_MIN_DIGITS = 12;

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

/** The bind form's fields, and the notice each one's refusal shows (SPEC-silent screen, CONTRACT.md). */
export type BindField = 'cardNo' | 'bankName';
export const BIND_PROBLEM_NOTICE = { cardNo: 'badCardNumber', bankName: 'bankRequired' } as const;

export function bindProblemOf(p: { cardNo: string; bankName: string }): 'cardNo' | 'bankName' | null {
  const digits = cardDigits(p.cardNo);
  if (digits.length < CARD_MIN_DIGITS) return 'cardNo';
  if (!p.bankName.trim()) return 'bankName';
  return null;
}

/** Who asks the navigator for the online-payment page: named again when the page's url is refused. */
export const ONLINE_PAY_SOURCE = 'legacyRepay/onlinePay';

/** The borrow detail (the loan detail screen of src/routes.tsx), where a paid repayment lands. */
const BORROW_DETAIL_PATH = '/abcIs';

/**
 * SPEC §4: a paid repayment goes to the borrow detail of its order, with the borrower's session
 * (`carried`: `selectCarriedQuery`); the repay page's own amount does not travel.
 */
export const borrowDetailUrl = (carried: Record<string, string>, order: { productId: string; orderId: string }) =>
  inAppUrl(BORROW_DETAIL_PATH, carried, { productId: order.productId, orderId: order.orderId });

/** SPEC §8: the confirm codes that have words of their own, whatever the server says with them. */
export function confirmRefusalOf(code: unknown): 'verifyCodeWrong' | 'paidTwice' | null {
  const c = String(code);
  if (c === '800006') return 'verifyCodeWrong';
  if (c === '800005') return 'paidTwice';
  return null;
}
