/**
 * The loan confirm machine (SPEC §4 "Loan confirm"): the reload modal with its 5500 ms countdown,
 * the agreement checkbox (ticked by default), and the submit guard that lets at most one
 * `loan-detail-push` be in flight. Time enters only as `ticked` / `elapsed` from the listener.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loanApi } from '../api/loan';
import { addSlice } from '../registry';

/** SPEC §9: the data is reloaded (isType 1) this long after the modal shows. */
export const RELOAD_DELAY_MS = 5500;

export type PopState =
  | { status: 'hidden' }
  /** The modal is up; `msLeft` is what the countdown image shows. */
  | { status: 'counting'; productId: string; message: string; msLeft: number }
  /** The isType 1 request is in flight. */
  | { status: 'reloading'; productId: string }
  /** The quote was reloaded once on this visit; the modal does not come back. */
  | { status: 'reloaded'; productId: string };

export type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting'; productId: string }
  /** The page is being replaced by the loan detail; nothing more may be sent. */
  | { status: 'succeeded'; url: string };

export interface ConfirmReloadState {
  productId: string;
  agreed: boolean;
  pop: PopState;
  submit: SubmitState;
}

export interface LoanPushPayload {
  amount: string;
  periods: string;
  termUnit: string;
  productId: string;
}

export const initialConfirmState: ConfirmReloadState = {
  productId: '',
  agreed: true,
  pop: { status: 'hidden' },
  submit: { status: 'idle' },
};

/** The submit button's rule: ticked, nothing in flight, no reload pending. */
export const canSubmit = (s: ConfirmReloadState) =>
  s.agreed && s.submit.status === 'idle' && (s.pop.status === 'hidden' || s.pop.status === 'reloaded');

const confirmReloadSlice = createSlice({
  name: 'confirmReload',
  initialState: initialConfirmState,
  reducers: {
    /** The confirm screen opened for a product: a fresh visit. */
    entered(_state, action: PayloadAction<{ productId: string }>) {
      return { ...initialConfirmState, productId: action.payload.productId };
    },
    /** The screen closed: any countdown stops. */
    left() {
      return initialConfirmState;
    },
    popShown(state, action: PayloadAction<{ productId: string; message: string }>) {
      if (state.pop.status !== 'hidden') return;
      state.pop = { status: 'counting', ...action.payload, msLeft: RELOAD_DELAY_MS };
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
    submitRequested(state, action: PayloadAction<LoanPushPayload>) {
      if (!canSubmit(state)) return;
      state.submit = { status: 'submitting', productId: action.payload.productId };
    },
    submitSucceeded(state, action: PayloadAction<{ url: string }>) {
      if (state.submit.status === 'submitting') state.submit = { status: 'succeeded', url: action.payload.url };
    },
    submitFailed(state, _action: PayloadAction<{ message: string }>) {
      if (state.submit.status === 'submitting') state.submit = { status: 'idle' };
    },
  },
  extraReducers: (builder) => {
    const isReload = (action: { meta: { arg: { originalArgs: { isType?: 1 } } } }) =>
      action.meta.arg.originalArgs.isType === 1;
    // The reload ends either way: with data, or with an error the screen offers to retry.
    builder.addMatcher(loanApi.endpoints.loanConfirm.matchFulfilled, (state, action) => {
      if (isReload(action) && state.pop.status === 'reloading')
        state.pop = { status: 'reloaded', productId: state.pop.productId };
    });
    builder.addMatcher(loanApi.endpoints.loanConfirm.matchRejected, (state, action) => {
      // A request skipped because the same one is already in flight is not the end of the reload.
      if (action.meta.condition) return;
      if (isReload(action) && state.pop.status === 'reloading')
        state.pop = { status: 'reloaded', productId: state.pop.productId };
    });
  },
});

export const {
  entered: confirmEntered,
  left: confirmLeft,
  popShown,
  ticked: reloadTicked,
  elapsed: reloadElapsed,
  agreementToggled,
  submitRequested,
  submitSucceeded,
  submitFailed,
} = confirmReloadSlice.actions;
export default confirmReloadSlice.reducer;
addSlice(confirmReloadSlice);
