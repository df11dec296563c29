/**
 * A short list of dated entries under one key of long-lived storage (the `storage` effect), for what
 * must outlive the page but not for long: the loan applications whose answer never came, the card
 * payments whose outcome is unknown (a reload, a WebView the phone killed) and the screens' last-known
 * data (offline). One key per list, because storage cannot list its keys: newest first, at most `max`
 * entries, none older than `maxAgeMs` (one of exactly that age still counts).
 * Storage may fail or hold junk: only the entries `parse` accepts are read, anything unreadable
 * reads as none and is dropped at the next write.
 */
import type { KeyValueStorage } from './effects';

export interface StoredList<T> {
  key: string;
  max: number;
  maxAgeMs: number;
  /** A stored item as an entry (only the fields the list keeps), or null for junk. */
  parse: (item: unknown) => T | null;
  /** When the entry was written (epoch ms, the effects' clock). */
  writtenAt: (entry: T) => number;
  /** How far ahead of the clock an entry may be and still count (default CLOCK_SKEW_MS). */
  aheadMs?: number;
  /** A stored value longer than this is junk, never parsed (default MAX_RAW_LENGTH). */
  maxChars?: number;
}

/** A phone clock set back a little (network time) must not drop an entry written a moment ago. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;
/** Far more than a handful of small entries take. */
const MAX_RAW_LENGTH = 8_000;

const isYoung = <T>(list: StoredList<T>, entry: T, now: number) => {
  const at = list.writtenAt(entry);
  return Number.isFinite(at) && at <= now + (list.aheadMs ?? CLOCK_SKEW_MS) && now - at <= list.maxAgeMs;
};

/** The well-formed, young entries of a stored value, at most `max`; junk reads as none. */
export function parseList<T>(list: StoredList<T>, raw: string | null, now: number): T[] {
  if (!raw || raw.length > (list.maxChars ?? MAX_RAW_LENGTH)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries = parsed.flatMap((item) => {
    const entry = list.parse(item);
    return entry && isYoung(list, entry, now) ? [entry] : [];
  });
  return entries.slice(0, list.max);
}

/**
 * The stored value with `entry` first and the entries it `replaces` gone, the oldest dropped past
 * `max`; null when the entry itself is not one to keep.
 */
export function listWith<T>(
  list: StoredList<T>,
  raw: string | null,
  entry: T,
  now: number,
  replaces: (old: T) => boolean,
): string | null {
  const kept = list.parse(entry);
  if (!kept || !isYoung(list, kept, now)) return null;
  const others = parseList(list, raw, now).filter((old) => !replaces(old));
  return JSON.stringify([kept, ...others].slice(0, list.max));
}

/** The stored value without the entries `drops` matches; null when nothing is left. */
export function listWithout<T>(
  list: StoredList<T>,
  raw: string | null,
  now: number,
  drops: (old: T) => boolean,
): string | null {
  const kept = parseList(list, raw, now).filter((old) => !drops(old));
  return kept.length ? JSON.stringify(kept) : null;
}

/* Through the storage effect, which fails quietly (store/effects.ts). */

export const readList = <T>(storage: KeyValueStorage, list: StoredList<T>, now: number): T[] =>
  parseList(list, storage.getItem(list.key), now);

export function storeEntry<T>(
  storage: KeyValueStorage,
  list: StoredList<T>,
  entry: T,
  now: number,
  replaces: (old: T) => boolean,
): void {
  const next = listWith(list, storage.getItem(list.key), entry, now, replaces);
  if (next) storage.setItem(list.key, next);
}

export function dropEntries<T>(
  storage: KeyValueStorage,
  list: StoredList<T>,
  now: number,
  drops: (old: T) => boolean,
): void {
  const raw = storage.getItem(list.key);
  if (raw === null) return;
  const next = listWithout(list, raw, now, drops);
  if (next) storage.setItem(list.key, next);
  else storage.removeItem(list.key);
}
