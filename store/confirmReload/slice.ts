/**
 * The loan confirm machine (SPEC §4 "Loan confirm"): the reload modal with its 5500 ms countdown,
 * the agreement checkbox (ticked by default), and the submit guard that lets at most one
 * `loan-detail-push` be in flight, even across a visit to the agreement and back, and keeps an
 * unfinished application's Idempotency-Key for its retry. Time enters only as `ticked` / `elapsed`
 * from the listener; a refused `lendDetailsUrl` enters as the navigator's `navigation/refused`. The
 * modal's code loads only when an answer asks for it, so its countdown starts when the modal says it
 * is on screen (`popShown`): the borrower sees the whole 5.5 s (issue 18).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { navigationRefused } from '../navigation';
import { quoteApi } from '../quote';
import { rootReducer } from '../reducer';
import { RELOAD_DELAY_MS, canSubmit, orderIdOf, type PushAttempt } from './rules';

/** Who asks the navigator for the loan detail page after the push (named again in a refusal). */
export const SUBMIT_SOURCE = 'confirm/submit';

export type PopState =
  | { status: 'hidden' }
  /** An answer asked to wait: the modal is on its way to the screen; the countdown has not begun. */
  | { status: 'opening'; productId: string; message: string }
  /** The modal is up; `msLeft` is what the countdown image shows. */
  | { status: 'counting'; productId: string; message: string; msLeft: number }
  /** The isType 1 request is in flight. */
  | { status: 'reloading'; productId: string }
  /** The quote was reloaded once on this visit; the modal does not come back. */
  | { status: 'reloaded'; productId: string };

type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting'; productId: string }
  /** The page is being replaced by the loan detail; nothing more may be sent. */
  | { status: 'succeeded'; productId: string; url: string }
  /**
   * The loan exists but its detail URL was refused: the page says the loan was sent and offers a way
   * on (the order's in-app detail page when the URL named it, else closing the WebView).
   */
  | { status: 'submitted'; productId: string; orderId: string | null };

interface ConfirmReloadState {
  productId: string;
  agreed: boolean;
  pop: PopState;
  submit: SubmitState;
  /** The application last sent and not known to have succeeded: a retry of it repeats its key. */
  attempt: PushAttempt | null;
}

const initialState: ConfirmReloadState = {
  productId: '',
  agreed: true,
  pop: { status: 'hidden' },
  submit: { status: 'idle' },
  attempt: null,
};

/**
 * What outlives a visit of the screen (the borrower opened the agreement and came back): a push in
 * flight, whose answer still takes the borrower to the loan and until which nothing more is sent,
 * the product's unfinished application, whose key a new try repeats, and the borrower's own choice on
 * the agreement box for that product (ticked by default, SPEC §4: an untick is not undone by reading
 * the agreement).
 */
const outliving = (state: ConfirmReloadState, productId: string) => ({
  submit: state.submit.status === 'submitting' ? state.submit : initialState.submit,
  attempt: state.attempt?.payload.productId === productId ? state.attempt : null,
  agreed: state.productId === productId ? state.agreed : initialState.agreed,
});

const confirmReloadSlice = createSlice({
  name: 'confirmReload',
  initialState,
  reducers: {
    /** The confirm screen opened for a product: a fresh visit. */
    entered(state, action: PayloadAction<{ productId: string }>) {
      const { productId } = action.payload;
      return { ...initialState, productId, ...outliving(state, productId) };
    },
    /** The screen closed: any countdown stops. Its product is kept, for what outlives the visit. */
    left(state) {
      return { ...initialState, productId: state.productId, ...outliving(state, state.productId) };
    },
    /** The first answer asked to wait before the quote is reloaded. */
    popRequested(state, action: PayloadAction<{ productId: string; message: string }>) {
      if (state.pop.status !== 'hidden') return;
      state.pop = { status: 'opening', ...action.payload };
    },
    /** The modal is on screen: its countdown begins. */
    popShown(state) {
      if (state.pop.status !== 'opening') return;
      state.pop = { ...state.pop, status: 'counting', msLeft: RELOAD_DELAY_MS };
    },
    ticked(state, action: PayloadAction<{ msLeft: number }>) {
      if (state.pop.status === 'counting') state.pop.msLeft = action.payload.msLeft;
    },
    elapsed(state) {
      if (state.pop.status === 'counting') state.pop = { status: 'reloading', productId: state.pop.productId };
    },
    agreementToggled(state) {
      state.agreed = !state.agreed;
    },
    /** The borrower tapped apply; the listener builds the push from the quote on screen. */
    submitRequested(state) {
      if (!canSubmit(state)) return;
      state.submit = { status: 'submitting', productId: state.productId };
    },
    /** The listener is sending this application (a new key, or a retry's old one). */
    pushAttempted(state, action: PayloadAction<PushAttempt>) {
      if (state.submit.status === 'submitting') state.attempt = action.payload;
    },
    submitSucceeded(state, action: PayloadAction<{ url: string }>) {
      if (state.submit.status !== 'submitting') return;
      state.submit = { status: 'succeeded', productId: state.submit.productId, url: action.payload.url };
      state.attempt = null;
    },
    /**
     * `refused`: the server's answer said no, so no loan was made and a new try is a new application.
     * Otherwise (no answer, a garbled one) the loan may exist: the next try repeats the key.
     */
    submitFailed(state, action: PayloadAction<{ message: string; refused: boolean }>) {
      if (state.submit.status !== 'submitting') return;
      state.submit = { status: 'idle' };
      if (action.payload.refused) state.attempt = null;
    },
  },
  extraReducers: (builder) => {
    // The loan was created; only its page could not be opened. Never back to idle: no second push.
    builder.addCase(navigationRefused, (state, action) => {
      if (action.payload.source !== SUBMIT_SOURCE || state.submit.status !== 'succeeded') return;
      state.submit = {
        status: 'submitted',
        productId: state.submit.productId,
        orderId: orderIdOf(state.submit.url),
      };
    });
    const isReload = (action: { meta: { arg: { originalArgs: { isType?: 1 } } } }) =>
      action.meta.arg.originalArgs.isType === 1;
    // The reload ends either way: with data, or with an error the screen offers to retry.
    builder.addMatcher(quoteApi.endpoints.loanConfirm.matchFulfilled, (state, action) => {
      if (isReload(action) && state.pop.status === 'reloading')
        state.pop = { status: 'reloaded', productId: state.pop.productId };
    });
    builder.addMatcher(quoteApi.endpoints.loanConfirm.matchRejected, (state, action) => {
      // A request skipped because the same one is already in flight is not the end of the reload.
      if (action.meta.condition) return;
      if (isReload(action) && state.pop.status === 'reloading')
        state.pop = { status: 'reloaded', productId: state.pop.productId };
    });
  },
});

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof confirmReloadSlice> {}
}

/** Injected when this module loads (with its route); reads as the initial state until its first action. */
export const confirmReload = confirmReloadSlice.injectInto(rootReducer);

export const {
  entered: confirmEntered,
  left: confirmLeft,
  popRequested,
  popShown,
  ticked: reloadTicked,
  elapsed: reloadElapsed,
  agreementToggled,
  submitRequested,
  pushAttempted,
  submitSucceeded,
  submitFailed,
} = confirmReload.actions;
