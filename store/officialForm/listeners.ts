/** Effects of the public site's forms: the toast of each submit's outcome (SPEC §5: failure for 1 s). */
import { MSG } from '../../src/i18n/messages';
import { feedback } from '../../src/ui/feedback';
import { addListeners, type AppStartListening } from '../listeners';
import { submitted } from './slice';

export const INCOMPLETE_TOAST_MS = 1000;

export function registerOfficialFormListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: submitted,
    effect: ({ payload }, api) => {
      const outcome = api.getState().officialForm.forms[payload.form].outcome;
      if (outcome.status === 'incomplete') void feedback.fail(MSG.incompleteForm, INCOMPLETE_TOAST_MS);
      else if (outcome.status === 'accepted') void feedback.success(MSG.formSuccess);
    },
  });
}

addListeners(registerOfficialFormListeners);
