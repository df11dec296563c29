/**
 * The loan confirm rules, pure: what the push sends, when the button may send, and which order a
 * `lendDetailsUrl` names. Which quote the page shows is store/quote's `quoteArg`.
 */
import type { LoanConfirm } from '../quote';

/** SPEC §4, §9: the data is reloaded (isType 1) this long after the modal shows. */
export const RELOAD_DELAY_MS = 5500;

/** The body of `loan-detail-push` (SPEC §7): the figures of the quote the borrower saw, as strings. */
export interface LoanPushPayload {
  amount: string;
  periods: string;
  termUnit: string;
  productId: string;
}

export const pushPayload = (
  quote: Pick<LoanConfirm, 'amount' | 'periods' | 'termUnit'>,
  productId: string,
): LoanPushPayload => ({
  amount: String(quote.amount),
  periods: String(quote.periods),
  termUnit: String(quote.termUnit),
  productId,
});

/** One application: its push and the Idempotency-Key every try of it carries. */
export interface PushAttempt {
  payload: LoanPushPayload;
  key: string;
}

/** A new try of the same application (same quote, same product) keeps the earlier try's key. */
export const sameApplication = (a: LoanPushPayload, b: LoanPushPayload): boolean =>
  a.amount === b.amount && a.periods === b.periods && a.termUnit === b.termUnit && a.productId === b.productId;

/** The button's rule: ticked, nothing sent or in flight, no reload pending. */
export const canSubmit = (s: { agreed: boolean; submit: { status: string }; pop: { status: string } }): boolean =>
  s.agreed && s.submit.status === 'idle' && (s.pop.status === 'hidden' || s.pop.status === 'reloaded');

/** The `orderId` a server URL names (whatever its origin), or null. */
export function orderIdOf(url: string): string | null {
  const base = url.split('#')[0];
  const queryAt = base.indexOf('?');
  if (queryAt < 0) return null;
  try {
    const orderId = new URLSearchParams(base.slice(queryAt + 1)).get('orderId')?.trim();
    return orderId || null;
  } catch {
    return null;
  }
}
