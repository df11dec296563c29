/**
 * Selectors of the card-repay machine, read through the injected slice: a store whose branch is not in
 * yet reads as the initial state.
 */
import type { RootState } from '../reducer';
import { legacyRepay } from './slice';

export const selectLegacyRepay = (state: RootState) => legacyRepay.selectSlice(state);
export const selectCardList = (state: RootState) => selectLegacyRepay(state).cardList;
export const selectChosenCardId = (state: RootState) => selectLegacyRepay(state).cardId;
export const selectRepayAmount = (state: RootState) => selectLegacyRepay(state).amount;
export const selectVerifyCode = (state: RootState) => selectLegacyRepay(state).verifyCode;
export const selectBindState = (state: RootState) => selectLegacyRepay(state).bind;
/** Bumped each time a 60 s countdown starts. */
export const selectCountdownRun = (state: RootState) => selectLegacyRepay(state).countdownRun;
const selectRepayPhase = (state: RootState) => selectLegacyRepay(state).phase;

/* Plain values out of the phase: a countdown tick changes the phase object, and only the resend
   button may re-render for it. */
export const selectPhaseStatus = (state: RootState) => selectRepayPhase(state).status;
export const selectSmsStepOpen = (state: RootState) => selectRepayPhase(state).status === 'verifying';
export const selectConfirming = (state: RootState) => {
  const phase = selectRepayPhase(state);
  return phase.status === 'verifying' && phase.confirming;
};
/** Seconds left before a resend, or null when the button shows its 'get code' label. */
export const selectResendSecondsLeft = (state: RootState) => {
  const phase = selectRepayPhase(state);
  return phase.status === 'verifying' && phase.sms.status === 'counting' ? phase.sms.secondsLeft : null;
};
export const selectResendReady = (state: RootState) => {
  const phase = selectRepayPhase(state);
  return phase.status === 'verifying' && phase.sms.status === 'ready';
};
/** The SMS step's 60 s wait is running. */
export const selectSmsCounting = (state: RootState) => selectResendSecondsLeft(state) !== null;
