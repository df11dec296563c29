/** What the confirm screen and its listener read: the modal, the checkbox, the button, the quote. */
import { createSelector } from '@reduxjs/toolkit';
import { withLoanApi } from '../api/loan';
import type { RootState } from '../reducer';
import { quoteApi, quoteArg } from '../quote';
import { RELOAD_DELAY_MS, canSubmit, pushPayload, type LoanPushPayload } from './rules';
import { confirmReload, type PopState } from './slice';

const selectConfirm = (state: RootState) => confirmReload.selectSlice(state);

export const selectConfirmPop = (state: RootState) => selectConfirm(state).pop;
export const selectAgreed = (state: RootState) => selectConfirm(state).agreed;
export const selectCanSubmit = (state: RootState) => canSubmit(selectConfirm(state));
export const selectSubmitStatus = (state: RootState) => selectConfirm(state).submit.status;
/** The application last sent and not known to have succeeded, or null. */
export const selectPushAttempt = (state: RootState) => selectConfirm(state).attempt;
/** The button says it is sending while the push is out or the page is being replaced. */
export const selectSubmitting = (state: RootState) => {
  const status = selectSubmitStatus(state);
  return status === 'submitting' || status === 'succeeded';
};
/** The loan was sent but its detail page refused: what the page offers instead, else null. */
export const selectSubmitted = createSelector([(state: RootState) => selectConfirm(state).submit], (submit) =>
  submit.status === 'submitted' ? { productId: submit.productId, orderId: submit.orderId } : null,
);
/** The reload modal is asked for or up: the screen loads and shows it. */
export const selectPopWanted = (state: RootState) => {
  const { status } = selectConfirmPop(state);
  return status === 'opening' || status === 'counting';
};
/** Whole seconds the countdown image shows (5 … 1), or null when the modal is down. */
export const selectCountdownSeconds = (state: RootState) => {
  const pop = selectConfirmPop(state);
  if (pop.status === 'opening') return Math.floor(RELOAD_DELAY_MS / 1000);
  return pop.status === 'counting' ? Math.max(1, Math.floor(pop.msLeft / 1000)) : null;
};

const isReloaded = (pop: PopState) => pop.status === 'reloading' || pop.status === 'reloaded';
/** Once the reload started, the screen reads the isType 1 answer. */
export const selectReloaded = (state: RootState) => isReloaded(selectConfirmPop(state));

/** The push for the quote on screen (the reloaded one once reloaded), or null while it is not in. */
export const selectPushPayload = withLoanApi.selector((state): LoanPushPayload | null => {
  const { productId, pop } = selectConfirm(state);
  const quote = quoteApi.endpoints.loanConfirm.select(quoteArg(productId, isReloaded(pop)))(state).data;
  return quote ? pushPayload(quote, productId) : null;
});
