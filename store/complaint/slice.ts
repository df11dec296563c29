/**
 * The complaint state machine (SPEC §4 complaint flow, §5 limits, §8 messages).
 *
 * `flow` walks: choosingOrder -> choosingType -> (choosingSubType, only for type 1) -> writing ->
 * submitting -> submitted. `saving` is the one problem-save out, kept beside the flow because the
 * borrower may go back home while it is out: its answer still clears the draft (and says so), and
 * the same form reopened meanwhile waits for it instead of sending a second. `attempt` is the
 * submission whose answer never came, with the Idempotency-Key its next try repeats (entered by the
 * listener as `saveAttempted`, or from the stored draft as `draftRestored`). `score` is the
 * follow-up rating of the detail screen, which runs beside the flow. Server data arrives as RTK Query actions (matched in extraReducers) or, where a listener
 * must judge it first (the phone's shrink, the gated upload URL), as its events (`imageShrunk`,
 * `imageRefused`, `imageUploaded`, `imageLinkRefused`); time only as listener-dispatched events
 * (`successOverlayElapsed`, `scoreModalDue`), so a recorded log replays to the same state. Refusals set `notice` (a code); a listener shows each new one.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../api/request';
import type { FieldError, NoticeCode } from '../notice';
import { rootReducer } from '../reducer';
import { complaintApi, type FormTarget } from '../complaintRecords';
import {
  MAX_IMAGES,
  MAX_TEXT_CHARS,
  asksForScore,
  chooseType,
  cutText,
  fitInsert,
  hasOrders,
  sameForm,
  type ChosenOrder,
  targetOf,
  type Draft,
  type ImageRefusal,
  type SaveAttempt,
} from './rules';

export type Flow =
  /** Waiting for the order detail of `orderId`, or the borrower has no order (sections hidden). */
  | { status: 'choosingOrder'; orderId: string }
  | { status: 'choosingType'; orderId: string; order: ChosenOrder; pickerOpen: boolean }
  | { status: 'choosingSubType'; orderId: string; order: ChosenOrder; pickerOpen: boolean; type: string }
  /**
   * `uploading` is the file id of the one image in flight: the picked file while the phone shrinks
   * it, then the file sent. `lostUpload`: the stored draft says an image was in flight when the page
   * died, so it never arrived (shown until the next pick).
   */
  | {
      status: 'writing';
      target: FormTarget;
      text: string;
      images: string[];
      uploading: string | null;
      lostUpload: boolean;
    }
  /** The form's save is out (its request is `saving`). */
  | { status: 'submitting'; target: FormTarget; text: string; images: string[] }
  /** Text and images stay on screen under the success overlay. */
  | { status: 'submitted'; target: FormTarget; text: string; images: string[] };

type ScoreState =
  | { status: 'idle' }
  /** Detail opened, its data not yet loaded. */
  | { status: 'loading'; problemId: string }
  /** The reply asks for a score; the 3000 ms timer runs. */
  | { status: 'waiting'; problemId: string }
  /** `sending`: the score is on its way to the server; the dialog stays until the answer. */
  | { status: 'open'; problemId: string; stars: number; sending: boolean }
  | { status: 'done'; problemId: string };

interface ComplaintNotice {
  /** Grows with every notice, so the same refusal twice is shown twice. */
  seq: number;
  code: NoticeCode;
  tone: 'info' | 'success';
}

/** What an accepted submit sent; `requestId` once its request started. */
interface SaveOut {
  target: FormTarget;
  text: string;
  images: string[];
  requestId: string | null;
}

interface ComplaintState {
  flow: Flow;
  /**
   * The problem-save out, from the accepted submit to its answer, whatever page the borrower is on.
   * Absent (not null) while none is out, so the state of a flow recorded before it existed replays
   * unchanged.
   */
  saving?: SaveOut;
  /**
   * The last submission sent and not known to be saved or refused: a new try of the same complaint
   * repeats its key. Absent while none, like `saving`.
   */
  attempt?: SaveAttempt;
  score: ScoreState;
  /** Stars the server kept, per problemId, in this session (its detail then stops asking). */
  scored: Record<string, number>;
  notice: ComplaintNotice | null;
  /** The form's field the last submit refused (shown under it), until it changes or another form opens. */
  fieldError: FieldError<'text'> | null;
}

const initialState: ComplaintState = {
  flow: { status: 'choosingOrder', orderId: '' },
  score: { status: 'idle' },
  scored: {},
  notice: null,
  fieldError: null,
};

const raise = (state: ComplaintState, code: NoticeCode, tone: ComplaintNotice['tone'] = 'info') => {
  state.notice = { seq: (state.notice?.seq ?? 0) + 1, code, tone };
};

/** The coalition client already showed the server's message; only a call with no answer needs one. */
const unansweredNotice = (payload: unknown): NoticeCode | null =>
  (payload as Partial<ApiError> | undefined)?.kind === 'failed' ? null : 'networkError';

const complaintSlice = createSlice({
  name: 'complaint',
  initialState,
  reducers: {
    homeOpened(state, action: PayloadAction<{ orderId: string }>) {
      state.flow = { status: 'choosingOrder', orderId: action.payload.orderId };
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
    /** Another type than 1 leaves the flow as it is: the listener opens its form. */
    typeChosen(state, action: PayloadAction<{ value: string }>) {
      const f = state.flow;
      if (f.status !== 'choosingType' && f.status !== 'choosingSubType') return;
      const type = String(action.payload.value);
      const choice = chooseType(f.order, type);
      if (choice.kind === 'blocked') raise(state, 'collectionBlocked');
      else if (choice.kind === 'subTypes') {
        state.flow = { status: 'choosingSubType', orderId: f.orderId, order: f.order, pickerOpen: false, type };
      }
    },
    /** Valid only with the sub-types revealed; the listener opens its form. */
    subTypeChosen(_state, _action: PayloadAction<{ value: string }>) {},
    /**
     * Reopening the same form keeps what is typed, or waits for its save still out; another form
     * starts empty (its draft follows).
     */
    formOpened(state, action: PayloadAction<FormTarget>) {
      const f = state.flow;
      if (f.status === 'writing' && sameForm(f.target, action.payload)) return;
      state.fieldError = null;
      // Its save is still out (the borrower went back and returned): the form waits for that answer,
      // so its draft cannot be sent a second time.
      const out = state.saving;
      if (out && sameForm(out.target, action.payload)) {
        state.flow = { status: 'submitting', target: { ...out.target }, text: out.text, images: [...out.images] };
        return;
      }
      state.flow = {
        status: 'writing',
        target: { ...action.payload },
        text: '',
        images: [],
        uploading: null,
        lostUpload: false,
      };
    },
    /** What the listener read from storage, as data, so a replay needs no storage. */
    draftRestored(state, action: PayloadAction<Draft>) {
      if (state.flow.status !== 'writing') return;
      state.flow.text = cutText(String(action.payload.text ?? ''), MAX_TEXT_CHARS);
      state.flow.images = (action.payload.images ?? []).filter((u) => typeof u === 'string' && u).slice(0, MAX_IMAGES);
      // An image in flight in this very page is not lost; one in flight when the page died is.
      if (action.payload.unsent === true && state.flow.uploading === null) {
        state.flow.lostUpload = true;
        raise(state, 'imageNotUploaded');
      }
      // This form's submission whose answer never came (the page was reloaded or killed meanwhile).
      const pending = action.payload.pending;
      if (pending && sameForm(targetOf(pending.payload), state.flow.target)) state.attempt = pending;
    },
    /** SPEC §5: at most 200 characters, extra input ignored (also on paste). */
    textChanged(state, action: PayloadAction<string>) {
      const f = state.flow;
      if (f.status !== 'writing') return;
      f.text = fitInsert(f.text, String(action.payload), MAX_TEXT_CHARS);
      state.fieldError = null;
    },
    /** One file at a time, never beyond 9: a pick while uploading or at the limit is ignored. */
    imagePicked(state, action: PayloadAction<{ fileId: string }>) {
      const f = state.flow;
      if (f.status !== 'writing' || f.uploading !== null || f.images.length >= MAX_IMAGES) return;
      f.uploading = action.payload.fileId;
      f.lostUpload = false;
    },
    /** The phone made the picked file fit (or kept it); `sentFileId` is what goes to the server. */
    imageShrunk(state, action: PayloadAction<{ fileId: string; sentFileId: string; bytes: number; kept: boolean }>) {
      const f = state.flow;
      if (f.status !== 'writing' || f.uploading !== action.payload.fileId) return;
      f.uploading = action.payload.sentFileId;
    },
    /** Not an image, or too large even shrunk: nothing is sent. */
    imageRefused(state, action: PayloadAction<{ fileId: string; reason: ImageRefusal }>) {
      const f = state.flow;
      if (f.status !== 'writing' || f.uploading !== action.payload.fileId) return;
      f.uploading = null;
      raise(state, action.payload.reason === 'notImage' ? 'imageNotImage' : 'imageTooLarge');
    },
    /** The server kept the image at `url`, which the URL gate let through. */
    imageUploaded(state, action: PayloadAction<{ fileId: string; url: string }>) {
      const f = state.flow;
      if (f.status !== 'writing' || f.uploading !== action.payload.fileId) return;
      f.uploading = null;
      if (f.images.length < MAX_IMAGES) f.images.push(action.payload.url);
      raise(state, 'uploadSuccess', 'success');
    },
    /** The server answered with a URL the gate refuses: a failed upload, the URL is dropped. */
    imageLinkRefused(state, action: PayloadAction<{ fileId: string }>) {
      const f = state.flow;
      if (f.status !== 'writing' || f.uploading !== action.payload.fileId) return;
      f.uploading = null;
      raise(state, 'imageLinkRefused');
    },
    imageRemoved(state, action: PayloadAction<{ index: number }>) {
      const f = state.flow;
      if (f.status !== 'writing') return;
      f.images.splice(action.payload.index, 1);
    },
    /**
     * Refused while empty; refused while not writing (uploading) or while a save is out (also one
     * left behind on another page), so one request only.
     */
    submitPressed(state) {
      const f = state.flow;
      if (f.status !== 'writing' || f.uploading !== null || state.saving) return;
      if (!f.text.trim()) {
        raise(state, 'emptyComplaint');
        state.fieldError = { field: 'text', code: 'emptyComplaint' };
        return;
      }
      state.saving = { target: f.target, text: f.text, images: [...f.images], requestId: null };
      state.flow = { status: 'submitting', target: f.target, text: f.text, images: f.images };
    },
    /** The listener is sending the save out with this key (a new one, or a retry's old one). */
    saveAttempted(state, action: PayloadAction<SaveAttempt>) {
      if (state.saving && state.saving.requestId === null) state.attempt = action.payload;
    },
    /** The overlay is over; the listener sends the borrower home. */
    successOverlayElapsed(state) {
      const f = state.flow;
      if (f.status !== 'submitted') return;
      state.flow = { status: 'choosingOrder', orderId: f.target.orderNo };
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
        state.score = { status: 'open', problemId: s.problemId, stars: 0, sending: false };
      }
    },
    scoreChanged(state, action: PayloadAction<number>) {
      if (state.score.status !== 'open' || state.score.sending) return;
      state.score.stars = Math.max(0, Math.min(5, Math.round(Number(action.payload) || 0)));
    },
    /** With a star, the listener posts it (once: a second tap while sending is refused). */
    scoreSent(state) {
      const s = state.score;
      if (s.status !== 'open' || s.sending || s.stars < 1) return;
      s.sending = true;
    },
    /**
     * Also while sending: a stalled network must not hold the borrower in the dialog. The score still
     * goes, and counts if kept; the detail asks again on a later visit if it was not.
     */
    scoreDismissed(state) {
      const s = state.score;
      if (s.status === 'open') state.score = { status: 'done', problemId: s.problemId };
    },
  },
  extraReducers: (builder) => {
    const { problemInit, uploadProblemImg, problemSave, problemDetail, problemScore } = complaintApi.endpoints;
    /** The save out that this answer is for. */
    const savedBy = (state: ComplaintState, requestId: string) =>
      state.saving?.requestId === requestId ? state.saving : null;
    /** The server answered this try (saved, or refused in words): its key is done with. */
    const answered = (state: ComplaintState, tried: { idempotencyKey?: string }) => {
      if (state.attempt && state.attempt.key === tried.idempotencyKey) delete state.attempt;
    };
    /** The dialog whose score this call carries, while it waits for the answer. */
    const sendingFor = (state: ComplaintState, problemId: string) => {
      const s = state.score;
      return s.status === 'open' && s.sending && s.problemId === problemId ? s : null;
    };
    builder
      // SPEC §2: the order and type sections need an order detail and a non-empty order list.
      .addMatcher(problemInit.matchFulfilled, (state, action) => {
        const f = state.flow;
        const orderId = action.meta.arg.originalArgs.orderId;
        if (f.status !== 'choosingOrder' || orderId === undefined || orderId !== f.orderId) return;
        const { orderDetail } = action.payload;
        if (!orderDetail || !hasOrders(action.payload)) return;
        state.flow = {
          status: 'choosingType',
          orderId: f.orderId,
          order: { orderNo: String(orderDetail.orderNo), isShow: String(orderDetail.isShow) },
          pickerOpen: false,
        };
      })
      // A fulfilled upload ends as imageUploaded or imageLinkRefused, once the listener gated its URL.
      .addMatcher(uploadProblemImg.matchRejected, (state, action) => {
        const f = state.flow;
        if (f.status !== 'writing' || f.uploading !== action.meta.arg.originalArgs.fileId) return;
        f.uploading = null;
        const code = unansweredNotice(action.payload);
        if (code) raise(state, code);
      })
      .addMatcher(problemSave.matchPending, (state, action) => {
        if (state.saving && state.saving.requestId === null) state.saving.requestId = action.meta.requestId;
      })
      // Saved: on its form, the success overlay; on another page, a success notice (the listener
      // clears the draft either way).
      .addMatcher(problemSave.matchFulfilled, (state, action) => {
        const out = savedBy(state, action.meta.requestId);
        if (!out) return;
        const f = state.flow;
        const onForm = f.status === 'submitting' && sameForm(f.target, out.target);
        delete state.saving;
        answered(state, action.meta.arg.originalArgs);
        if (onForm) {
          state.flow = { status: 'submitted', target: f.target, text: f.text, images: f.images };
        } else raise(state, 'complaintSent', 'success');
      })
      // Not saved: the draft stays in storage; on its form, the text comes back to edit and resend.
      .addMatcher(problemSave.matchRejected, (state, action) => {
        const out = savedBy(state, action.meta.requestId);
        if (!out) return;
        const f = state.flow;
        const onForm = f.status === 'submitting' && sameForm(f.target, out.target);
        delete state.saving;
        if (onForm) {
          state.flow = {
            status: 'writing',
            target: f.target,
            text: f.text,
            images: f.images,
            uploading: null,
            lostUpload: false,
          };
        }
        // Refused in words: its key is done with. No answer (or a garbled one): it may be saved, so
        // the next try repeats the key, and the borrower is told what to do, not just 'error'.
        if (unansweredNotice(action.payload)) raise(state, 'complaintNotSent');
        else answered(state, action.meta.arg.originalArgs);
      })
      .addMatcher(problemDetail.matchFulfilled, (state, action) => {
        const s = state.score;
        const problemId = action.meta.arg.originalArgs.problemId;
        if (s.status !== 'loading' || s.problemId !== problemId) return;
        const wanted = asksForScore(action.payload.isNeedScore) && state.scored[problemId] === undefined;
        state.score = wanted ? { status: 'waiting', problemId } : { status: 'done', problemId };
      })
      // Kept by the server: the dialog closes (the detail refetches, now without isNeedScore).
      .addMatcher(problemScore.matchFulfilled, (state, action) => {
        const { problemId, score } = action.meta.arg.originalArgs;
        state.scored[problemId] = score;
        if (sendingFor(state, problemId)) state.score = { status: 'done', problemId };
      })
      // Not kept: the dialog stays with its stars, so one more tap sends it again.
      .addMatcher(problemScore.matchRejected, (state, action) => {
        const s = sendingFor(state, action.meta.arg.originalArgs.problemId);
        if (!s) return;
        s.sending = false;
        // A refusal the server worded was shown by the client; no answer at all needs our words.
        if (unansweredNotice(action.payload)) raise(state, 'scoreNotSent');
      });
  },
  selectors: {
    selectFlow: (state) => state.flow,
    selectSaving: (state) => state.saving ?? null,
    selectAttempt: (state) => state.attempt ?? null,
    selectScore: (state) => state.score,
    selectScored: (state) => state.scored,
    selectNotice: (state) => state.notice,
  },
});

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof complaintSlice> {}
}

/** Injected when this module loads (with its route); reads as the initial state until its first action. */
export const complaint = complaintSlice.injectInto(rootReducer);

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
  imageShrunk,
  imageRefused,
  imageUploaded,
  imageLinkRefused,
  imageRemoved,
  submitPressed,
  saveAttempted,
  successOverlayElapsed,
  detailOpened,
  detailClosed,
  scoreModalDue,
  scoreChanged,
  scoreSent,
  scoreDismissed,
} = complaint.actions;
