/**
 * The layout route around every screen: sets `<html lang>` and the tab title from the route's handle
 * and the session (a screen reader picks its voice from `lang`), provides that language to the
 * loading and error pages, and restores scroll: a new page opens at the top, Back returns to where
 * the borrower was. Once the first screen has painted, it fetches the notices' code, so that a failure
 * met later offline (a tap with the connection gone) can still be said.
 */
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { useAppSelector } from '../../store';
import { selectMarket, selectPrivacyLanguage, selectSiteMarket, type Market } from '../../store/session';
import { documentTitle, type PageLanguageRule, type RouteHandle } from '../i18n/titles';
import { useAfterScreenPaint } from '../ui/afterLoad';
import { prefetchNoticeHost } from './effects';
import { PageLanguageContext, pageOf } from './pageLanguage';

// The index page's own title names the product; read before the first screen replaces it.
const BRAND = typeof document === 'undefined' ? '' : document.title;

function useLanguageOf(rule: PageLanguageRule): Market {
  const market = useAppSelector(selectMarket);
  const privacy = useAppSelector(selectPrivacyLanguage);
  const site = useAppSelector(selectSiteMarket);
  return rule === 'privacy' ? privacy : rule === 'site' ? site : market;
}

export function RootLayout() {
  const matches = useMatches();
  const { hash } = useLocation();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const page = pageOf(handle, hash);
  const language = useLanguageOf(page.rule);

  // Before paint, so the first frame of a page is read in its own language.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.title = documentTitle(page.title, language, BRAND);
  }, [language, page.title]);

  // After the page's first paint, not before it (issue 18: no kit on the critical path).
  const painted = useAfterScreenPaint(true);
  useEffect(() => {
    if (painted) prefetchNoticeHost();
  }, [painted]);

  return (
    <PageLanguageContext.Provider value={language}>
      <ScrollRestoration />
      <Outlet />
    </PageLanguageContext.Provider>
  );
}
