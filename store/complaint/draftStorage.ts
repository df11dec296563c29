/**
 * The complaint draft in long-lived storage (the `storage` effect), one key per order + type +
 * sub-type, so a reload or a killed WebView loses nothing (an image still in flight is marked
 * `unsent`, so the next open can say it never arrived). The effect fails quietly when storage is
 * full or disabled; what it holds may still be junk, so a read only returns a well-formed draft.
 */
import type { KeyValueStorage } from '../effects';
import type { Draft, FormTarget } from './rules';

export const draftKey = (t: FormTarget) => `complaintDraft:${t.orderNo}:${t.type}:${t.sonType}`;

/** A stored value as a draft: anything not JSON, not an object, or of the wrong types reads as nothing. */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { text, images, unsent } = parsed as Record<string, unknown>;
  return {
    text: typeof text === 'string' ? text : '',
    images: Array.isArray(images) ? images.filter((u): u is string => typeof u === 'string') : [],
    ...(unsent === true ? { unsent: true } : {}),
  };
}

export const readDraft = (storage: KeyValueStorage, key: string) => parseDraft(storage.getItem(key));

/** An empty draft is removed rather than stored (one with an image in flight is not empty). */
export function writeDraft(storage: KeyValueStorage, key: string, draft: Draft): void {
  if (!draft.text && draft.images.length === 0 && !draft.unsent) storage.removeItem(key);
  else
    storage.setItem(
      key,
      JSON.stringify({ text: draft.text, images: draft.images, ...(draft.unsent ? { unsent: true } : {}) }),
    );
}
