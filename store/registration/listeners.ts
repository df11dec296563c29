/** Effects of the registration machine (filled in by its issue). */
import type { AppStartListening } from '../listeners';

export function registerRegistrationListeners(_startListening: AppStartListening): void {}
