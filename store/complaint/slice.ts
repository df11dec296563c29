/**
 * The complaint state machine (SPEC §4 complaint flow, §5 limits, §8 messages).
 *
 * `flow` walks: choosingOrder -> choosingType -> (choosingSubType, only for type 1) -> writing ->
 * submitting -> submitted. `score` is the follow-up rating of the detail screen, which runs beside
 * the flow. Server data arrives only as RTK Query actions (matched in extraReducers) and time only
 * as listener-dispatched events (`successOverlayElapsed`, `scoreModalDue`), so a recorded log
 * replays to the same state. Refusals set `notice`; one listener turns each new notice into a toast.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { coalitionApi } from '../api/coalition';
import type { ApiError } from '../api/request';
import { MSG } from '../../src/i18n/messages';
import { addSlice } from '../registry';

export const MAX_TEXT_CHARS = 200;
export const MAX_IMAGES = 9;
/** Problem type value 1 is "collection": it has sub-types and needs an order whose isShow is 1. */
export const COLLECTION_TYPE = '1';
export const SUCCESS_OVERLAY_MS = 1500;
export const SCORE_MODAL_DELAY_MS = 3000;

export interface ChosenOrder {
  orderNo: string;
  isShow: string;
}

/** What the form is about; also the key of its draft. */
export interface FormTarget {
  orderNo: string;
  type: string;
  sonType: string;
}

export interface Draft {
  text: string;
  images: string[];
}

export type Flow =
  /** Waiting for the order detail of `orderId`, or the borrower has no order (sections hidden). */
  | { status: 'choosingOrder'; orderId: string }
  | { status: 'choosingType'; orderId: string; order: ChosenOrder; pickerOpen: boolean }
  | { status: 'choosingSubType'; orderId: string; order: ChosenOrder; pickerOpen: boolean; type: string }
  /** `uploading` is the file id of the one upload in flight. */
  | { status: 'writing'; target: FormTarget; text: string; images: string[]; uploading: string | null }
  | { status: 'submitting'; target: FormTarget; text: string; images: string[]; requestId: string | null }
  /** Text and images stay on screen under the success overlay. */
  | { status: 'submitted'; target: FormTarget; text: string; images: string[] };

export type ScoreState =
  | { status: 'idle' }
  /** Detail opened, its data not yet loaded. */
  | { status: 'loading'; problemId: string }
  /** The reply asks for a score; the 3000 ms timer runs. */
  | { status: 'waiting'; problemId: string }
  | { status: 'open'; problemId: string; stars: number }
  | { status: 'done'; problemId: string };

export type Destination = { screen: 'form'; target: FormTarget } | { screen: 'home'; orderId: string };

export interface Notice {
  /** Grows with every notice, so the same message twice toasts twice. */
  seq: number;
  text: string;
  tone: 'info' | 'success';
}

export interface ComplaintState {
  flow: Flow;
  score: ScoreState;
  /** Stars given per problemId in this session (the contract has no score endpoint). */
  scored: Record<string, number>;
  notice: Notice | null;
  /** Where the screens should go next; cleared by `navigationDone`. */
  goTo: Destination | null;
}

export const initialComplaintState: ComplaintState = {
  flow: { status: 'choosingOrder', orderId: '' },
  score: { status: 'idle' },
  scored: {},
  notice: null,
  goTo: null,
};

/** Characters as the borrower sees them (an emoji is one), as the server counts them. */
export const charCount = (text: string) => Array.from(text).length;
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

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

const say = (state: ComplaintState, text: string, tone: Notice['tone'] = 'info') => {
  state.notice = { seq: (state.notice?.seq ?? 0) + 1, text, tone };
};

/** Non-zero in the loose sense servers mean it: 1, '1', '2' ask for a score; 0, '0', '' do not. */
export const asksForScore = (flag: unknown) => flag !== '' && flag !== null && flag !== undefined && Number(flag) !== 0;

const apiErrorOf = (payload: unknown) => payload as Partial<ApiError> | undefined;
/** The coalition client already toasted the server's message; only a call with no answer needs one. */
const unansweredMessage = (payload: unknown) => (apiErrorOf(payload)?.kind === 'failed' ? null : MSG.networkError);

const complaintSlice = createSlice({
  name: 'complaint',
  initialState: initialComplaintState,
  reducers: {
    homeOpened(state, action: PayloadAction<{ orderId: string }>) {
      state.flow = { status: 'choosingOrder', orderId: action.payload.orderId };
      state.goTo = null;
    },
    orderPickerOpened(state) {
      if (state.flow.status === 'choosingType' || state.flow.status === 'choosingSubType') state.flow.pickerOpen = true;
    },
    orderPickerClosed(state) {
      if (state.flow.status === 'choosingType' || state.flow.status === 'choosingSubType')
        state.flow.pickerOpen = false;
    },
    /** A pick from the 'All' list; sub-types close, since the new order may not allow type 1. */
    orderChosen(state, action: PayloadAction<ChosenOrder>) {
      const f = state.flow;
      if (f.status !== 'choosingType' && f.status !== 'choosingSubType') return;
      state.flow = {
        status: 'choosingType',
        orderId: f.orderId,
        order: { orderNo: String(action.payload.orderNo), isShow: String(action.payload.isShow) },
        pickerOpen: false,
      };
    },
    typeChosen(state, action: PayloadAction<{ value: string }>) {
      const f = state.flow;
      if (f.status !== 'choosingType' && f.status !== 'choosingSubType') return;
      const type = String(action.payload.value);
      if (type === COLLECTION_TYPE) {
        if (f.order.isShow !== '1') {
          say(state, MSG.collectionBlocked);
          return;
        }
        state.flow = { status: 'choosingSubType', orderId: f.orderId, order: f.order, pickerOpen: false, type };
        return;
      }
      state.goTo = { screen: 'form', target: { orderNo: f.order.orderNo, type, sonType: '' } };
    },
    subTypeChosen(state, action: PayloadAction<{ value: string }>) {
      const f = state.flow;
      if (f.status !== 'choosingSubType') return;
      state.goTo = {
        screen: 'form',
        target: { orderNo: f.order.orderNo, type: f.type, sonType: String(action.payload.value) },
      };
    },
    /** Reopening the same form keeps what is typed; another form starts empty (its draft follows). */
    formOpened(state, action: PayloadAction<FormTarget>) {
      state.goTo = null;
      const f = state.flow;
      const same =
        f.status === 'writing' &&
        f.target.orderNo === action.payload.orderNo &&
        f.target.type === action.payload.type &&
        f.target.sonType === action.payload.sonType;
      if (same) return;
      state.flow = { status: 'writing', target: { ...action.payload }, text: '', images: [], uploading: null };
    },
    /** What the listener read from local storage, as data, so a replay needs no storage. */
    draftRestored(state, action: PayloadAction<Draft>) {
      if (state.flow.status !== 'writing') return;
      state.flow.text = cut(String(action.payload.text ?? ''), MAX_TEXT_CHARS);
      state.flow.images = (action.payload.images ?? []).filter((u) => typeof u === 'string' && u).slice(0, MAX_IMAGES);
    },
    /** SPEC §5: at most 200 characters, extra input ignored (also on paste). */
    textChanged(state, action: PayloadAction<string>) {
      const f = state.flow;
      if (f.status !== 'writing') return;
      f.text = fitInsert(f.text, String(action.payload), MAX_TEXT_CHARS);
    },
    /** One file at a time, never beyond 9: a pick while uploading or at the limit is ignored. */
    imagePicked(state, action: PayloadAction<{ fileId: string }>) {
      const f = state.flow;
      if (f.status !== 'writing' || f.uploading !== null || f.images.length >= MAX_IMAGES) return;
      f.uploading = action.payload.fileId;
    },
    imageRemoved(state, action: PayloadAction<{ index: number }>) {
      const f = state.flow;
      if (f.status !== 'writing') return;
      f.images.splice(action.payload.index, 1);
    },
    /** Refused while empty; refused while not writing (in flight, uploading), so one request only. */
    submitPressed(state) {
      const f = state.flow;
      if (f.status !== 'writing' || f.uploading !== null) return;
      if (!f.text.trim()) {
        say(state, MSG.emptyComplaint);
        return;
      }
      state.flow = { status: 'submitting', target: f.target, text: f.text, images: f.images, requestId: null };
    },
    successOverlayElapsed(state) {
      const f = state.flow;
      if (f.status !== 'submitted') return;
      state.flow = { status: 'choosingOrder', orderId: f.target.orderNo };
      state.goTo = { screen: 'home', orderId: f.target.orderNo };
    },
    navigationDone(state) {
      state.goTo = null;
    },
    detailOpened(state, action: PayloadAction<{ problemId: string }>) {
      state.score = { status: 'loading', problemId: action.payload.problemId };
    },
    detailClosed(state) {
      state.score = { status: 'idle' };
    },
    scoreModalDue(state, action: PayloadAction<{ problemId: string }>) {
      const s = state.score;
      if (s.status === 'waiting' && s.problemId === action.payload.problemId) {
        state.score = { status: 'open', problemId: s.problemId, stars: 0 };
      }
    },
    scoreChanged(state, action: PayloadAction<number>) {
      if (state.score.status !== 'open') return;
      state.score.stars = Math.max(0, Math.min(5, Math.round(Number(action.payload) || 0)));
    },
    scoreSent(state) {
      const s = state.score;
      if (s.status !== 'open' || s.stars < 1) return;
      state.scored[s.problemId] = s.stars;
      state.score = { status: 'done', problemId: s.problemId };
    },
    scoreDismissed(state) {
      const s = state.score;
      if (s.status === 'open') state.score = { status: 'done', problemId: s.problemId };
    },
  },
  extraReducers: (builder) => {
    const { problemInit, uploadProblemImg, problemSave, problemDetail } = coalitionApi.endpoints;
    builder
      // SPEC §2: the order and type sections need an order detail and a non-empty order list.
      .addMatcher(problemInit.matchFulfilled, (state, action) => {
        const f = state.flow;
        const orderId = action.meta.arg.originalArgs.orderId;
        if (f.status !== 'choosingOrder' || orderId === undefined || orderId !== f.orderId) return;
        const { orderDetail, orderList } = action.payload;
        if (!orderDetail || orderList.length === 0) return;
        state.flow = {
          status: 'choosingType',
          orderId: f.orderId,
          order: { orderNo: String(orderDetail.orderNo), isShow: String(orderDetail.isShow) },
          pickerOpen: false,
        };
      })
      .addMatcher(uploadProblemImg.matchFulfilled, (state, action) => {
        const f = state.flow;
        if (f.status !== 'writing' || f.uploading !== action.meta.arg.originalArgs.fileId) return;
        f.uploading = null;
        if (f.images.length < MAX_IMAGES) f.images.push(action.payload.url);
        say(state, MSG.uploadSuccess, 'success');
      })
      .addMatcher(uploadProblemImg.matchRejected, (state, action) => {
        const f = state.flow;
        if (f.status !== 'writing' || f.uploading !== action.meta.arg.originalArgs.fileId) return;
        f.uploading = null;
        const message = unansweredMessage(action.payload);
        if (message) say(state, message);
      })
      .addMatcher(problemSave.matchPending, (state, action) => {
        const f = state.flow;
        if (f.status === 'submitting' && f.requestId === null) f.requestId = action.meta.requestId;
      })
      .addMatcher(problemSave.matchFulfilled, (state, action) => {
        const f = state.flow;
        if (f.status !== 'submitting' || f.requestId !== action.meta.requestId) return;
        state.flow = { status: 'submitted', target: f.target, text: f.text, images: f.images };
      })
      .addMatcher(problemSave.matchRejected, (state, action) => {
        const f = state.flow;
        if (f.status !== 'submitting' || f.requestId !== action.meta.requestId) return;
        state.flow = { status: 'writing', target: f.target, text: f.text, images: f.images, uploading: null };
        const message = unansweredMessage(action.payload);
        if (message) say(state, message);
      })
      .addMatcher(problemDetail.matchFulfilled, (state, action) => {
        const s = state.score;
        const problemId = action.meta.arg.originalArgs.problemId;
        if (s.status !== 'loading' || s.problemId !== problemId) return;
        const wanted = asksForScore(action.payload.isNeedScore) && state.scored[problemId] === undefined;
        state.score = wanted ? { status: 'waiting', problemId } : { status: 'done', problemId };
      });
  },
});

export const {
  homeOpened,
  orderPickerOpened,
  orderPickerClosed,
  orderChosen,
  typeChosen,
  subTypeChosen,
  formOpened,
  draftRestored,
  textChanged,
  imagePicked,
  imageRemoved,
  submitPressed,
  successOverlayElapsed,
  navigationDone,
  detailOpened,
  detailClosed,
  scoreModalDue,
  scoreChanged,
  scoreSent,
  scoreDismissed,
} = complaintSlice.actions;

export default complaintSlice.reducer;
addSlice(complaintSlice);
