/**
 * The one listener middleware. Each state machine registers its effects (timers, storage,
 * navigation, bridge calls) here; a fresh middleware is made per store so tests never share timers.
 */
import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './index';
import { registerComplaintListeners } from './complaint/listeners';
import { registerSmsListeners } from './sms/listeners';
import { registerRatingListeners } from './rating/listeners';
import { registerConfirmReloadListeners } from './confirmReload/listeners';
import { registerLegacyRepayListeners } from './legacyRepay/listeners';
import { registerNativeListeners } from './native/listeners';
import { registerRegistrationListeners } from './registration/listeners';
import { registerOfficialFormListeners } from './officialForm/listeners';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export function makeListenerMiddleware() {
  const listener = createListenerMiddleware();
  const start = listener.startListening as AppStartListening;
  registerComplaintListeners(start);
  registerSmsListeners(start);
  registerRatingListeners(start);
  registerConfirmReloadListeners(start);
  registerLegacyRepayListeners(start);
  registerNativeListeners(start);
  registerRegistrationListeners(start);
  registerOfficialFormListeners(start);
  return listener;
}
