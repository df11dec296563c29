/** Session selectors: market (language pack) and the parameters the clients repeat. */
import type { RootState } from '../index';
import { marketOf, type Market } from './state';

export type { Market };

/** SPEC §1: the market of the session's need-pop (store/session/state.ts). */
export const selectMarket = (state: RootState): Market => marketOf(state.session.needPop);
export const selectPrivacyLanguage = (state: RootState): Market => (state.session.languageType === '1' ? 'en' : 'es');
/**
 * The public site's navigation, toasts and loan terms are written in English in the spec, so the
 * site reads English by default; `need-pop=2` (the Spanish market) switches it to Spanish.
 */
export const selectSiteMarket = (state: RootState): Market => (state.session.needPop === '2' ? 'es' : 'en');
export const selectQuery = (state: RootState) => state.session.query;
