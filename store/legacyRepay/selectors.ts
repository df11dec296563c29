/**
 * Selectors of the card-repay machine, read through the injected slice: a store whose branch is not in
 * yet reads as the initial state.
 */
import { selectCarriedQuery } from '../navigation';
import type { RootState } from '../reducer';
import { borrowDetailUrl } from './rules';
import { legacyRepay } from './slice';

export const selectLegacyRepay = (state: RootState) => legacyRepay.selectSlice(state);
export const selectCardList = (state: RootState) => selectLegacyRepay(state).cardList;
export const selectChosenCardId = (state: RootState) => selectLegacyRepay(state).cardId;
export const selectRepayAmount = (state: RootState) => selectLegacyRepay(state).amount;
export const selectVerifyCode = (state: RootState) => selectLegacyRepay(state).verifyCode;
export const selectBindState = (state: RootState) => selectLegacyRepay(state).bind;
/** The bind whose answer never came (its card and key), if any. */
export const selectBindAttempt = (state: RootState) => selectLegacyRepay(state).bindAttempt;
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

/**
 * The repayToken the next repayment-commit carries: the one the payment in the SMS step was accepted
 * with; else the token of this order's commit whose outcome is unknown (so a retry is answered, not
 * paid again); else the card list's. Null when that one went with a cancelled payment: a fresh one
 * comes first.
 */
export const selectRepayTokenToSend = (state: RootState): string | null => {
  const { phase, unsettled, cardList } = selectLegacyRepay(state);
  if (phase.status === 'verifying') return phase.repayToken;
  if (unsettled && unsettled.orderId === state.session.orderId) return unsettled.repayToken;
  if (cardList.status !== 'ready') return '';
  return cardList.spent ? null : cardList.repayToken;
};

/** This order's commit whose outcome the page has not learned (its token included: listeners only). */
export const selectUnsettled = (state: RootState) => selectLegacyRepay(state).unsettled;

/** The warning's data: an earlier page's unsettled payment of the order on screen, or null. */
export const selectEarlierPayment = (state: RootState) => {
  const earlier = selectLegacyRepay(state).earlierPayment;
  return earlier && earlier.orderId === state.session.orderId ? earlier : null;
};

/** Pay waits for the borrower to confirm, in the warning, that they want to pay again. */
export const selectPayAwaitsConfirm = (state: RootState) =>
  selectEarlierPayment(state) !== null && !selectLegacyRepay(state).payAgainConfirmed;
/** The warning's box is ticked. */
export const selectPayAgainConfirmed = (state: RootState) => selectLegacyRepay(state).payAgainConfirmed === true;

/** The borrow detail of the order on screen, with the borrower's session: where a paid repayment lands. */
export const selectBorrowDetailUrl = (state: RootState) => borrowDetailUrl(selectCarriedQuery(state), state.session);
