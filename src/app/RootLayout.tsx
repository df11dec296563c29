/**
 * The layout route around every screen: sets `<html lang>` and the tab title from the route's handle
 * and the session (a screen reader picks its voice from `lang`), provides that language to the
 * loading and error pages, restores scroll (src/app/scrollRestoration.ts), gives the screens the page's
 * first visit (src/app/firstVisit.ts) and shows the loading placeholder while a screen's chunk loads
 * (a later navigation keeps the page on screen meanwhile: the router's updates are transitions); on a
 * prerendered page, the end of the screen's hydration is told from inside that boundary.
 * Once the first screen has painted, it fetches the notices' code, so that a failure
 * met later offline (a tap with the connection gone) can still be said.
 */
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store';
import { selectMarket, selectPrivacyLanguage, selectSiteMarket, type Market } from '../../store/session';
import { documentTitle, type PageLanguageRule, type RouteHandle } from '../i18n/titles';
import { useAfterScreenPaint } from '../ui/afterLoad';
import { prefetchNoticeHost } from './effects';
import { PageLoading } from '../components/PageLoading';
import { FirstVisitScope, type FirstVisits } from './firstVisit';
import { Hydrated } from './hydrationEnd';
import { PageLanguageContext, pageOf } from './pageLanguage';
import { useScrollRestoration } from './scrollRestoration';

// The index page's own title names the product; read before the first screen replaces it.
const BRAND = typeof document === 'undefined' ? '' : document.title;

function useLanguageOf(rule: PageLanguageRule): Market {
  const market = useAppSelector(selectMarket);
  const privacy = useAppSelector(selectPrivacyLanguage);
  const site = useAppSelector(selectSiteMarket);
  return rule === 'privacy' ? privacy : rule === 'site' ? site : market;
}

/** `handleAt`: the handle of the screen's route at a path, which names the page's title and language. */
export function RootLayout({
  handleAt,
  firstVisits,
}: {
  handleAt: (pathname: string) => RouteHandle | undefined;
  firstVisits?: FirstVisits;
}) {
  const { pathname, hash } = useLocation();
  const page = pageOf(handleAt(pathname), hash);
  const language = useLanguageOf(page.rule);
  useScrollRestoration();

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
      <FirstVisitScope visits={firstVisits}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <Hydrated />
        </Suspense>
      </FirstVisitScope>
    </PageLanguageContext.Provider>
  );
}
