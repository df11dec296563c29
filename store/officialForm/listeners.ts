/** Effects of the officialForm machine (filled in by its issue). */
import type { AppStartListening } from '../listeners';

export function registerOfficialFormListeners(_startListening: AppStartListening): void {}
