/**
 * The language a page speaks, for `<html lang>`, the title and the loading and error pages: the rule
 * its route names (src/i18n/titles.ts `RouteHandle`) applied to the session. The root layout provides
 * it to everything under it; outside a route (a test, the shell) the market of `need-pop` is used.
 */
import { createContext, useContext } from 'react';
import { useAppSelector } from '../../store';
import { selectMarket, type Market } from '../../store/session';
import type { PageLanguageRule, RouteHandle, TitleKey } from '../i18n/titles';

export const PageLanguageContext = createContext<Market | null>(null);

/** The page language for the screens under the root layout, else the session's market. */
export function usePageLanguage(): Market {
  const market = useAppSelector(selectMarket);
  return useContext(PageLanguageContext) ?? market;
}

/**
 * The registration's hash pages (`/#/downloadTemplate?...`, `/#/agreementTemplate?...`) are served by
 * the `/` route but are landing pages: their title and the landing's language.
 */
const HASH_PAGES: Record<string, TitleKey> = {
  '/downloadTemplate': 'download',
  '/agreementTemplate': 'registrationAgreement',
};

/** The title and language rule of the page shown: the deepest route's handle, or its hash page. */
export function pageOf(handle: RouteHandle | undefined, hash: string): { title: TitleKey; rule: PageLanguageRule } {
  const hashPage = HASH_PAGES[hash.replace(/^#/, '').split('?')[0]];
  if (hashPage) return { title: hashPage, rule: 'market' };
  return { title: handle?.title ?? 'notFound', rule: handle?.language ?? 'market' };
}
