/** What the confirm screen reads: the modal, the checkbox, the button and the query argument. */
import type { RootState } from '../index';
import { canSubmit } from './slice';

export const selectConfirm = (state: RootState) => state.confirmReload;
export const selectConfirmPop = (state: RootState) => state.confirmReload.pop;
export const selectAgreed = (state: RootState) => state.confirmReload.agreed;
export const selectCanSubmit = (state: RootState) => canSubmit(state.confirmReload);
export const selectSubmitting = (state: RootState) => state.confirmReload.submit.status !== 'idle';
/** Whole seconds the countdown image shows (5 … 1), or null when the modal is down. */
export const selectCountdownSeconds = (state: RootState) => {
  const pop = state.confirmReload.pop;
  return pop.status === 'counting' ? Math.max(1, Math.floor(pop.msLeft / 1000)) : null;
};
/** Once the reload started, the screen reads the isType 1 answer. */
export const selectReloaded = (state: RootState) =>
  state.confirmReload.pop.status === 'reloading' || state.confirmReload.pop.status === 'reloaded';
