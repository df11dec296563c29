/** Effects of the sms machine: timers, storage, navigation, bridge (filled in by its issue). */
import type { AppStartListening } from '../listeners';

export function registerSmsListeners(_startListening: AppStartListening): void {}
