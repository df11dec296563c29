/** Selectors of the card-repay machine and the borrow-detail target it navigates to. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../index';

export const selectLegacyRepay = (state: RootState) => state.legacyRepay;
export const selectCardList = (state: RootState) => state.legacyRepay.cardList;
export const selectChosenCardId = (state: RootState) => state.legacyRepay.cardId;
export const selectRepayAmount = (state: RootState) => state.legacyRepay.amount;
export const selectRepayPhase = (state: RootState) => state.legacyRepay.phase;
export const selectVerifyCode = (state: RootState) => state.legacyRepay.verifyCode;
export const selectBindState = (state: RootState) => state.legacyRepay.bind;

/* Plain values out of the phase: a countdown tick changes the phase object, and only the resend
   button may re-render for it. */
export const selectPhaseStatus = (state: RootState) => state.legacyRepay.phase.status;
export const selectSmsStepOpen = (state: RootState) => state.legacyRepay.phase.status === 'verifying';
export const selectConfirming = (state: RootState) => {
  const phase = state.legacyRepay.phase;
  return phase.status === 'verifying' && phase.confirming;
};
/** Seconds left before a resend, or null when the button shows its 'get code' label. */
export const selectResendSecondsLeft = (state: RootState) => {
  const phase = state.legacyRepay.phase;
  return phase.status === 'verifying' && phase.sms.status === 'counting' ? phase.sms.secondsLeft : null;
};
export const selectResendReady = (state: RootState) => {
  const phase = state.legacyRepay.phase;
  return phase.status === 'verifying' && phase.sms.status === 'ready';
};

export const selectChosenCard = createSelector([selectCardList, selectChosenCardId], (list, id) =>
  list.status === 'ready' && id ? (list.cards.find((c) => String(c.id) === id) ?? null) : null,
);
