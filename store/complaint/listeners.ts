/** Effects of the complaint machine: timers, storage, navigation, bridge (filled in by its issue). */
import type { AppStartListening } from '../listeners';

export function registerComplaintListeners(_startListening: AppStartListening): void {}
