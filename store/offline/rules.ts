/**
 * The last-known data of the loan detail and repay screens, kept on the phone so that offline the
 * borrower still sees what they owe and when, with the time it was loaded. The rules of that cache:
 * - only display data: a whitelist of fields per screen, no session ids, tokens or phone numbers (the
 *   session lives in the URL, never here), no card or account numbers (a detail row whose value is a
 *   long run of digits is left out), no payment channels (references expire, and paying needs the
 *   network anyway);
 * - bounded: at most MAX_ENTRIES orders, each at most MAX_ENTRY_CHARS of JSON, none older than MAX_AGE_MS;
 * - read back through the same response schemas as the network, so junk in storage never reaches a screen.
 */
import * as v from 'valibot';
import * as T from '../api/types';
import { listWith, parseList, type StoredList } from '../storedList';

export const CACHE_KEY = 'lastKnown.v1';
export const MAX_ENTRIES = 6;
export const MAX_ENTRY_CHARS = 8_000;
/** A week: older figures (amount due, penalty) mislead more than they help. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type LastKnownKind = 'loanDetail' | 'repayPlan';
type DataOf<K extends LastKnownKind> = K extends 'loanDetail' ? T.LoanDetail : T.RepayPlan;

export interface LastKnown<K extends LastKnownKind = LastKnownKind> {
  kind: K;
  orderId: string;
  /** Epoch ms of the successful load. */
  savedAt: number;
  data: DataOf<K>;
}

/** A phone, card or account number: only digits (spaces, dashes, a leading +), ten or more of them. */
export const looksLikePersonalNumber = (value: unknown) => {
  const s = String(value).trim();
  return /^\+?[\d\s-]+$/.test(s) && s.replace(/\D/g, '').length >= 10;
};

const keepRows = <R extends { value: unknown }>(rows: readonly R[]) =>
  rows.filter((r) => !looksLikePersonalNumber(r.value));

/** The display data a screen needs offline, and nothing else. */
export function displayOnly<K extends LastKnownKind>(kind: K, data: DataOf<K>): DataOf<K> {
  if (kind === 'loanDetail') {
    const d = data as T.LoanDetail;
    const kept: T.LoanDetail = {
      orderStatus: d.orderStatus,
      noticeStatusText: d.noticeStatusText,
      noticeDesText: d.noticeDesText,
      productName: d.productName,
      productLogo: d.productLogo,
      userOrderDetail: { detail: keepRows(d.userOrderDetail.detail) },
      isDelay: d.isDelay,
      // Not kept: the rating prompt, the agreement and h5 links, the server's `inside` blob.
      isScore: 0,
      h5Url: '',
      isNewContract: '',
    };
    return kept as DataOf<K>;
  }
  const p = data as T.RepayPlan;
  const kept: T.RepayPlan = {
    repayAmount: p.repayAmount,
    repayDate: p.repayDate,
    productName: p.productName,
    productLogo: p.productLogo,
    detail: keepRows(p.detail),
    repayList: [],
    noticeMsg: p.noticeMsg,
  };
  return kept as DataOf<K>;
}

const SCHEMAS = { loanDetail: T.LoanDetail, repayPlan: T.RepayPlan } as const;
const Entry = v.object({
  kind: v.picklist(['loanDetail', 'repayPlan']),
  orderId: v.pipe(v.string(), v.maxLength(64)),
  savedAt: v.pipe(v.number(), v.finite()),
  data: v.unknown(),
});

/** A stored item as an entry: the envelope, then its data through the screen's response schema. */
function asEntry(item: unknown): LastKnown | null {
  const entry = v.safeParse(Entry, item);
  if (!entry.success) return null;
  const { kind, orderId, savedAt, data } = entry.output;
  const checked = v.safeParse(SCHEMAS[kind], data);
  return checked.success ? { kind, orderId, savedAt, data: checked.output } : null;
}

const CACHE: StoredList<LastKnown> = {
  key: CACHE_KEY,
  max: MAX_ENTRIES,
  maxAgeMs: MAX_AGE_MS,
  parse: asEntry,
  writtenAt: (e) => e.savedAt,
  // A time in the future is a wrong clock or a forged entry: either way not "as of" anything.
  aheadMs: 0,
  maxChars: MAX_ENTRIES * MAX_ENTRY_CHARS * 2,
};

const sameScreen = (kind: LastKnownKind, orderId: string) => (e: LastKnown) => e.kind === kind && e.orderId === orderId;

/** The stored entries that are well formed and young enough; anything unreadable counts as empty. */
export const parseCache = (raw: string | null, now: number): LastKnown[] => parseList(CACHE, raw, now);

/** The cache with this load in it (the newest first, the oldest dropped past MAX_ENTRIES); null: nothing to write. */
export function withEntry(raw: string | null, entry: LastKnown, now: number): string | null {
  const kept: LastKnown = { ...entry, data: displayOnly(entry.kind, entry.data) };
  if (!entry.orderId || JSON.stringify(kept).length > MAX_ENTRY_CHARS) return null;
  return listWith(CACHE, raw, kept, now, sameScreen(entry.kind, entry.orderId));
}

export function findEntry<K extends LastKnownKind>(
  raw: string | null,
  kind: K,
  orderId: string,
  now: number,
): LastKnown<K> | null {
  return (parseCache(raw, now).find(sameScreen(kind, orderId)) as LastKnown<K> | undefined) ?? null;
}

/** The failures that mean "no connection" (not a refusal or bad data): only these show last-known data. */
export const isOffline = (error: unknown) => {
  const kind = (error as { kind?: unknown } | undefined)?.kind;
  return kind === 'network' || kind === 'timeout';
};
