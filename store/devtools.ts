/**
 * Redux DevTools options: a readable instance name, high-frequency ticks filterable, and the same
 * secrets masked as in recordings. To hide the countdown ticks, add their types to actionsDenylist.
 */
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

export const TICK_ACTIONS = ['sms/ticked', 'legacyRepay/ticked', 'confirmReload/ticked'];

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'loan-h5',
  // Uncomment to hide countdown ticks while following a flow:
  // actionsDenylist: TICK_ACTIONS,
};
