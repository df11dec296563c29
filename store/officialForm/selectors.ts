/** The public site: form values, and the language of the site (English unless need-pop asks for Spanish). */
import type { RootState } from '../reducer';
import type { FieldError } from '../notice';
import { officialForm, type FormField, type FormId } from './slice';

export const selectFormValues = (form: FormId) => (state: RootState) =>
  officialForm.selectors.selectForms(state)[form].values;
export const selectFormOutcome = (form: FormId) => (state: RootState) =>
  officialForm.selectors.selectForms(state)[form].outcome;
const NO_ERRORS: readonly FieldError<FormField>[] = [];
/** The refused fields of a form (empty while none), each with the notice its toast showed. */
export const selectFieldErrors = (form: FormId) => (state: RootState) => {
  const outcome = selectFormOutcome(form)(state);
  return outcome.status === 'incomplete' ? outcome.errors : NO_ERRORS;
};

/** The site's language is a session rule (the root layout reads it too); kept here for the site's screens. */
export { selectSiteMarket } from '../session';
