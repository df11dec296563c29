/**
 * Redux DevTools options: a readable instance name, the same secrets masked as in recordings (an action
 * by its type's rule and by key, the state by key: store/replay/mask.ts), and the countdown ticks
 * hidden, so a flow reads one event per step rather than one per second (remove the denylist, or
 * untick it in the extension's filter, to see them).
 */
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { maskAction, maskSecrets } from './replay/mask';

const TICK_ACTIONS = ['sms/ticked', 'legacyRepay/ticked', 'confirmReload/ticked'];

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'loan-h5',
  actionSanitizer: (action) => maskAction(action),
  stateSanitizer: (state) => maskSecrets(state),
  actionsDenylist: TICK_ACTIONS,
};
