/** Effects of the confirmReload machine: timers, storage, navigation, bridge (filled in by its issue). */
import type { AppStartListening } from '../listeners';

export function registerConfirmReloadListeners(_startListening: AppStartListening): void {}
