/** Session selectors: market (language pack) and the parameters the clients repeat. */
import type { RootState } from '../index';

export type Market = 'en' | 'es';

/** SPEC §1: need-pop 1 gives English with the rupee symbol; 2, absent or other give Spanish with $. */
export const selectMarket = (state: RootState): Market => (state.session.needPop === '1' ? 'en' : 'es');
export const selectPrivacyLanguage = (state: RootState): Market => (state.session.languageType === '1' ? 'en' : 'es');
export const selectQuery = (state: RootState) => state.session.query;
