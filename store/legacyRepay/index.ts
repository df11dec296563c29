/** Card repay and card binding (SPEC §4 "Legacy repayment by card", CONTRACT.md bind card): what their screens use. */
import type { Feature } from '../feature';
import { setupLegacyRepayListeners } from './listeners';

export {
  amountEdited,
  bindFieldEdited,
  bindOpened,
  bindSubmitted,
  cardChosen,
  cardListRetried,
  cardRepayOpened,
  confirmTapped,
  onlinePayTapped,
  payTapped,
  payAgainToggled,
  resendTapped,
  smsStepCancelled,
  verifyCodeEdited,
} from './slice';
export {
  selectBindState,
  selectBorrowDetailUrl,
  selectCardList,
  selectChosenCardId,
  selectConfirming,
  selectEarlierPayment,
  selectPayAgainConfirmed,
  selectPayAwaitsConfirm,
  selectLegacyRepay,
  selectPhaseStatus,
  selectRepayAmount,
  selectResendReady,
  selectResendSecondsLeft,
  selectSmsStepOpen,
  selectVerifyCode,
} from './selectors';
export { AMOUNT_MAX_LENGTH, amountFromCents } from './rules';

export const legacyRepayFeature: Feature = {
  // `__rtkq`: the page shown again (RTK Query's `onFocus`) frees the online-pay button, so a recording
  // holding it must replay.
  prefixes: ['legacyRepay', 'legacyApi', 'coalitionApi', '__rtkq'],
  setupListeners: setupLegacyRepayListeners,
};
