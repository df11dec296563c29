/** Session selectors: market (language pack) and the parameters the clients repeat. */
import type { RootState } from '../index';

export type Market = 'en' | 'es';

/** SPEC §1: need-pop 1 gives English with the rupee symbol; 2, absent or other give Spanish with $. */
export const selectMarket = (state: RootState): Market => (state.session.needPop === '1' ? 'en' : 'es');
export const selectPrivacyLanguage = (state: RootState): Market => (state.session.languageType === '1' ? 'en' : 'es');
/**
 * The public site's navigation, toasts and loan terms are written in English in the spec, so the
 * site reads English by default; `need-pop=2` (the Spanish market) switches it to Spanish.
 */
export const selectSiteMarket = (state: RootState): Market => (state.session.needPop === '2' ? 'es' : 'en');
export const selectQuery = (state: RootState) => state.session.query;
