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
  resendTapped,
  smsStepCancelled,
  verifyCodeEdited,
} from './slice';
export {
  selectBindState,
  selectCardList,
  selectChosenCardId,
  selectConfirming,
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
  prefixes: ['legacyRepay', 'legacyApi', 'coalitionApi'],
  setupListeners: setupLegacyRepayListeners,
};
