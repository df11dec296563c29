/** Native-shell calls as a feature: what screens and other features use. */
import type { Feature } from '../feature';
import { setupNativeListeners } from './listeners';

export { nativeCallRequested, type BridgeName, type NativeCall } from './slice';

export const nativeFeature: Feature = { prefixes: ['native'], setupListeners: setupNativeListeners };
