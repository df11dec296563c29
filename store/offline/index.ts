/** Last-known data offline (beyond the spec): the loan detail and repay screens' persisted display data. */
import type { Feature } from '../feature';
import { setupOfflineListeners } from './listeners';

export { isOffline } from './rules';
export { selectLastKnown } from './selectors';
export { offlinePaymentTapped } from './slice';

export const offlineFeature: Feature = { prefixes: ['offline'], setupListeners: setupOfflineListeners };
