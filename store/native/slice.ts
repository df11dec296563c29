/**
 * Calls to the iOS shell as events: a screen or a machine dispatches `native/callRequested` and the
 * listener makes the call through the `callNative` effect, so bridge calls have one home and show up
 * in recordings and DevTools.
 */
import { createAction } from '@reduxjs/toolkit';

/** The shell's message handlers (CONTRACT "Native bridge"). */
export type BridgeName =
  | 'goTo'
  | 'closeWebview'
  | 'toHome'
  | 'toMine'
  | 'offToLogin'
  | 'callPhone'
  | 'toRate'
  | 'burialPointConfirm'
  | 'startBank'
  | 'endBank';

export interface NativeCall {
  name: BridgeName;
  /** goTo: { to, toP }; callPhone: { phone }; burialPointConfirm: { productId }; others none. */
  payload?: Record<string, unknown>;
}

export const nativeCallRequested = createAction<NativeCall>('native/callRequested');
