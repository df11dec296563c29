/**
 * The repayment screens (SPEC §2 repay, extension, repayment description): their calls, and copying a
 * reference code. Card repay and card binding are the legacyRepay feature.
 */
import type { Feature } from '../feature';
import { repayApi } from './api';
import { setupRepayListeners } from './listeners';

export { repayApi } from './api';
export { copyRequested } from './events';
export type { Channel } from '../api/types';

/** The repayment calls a screen reads with hooks. */
export const { useRepayPlanQuery, useDelayDetailQuery, useInstructionQuery } = repayApi;

export const repayFeature: Feature = {
  prefixes: ['repay', 'loanApi'],
  setupListeners: setupRepayListeners,
};
