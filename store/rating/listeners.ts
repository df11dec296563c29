/** Effects of the rating machine: timers, storage, navigation, bridge (filled in by its issue). */
import type { AppStartListening } from '../listeners';

export function registerRatingListeners(_startListening: AppStartListening): void {}
