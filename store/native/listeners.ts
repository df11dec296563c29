/** Performs the native calls that screens and machines request. */
import type { AppStartListening } from '../listenerMiddleware';
import { nativeCallRequested } from './slice';

export function setupNativeListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: nativeCallRequested,
    effect: ({ payload: { name, payload } }, api) => api.extra.callNative(name, payload),
  });
}
