/**
 * Unfinished loan applications in long-lived storage (a short stored list, store/storedList.ts): a
 * push whose answer never arrived, kept past the page. A reload, or a WebView the phone killed while
 * the push was out, loses the store; without this the next Apply would carry a new Idempotency-Key,
 * and a server that had made the loan would make a second one. With it, the same borrower's same
 * application (same product and figures) repeats the key for a day, and the server answers with the
 * loan it made.
 *
 * An entry holds the borrower's user id, the push's four figures and its key: a random id that grants
 * nothing by itself (the server matches it per borrower), so it is no secret.
 */
import type { KeyValueStorage } from '../effects';
import { dropEntries, parseList, readList, storeEntry, type StoredList } from '../storedList';
import { sameApplication, type LoanPushPayload, type PushAttempt } from './rules';

/** A retry after a lost answer comes within minutes; after a day the borrower has seen the loan in the app. */
export const UNFINISHED_TTL_MS = 24 * 60 * 60 * 1000;
/** One per product a borrower applied for on this phone is plenty; the oldest go first. */
export const MAX_UNFINISHED = 5;

interface Unfinished {
  userId: string;
  savedAt: number;
  payload: LoanPushPayload;
  key: string;
}

const FIGURES = ['amount', 'periods', 'termUnit', 'productId'] as const;
const isText = (v: unknown): v is string => typeof v === 'string';

function asUnfinished(value: unknown): Unfinished | null {
  if (!value || typeof value !== 'object') return null;
  const { userId, savedAt, payload, key } = value as Record<string, unknown>;
  if (!isText(userId) || !isText(key) || !key || typeof savedAt !== 'number') return null;
  if (!payload || typeof payload !== 'object') return null;
  const figures = payload as Record<string, unknown>;
  if (!FIGURES.every((f) => isText(figures[f]))) return null;
  const [amount, periods, termUnit, productId] = FIGURES.map((f) => figures[f] as string);
  return { userId, savedAt, key, payload: { amount, periods, termUnit, productId } };
}

export const UNFINISHED_KEY = 'loanApplications:unfinished';

const UNFINISHED: StoredList<Unfinished> = {
  key: UNFINISHED_KEY,
  max: MAX_UNFINISHED,
  maxAgeMs: UNFINISHED_TTL_MS,
  parse: asUnfinished,
  writtenAt: (e) => e.savedAt,
};

/** The stored entries that are well formed and fresh; anything else reads as nothing. */
export const parseUnfinished = (raw: string | null, now: number) => parseList(UNFINISHED, raw, now);

const ofProduct = (userId: string, productId: string) => (e: Unfinished) =>
  e.userId === userId && e.payload.productId === productId;

/** The key of this borrower's unfinished application with these figures, or null. */
export function unfinishedKey(
  storage: KeyValueStorage,
  userId: string,
  payload: LoanPushPayload,
  now: number,
): string | null {
  const entry = readList(storage, UNFINISHED, now).find(
    (e) => e.userId === userId && sameApplication(e.payload, payload),
  );
  return entry?.key ?? null;
}

/** The push is going out: until its answer is read, this is the borrower's application for the product. */
export function rememberUnfinished(storage: KeyValueStorage, userId: string, attempt: PushAttempt, now: number): void {
  const entry = { userId, savedAt: now, payload: attempt.payload, key: attempt.key };
  storeEntry(storage, UNFINISHED, entry, now, ofProduct(userId, attempt.payload.productId));
}

/** The answer was read (the loan, or a refusal): nothing of this product is unfinished. */
export function forgetUnfinished(storage: KeyValueStorage, userId: string, productId: string, now: number): void {
  dropEntries(storage, UNFINISHED, now, ofProduct(userId, productId));
}
