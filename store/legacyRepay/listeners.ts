/** Effects of the legacyRepay machine: timers, storage, navigation, bridge (filled in by its issue). */
import type { AppStartListening } from '../listeners';

export function registerLegacyRepayListeners(_startListening: AppStartListening): void {}
