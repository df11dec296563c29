/**
 * The complaint draft in long-lived storage (the `storage` effect), one key per order + type +
 * sub-type, so a reload or a killed WebView loses nothing (an image still in flight is marked
 * `unsent`, so the next open can say it never arrived). A submission whose answer never came is kept
 * with it (`pending`: what was sent and its Idempotency-Key, a random id that grants nothing, so no
 * secret), so Submit after a reload repeats the key and the server does not save it twice. The effect
 * fails quietly when storage is full or disabled; what it holds may still be junk, so a read only
 * returns a well-formed draft.
 */
import type { KeyValueStorage } from '../effects';
import type { FormTarget, ProblemSavePayload } from '../complaintRecords';
import { SAVE_FIELDS, type Draft, type SaveAttempt } from './rules';

export const draftKey = (t: FormTarget) => `complaintDraft:${t.orderNo}:${t.type}:${t.sonType}`;

/** A stored pending submission, or undefined when it is not one (a missing key, a field not text). */
function parsePending(value: unknown): SaveAttempt | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { key, payload } = value as Record<string, unknown>;
  if (typeof key !== 'string' || !key || !payload || typeof payload !== 'object') return undefined;
  const fields = payload as Record<string, unknown>;
  if (!SAVE_FIELDS.every((f) => typeof fields[f] === 'string')) return undefined;
  const [problemType, problemSonType, problemDetail, problemImage, orderNo] = SAVE_FIELDS.map(
    (f) => fields[f] as string,
  );
  const clean: ProblemSavePayload = { problemType, problemSonType, problemDetail, problemImage, orderNo };
  return { key, payload: clean };
}

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
  const { text, images, unsent, pending } = parsed as Record<string, unknown>;
  const attempt = parsePending(pending);
  return {
    text: typeof text === 'string' ? text : '',
    images: Array.isArray(images) ? images.filter((u): u is string => typeof u === 'string') : [],
    ...(unsent === true ? { unsent: true } : {}),
    ...(attempt ? { pending: attempt } : {}),
  };
}

export const readDraft = (storage: KeyValueStorage, key: string) => parseDraft(storage.getItem(key));

/** An empty draft is removed rather than stored (one with an image in flight or a pending submission is not empty). */
export function writeDraft(storage: KeyValueStorage, key: string, draft: Draft): void {
  if (!draft.text && draft.images.length === 0 && !draft.unsent && !draft.pending) storage.removeItem(key);
  else
    storage.setItem(
      key,
      JSON.stringify({
        text: draft.text,
        images: draft.images,
        ...(draft.unsent ? { unsent: true } : {}),
        ...(draft.pending ? { pending: { key: draft.pending.key, payload: draft.pending.payload } } : {}),
      }),
    );
}
