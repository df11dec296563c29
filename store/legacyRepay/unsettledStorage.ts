/**
 * The "unsettled card payment" marker kept on the phone (the `storage` effect). Within a page the
 * machine never pays twice: a commit whose outcome is unknown keeps its repayToken in `unsettled` and
 * every retry re-sends it. A reload or a WebView the OS killed loses that memory, so the next page
 * would pay with a fresh token. The marker lets it warn instead: a payment of this amount, for this
 * borrower and order, went out at this time and no answer came.
 *
 * The repayToken is a secret and no secret lands in storage, so the marker cannot make the retry the
 * same payment; it only tells. It holds the borrower (the session's userId: another borrower on the
 * same phone never sees it), the orderId, the amount as the commit sent it and the time it went out.
 * No token, card number or card id.
 *
 * A short stored list (store/storedList.ts): at most MAX_MARKERS, none older than MAX_AGE_MS, the
 * newest first; junk reads as none.
 */
import type { KeyValueStorage } from '../effects';
import { dropEntries, listWith, listWithout, parseList, storeEntry, type StoredList } from '../storedList';
import { AMOUNT_MAX_LENGTH, amountToSend } from './rules';

export const UNSETTLED_KEY = 'unsettledCardPayment.v1';
/** A handful: one per order a borrower (or a shared phone's few borrowers) left unanswered. */
export const MAX_MARKERS = 5;
/** A day: by then the borrower's loan shows what became of the payment. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MAX_ID_LENGTH = 64;

/** Whose payment (the borrower, the order). */
export interface MarkerOwner {
  userId: string;
  orderId: string;
}

export interface UnsettledMarker extends MarkerOwner {
  /** The amount as repayment-commit sent it (units, "3000" or "12.5"). */
  amount: string;
  /** Epoch ms when the commit went out (`extra.now()`). */
  sentAt: number;
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_LENGTH;
const isAmount = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= AMOUNT_MAX_LENGTH && amountToSend(v) === v;

function asMarker(item: unknown): UnsettledMarker | null {
  if (!item || typeof item !== 'object') return null;
  const { userId, orderId, amount, sentAt } = item as Record<string, unknown>;
  return isId(userId) && isId(orderId) && isAmount(amount) && typeof sentAt === 'number'
    ? { userId, orderId, amount, sentAt }
    : null;
}

const MARKERS: StoredList<UnsettledMarker> = {
  key: UNSETTLED_KEY,
  max: MAX_MARKERS,
  maxAgeMs: MAX_AGE_MS,
  parse: asMarker,
  writtenAt: (m) => m.sentAt,
};

const ownedBy = (owner: MarkerOwner) => (m: MarkerOwner) => m.userId === owner.userId && m.orderId === owner.orderId;

/** The stored markers that are well formed and young enough, at most MAX_MARKERS; junk reads as none. */
export const parseMarkers = (raw: string | null, now: number) => parseList(MARKERS, raw, now);

/** The marker of this borrower's order, or null. */
export const findMarker = (raw: string | null, owner: MarkerOwner, now: number): UnsettledMarker | null =>
  parseMarkers(raw, now).find(ownedBy(owner)) ?? null;

/**
 * The stored list with `marker` first (replacing that borrower's marker for the order), the oldest
 * dropped past MAX_MARKERS; null when the marker itself is not one to keep (no borrower, say).
 */
export const withMarker = (raw: string | null, marker: UnsettledMarker, now: number) =>
  listWith(MARKERS, raw, marker, now, ownedBy(marker));

/** The stored list without this borrower's marker for the order; null when nothing is left. */
export const withoutMarker = (raw: string | null, owner: MarkerOwner, now: number) =>
  listWithout(MARKERS, raw, now, ownedBy(owner));

/* The effect's side: storage fails quietly (store/effects.ts), these never throw on its contents. */

export const readMarker = (storage: KeyValueStorage, owner: MarkerOwner, now: number) =>
  findMarker(storage.getItem(UNSETTLED_KEY), owner, now);

export const writeMarker = (storage: KeyValueStorage, marker: UnsettledMarker, now: number) =>
  storeEntry(storage, MARKERS, marker, now, ownedBy(marker));

export const clearMarker = (storage: KeyValueStorage, owner: MarkerOwner, now: number) =>
  dropEntries(storage, MARKERS, now, ownedBy(owner));
