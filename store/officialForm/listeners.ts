/** Effects of the public site's forms: the notice of each submit's outcome (SPEC §5: failure for 1 s). */
import type { AppStartListening } from '../listenerMiddleware';
import { say } from '../notice';
import { selectFormOutcome } from './selectors';
import { acceptanceEnded, submitted } from './slice';

export const INCOMPLETE_TOAST_MS = 1000;
/** How long 'Successful!' shows (the notices' usual 3 s), and so how long a double tap is ignored. */
const SUCCESS_TOAST_MS = 3000;

export function setupOfficialFormListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: submitted,
    effect: async ({ payload }, api) => {
      // Ignored by the reducer (the form was just accepted): the 'Successful!' toast stays alone.
      if (selectFormOutcome(payload.form)(api.getOriginalState()).status === 'accepted') return;
      const outcome = selectFormOutcome(payload.form)(api.getState());
      if (outcome.status === 'incomplete') api.extra.notify(say('incompleteForm', 'fail', INCOMPLETE_TOAST_MS));
      else if (outcome.status === 'accepted') {
        api.extra.notify(say('formSuccess', 'success', SUCCESS_TOAST_MS));
        await api.delay(SUCCESS_TOAST_MS);
        api.dispatch(acceptanceEnded(payload));
      }
    },
  });
}
