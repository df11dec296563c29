/** The loan detail page (SPEC §4 order status): its details call, its buttons' rule, its modals. */
import type { Feature } from '../feature';
import { setupLoanDetailListeners } from './listeners';

export { loanDetailApi } from './api';
export type { LoanDetail } from '../api/types';
export { orderActions, PAID_OFF, REJECTED, REPAYABLE } from './rules';
export { borrowAgainTapped, extensionReminderClosed, extensionReminderOpened, loanDetailEntered } from './slice';
export { selectReminderOpen, selectShowMarket } from './selectors';

export const loanDetailFeature: Feature = {
  prefixes: ['loanDetail', 'loanApi'],
  setupListeners: setupLoanDetailListeners,
};
