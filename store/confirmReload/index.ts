/** Applying for a loan (SPEC §4 "Loan confirm"): products, the quote's reload modal and the one push. */
import type { Feature } from '../feature';
import { setupConfirmReloadListeners } from './listeners';

export { productApi } from './api';
export { RELOAD_DELAY_MS } from './rules';
export { agreementToggled, confirmEntered, confirmLeft, popShown, submitRequested } from './slice';
export {
  selectAgreed,
  selectCanSubmit,
  selectConfirmPop,
  selectCountdownSeconds,
  selectPopWanted,
  selectReloaded,
  selectSubmitStatus,
  selectSubmitted,
  selectSubmitting,
} from './selectors';

export const confirmReloadFeature: Feature = {
  prefixes: ['confirmReload', 'loanApi', 'coalitionApi'],
  setupListeners: setupConfirmReloadListeners,
};
