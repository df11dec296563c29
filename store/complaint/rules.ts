/**
 * The complaint rules of SPEC §4 and §5, pure: the limits and delays, how a problem type choice ends
 * for the chosen order, the 200-character cut, the reply's score flag and the problem-save payload.
 * The slice and the listeners both decide with these, so a rule is written once.
 */
import type { FormTarget, ProblemSavePayload } from '../complaintRecords';
import type { ImageLimits, ShrinkOutcome } from '../effects';

export const MAX_TEXT_CHARS = 200;

/** SPEC §2: the order and type sections need an order detail and a non-empty order list. */
export const hasOrders = (init: { orderDetail?: unknown; orderList: readonly unknown[] }) =>
  Boolean(init.orderDetail) && init.orderList.length > 0;
export const MAX_IMAGES = 9;
/** Problem type value 1 is "collection": it has sub-types and needs an order whose isShow is 1. */
export const COLLECTION_TYPE = '1';
export const SUCCESS_OVERLAY_MS = 1500;
export const SCORE_MODAL_DELAY_MS = 3000;

/**
 * A picked photo is made to fit before it is sent (the server refuses more than 5 MB, and a camera
 * photo sent whole is slow on a phone's network): long side 1600 px, JPEG from quality 0.85 down;
 * a small image of a type the server takes goes as it is.
 */
export const IMAGE_LIMITS: ImageLimits = {
  maxSide: 1600,
  qualities: [0.85, 0.7, 0.55],
  maxBytes: 5 * 1024 * 1024,
  keepBytes: 1024 * 1024,
  maxInputBytes: 50 * 1024 * 1024,
};

/** Why a picked file is not sent; each has its own notice. */
export type ImageRefusal = 'notImage' | 'tooLarge';

/** What the phone's shrinking gave, checked again here: nothing over the server's limit is sent. */
export function shrinkVerdict(
  outcome: ShrinkOutcome,
  limits: Pick<ImageLimits, 'maxBytes'> = IMAGE_LIMITS,
): { send: string; bytes: number; kept: boolean } | { refused: ImageRefusal } {
  if ('refused' in outcome) return { refused: outcome.refused };
  if (!(outcome.bytes > 0)) return { refused: 'notImage' };
  if (outcome.bytes > limits.maxBytes) return { refused: 'tooLarge' };
  return { send: outcome.fileId, bytes: outcome.bytes, kept: outcome.kept };
}

export interface ChosenOrder {
  orderNo: string;
  isShow: string;
}

export interface Draft {
  text: string;
  images: string[];
  /** An image was still being sent when the draft was written: if the page died, it never arrived. */
  unsent?: boolean;
  /** A submission of this form whose answer never came: the next Submit of the same complaint repeats its key. */
  pending?: SaveAttempt;
}

/** The payload's fields, one list for comparing submissions and reading a stored one back. */
export const SAVE_FIELDS = ['problemType', 'problemSonType', 'problemDetail', 'problemImage', 'orderNo'] as const;

/**
 * One complaint submission: its problem-save and the Idempotency-Key every try of it carries (after a
 * lost answer, a reload or a killed WebView), so the server saves it once.
 */
export interface SaveAttempt {
  payload: ProblemSavePayload;
  key: string;
}

/** A new try of the same complaint (same order, type, sub-type, text and images) keeps its key. */
export const sameComplaint = (a: ProblemSavePayload, b: ProblemSavePayload) => SAVE_FIELDS.every((f) => a[f] === b[f]);

/** The form a submission was made on. */
export const targetOf = (p: ProblemSavePayload): FormTarget => ({
  orderNo: p.orderNo,
  type: p.problemType,
  sonType: p.problemSonType,
});

/** The same form: same order, type and sub-type (so the same draft). */
export const sameForm = (a: FormTarget, b: FormTarget) =>
  a.orderNo === b.orderNo && a.type === b.type && a.sonType === b.sonType;

export const formTarget = (order: ChosenOrder, type: string, sonType = ''): FormTarget => ({
  orderNo: order.orderNo,
  type,
  sonType,
});

/** Type 1 reveals its sub-types when the order allows collection complaints; any other type opens the form. */
export type TypeChoice = { kind: 'subTypes' } | { kind: 'blocked' } | { kind: 'form'; target: FormTarget };

export function chooseType(order: ChosenOrder, type: string): TypeChoice {
  if (type !== COLLECTION_TYPE) return { kind: 'form', target: formTarget(order, type) };
  return order.isShow === '1' ? { kind: 'subTypes' } : { kind: 'blocked' };
}

/** Characters as the borrower sees them (an emoji is one), as the server counts them. */
export const charCount = (text: string) => Array.from(text).length;
export const cutText = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * The new text with only as much of the inserted part as fits: typing at the limit changes nothing,
 * a paste keeps its first characters, text around the caret is never pushed out.
 */
export function fitInsert(prev: string, next: string, max: number): string {
  const b = Array.from(next);
  if (b.length <= max) return next;
  const a = Array.from(prev);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
    tail += 1;
  const room = Math.max(0, max - head - tail);
  const inserted = b.slice(head, b.length - tail).slice(0, room);
  return [...b.slice(0, head), ...inserted, ...b.slice(b.length - tail)].slice(0, max).join('');
}

/** Non-zero in the loose sense servers mean it: 1, '1', '2' ask for a score; 0, '0', '' do not. */
export const asksForScore = (flag: unknown) => flag !== '' && flag !== null && flag !== undefined && Number(flag) !== 0;

export const savePayload = (target: FormTarget, text: string, images: readonly string[]): ProblemSavePayload => ({
  problemType: target.type,
  problemSonType: target.sonType,
  problemDetail: text,
  problemImage: images.join(','),
  orderNo: target.orderNo,
});
