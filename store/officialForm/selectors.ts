/** The public site: form values, and the language of the site (English unless need-pop asks for Spanish). */
import type { RootState } from '../reducer';
import type { Market } from '../session';
import { officialForm, type FormId } from './slice';

export const selectFormValues = (form: FormId) => (state: RootState) =>
  officialForm.selectors.selectForms(state)[form].values;
export const selectFormOutcome = (form: FormId) => (state: RootState) =>
  officialForm.selectors.selectForms(state)[form].outcome;

/**
 * The public site's navigation, toasts and loan terms are written in English in the spec, so the
 * site reads English by default; `need-pop=2` (the Spanish market) switches it to Spanish.
 */
export const selectSiteMarket = (state: RootState): Market => (state.session.needPop === '2' ? 'es' : 'en');
