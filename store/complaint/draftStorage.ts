/**
 * The complaint draft in local storage, one key per order + type + sub-type, so a reload or a killed
 * WebView loses nothing. Storage may be full, disabled or hold junk: every call fails quietly and a
 * read only returns a well-formed draft.
 */
import type { Draft, FormTarget } from './slice';

export const draftKey = (t: FormTarget) => `complaintDraft:${t.orderNo}:${t.type}:${t.sonType}`;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function readDraft(key: string): Draft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { text, images } = parsed as Record<string, unknown>;
    return {
      text: typeof text === 'string' ? text : '',
      images: Array.isArray(images) ? images.filter((u): u is string => typeof u === 'string') : [],
    };
  } catch {
    return null;
  }
}

/** An empty draft is removed rather than stored. */
export function writeDraft(key: string, draft: Draft): void {
  try {
    const s = storage();
    if (!s) return;
    if (!draft.text && draft.images.length === 0) s.removeItem(key);
    else s.setItem(key, JSON.stringify({ text: draft.text, images: draft.images }));
  } catch {
    /* full or disabled storage: the draft lives on in memory */
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}
