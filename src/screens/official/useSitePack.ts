/** The public site's texts and language (English unless need-pop=2). */
import { useAppSelector } from '../../../store';
import { selectSiteMarket } from '../../../store/officialForm';
import * as packs from '../../i18n/official';

export function useSiteMarket() {
  return useAppSelector(selectSiteMarket);
}

export function useSitePack() {
  return packs[useSiteMarket()];
}
