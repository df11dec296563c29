/**
 * Redux DevTools options: a readable instance name, the same secrets masked as in recordings, and
 * the countdown ticks easy to hide: set `actionsDenylist: TICK_ACTIONS` (or tick the types away in
 * the extension's filter) to follow a flow without one entry per second.
 */
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { maskSecrets } from './replay/mask';

export const TICK_ACTIONS = ['sms/ticked', 'legacyRepay/ticked', 'confirmReload/ticked', 'complaint/ticked'];

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'loan-h5',
  actionSanitizer: (action) => maskSecrets(action),
  stateSanitizer: (state) => maskSecrets(state),
  // actionsDenylist: TICK_ACTIONS,
};
