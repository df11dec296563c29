/**
 * Calls to the iOS shell as events: a screen dispatches `native/callRequested` and the listener
 * makes the call, so bridge calls have one home and show up in recordings and DevTools.
 */
import { createAction } from '@reduxjs/toolkit';
import type { BridgeName } from '../../src/native/bridge';

export interface NativeCall {
  name: BridgeName;
  /** goTo: { to, toP }; callPhone: { phone }; burialPointConfirm: { productId }; others none. */
  payload?: Record<string, unknown>;
}

export const nativeCallRequested = createAction<NativeCall>('native/callRequested');
/** Leave the web view for a URL (a scheme URL of the app, a payment page): a navigation effect. */
export const externalUrlOpened = createAction<{ url: string; replace?: boolean }>('native/externalUrlOpened');
