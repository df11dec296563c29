/**
 * A page's first screen starts its visit before React first renders it (issue 18). On a borrower page
 * React's renderer is the last file to arrive, long after the screen's answer (the start script asked
 * for it, store/api/headStart.ts). A screen that mounted first and asked then rendered twice after the
 * renderer came: its loading state, then, a frame later, the answer. Now the screen's loading (src/routes.tsx)
 * runs its `firstVisit` while the renderer downloads: the visit's start action, then its query, which
 * takes the start script's answer. The machines see the visit, pending and fulfilled in their usual
 * order, and the first render already shows the answer (or its error, with the retry).
 *
 * Only the page's first URL, once, and only when the start script's request was answered: a later
 * navigation does not wait for its data before leaving the screen on display, and a failed request is
 * the screen's to show with its retry, so in both cases the screen starts its visit on mount as before.
 * `useFirstVisit` tells the screen which case it is in, so that it neither starts the visit again nor
 * asks again.
 */
import { createContext, createElement, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AppDispatch, RootState } from '../../store';
import { headStartsAnswered } from '../../store/api/headStart';
import { firstVisitStarted } from '../../store/navigation';
import { pageParamOf, type PageId } from '../hooks/pageParams';

/** What a first visit knows of its page: its ids (the screens' rule) and its own query. */
export interface VisitPage {
  id: (name: PageId) => string;
  search: URLSearchParams;
}

/**
 * A screen's first visit: dispatches what its mount would (its visit's start, then its first query
 * with the arguments its hook will use, not subscribed: the screen subscribes when it mounts) and
 * returns the query's promise.
 */
export type FirstVisit = (dispatch: AppDispatch, page: VisitPage) => PromiseLike<unknown>;

/** The first visit of a page: run by its first screen's loading, read by that screen. */
export interface FirstVisits {
  /**
   * Called once each screen's chunk has loaded, before its first render. The first call is the
   * page's first screen (its URL is the page's): it runs `visit` when the screen has one. Every
   * later call does nothing.
   */
  run(visit: FirstVisit | undefined): Promise<void>;
  /** True when the screen at `url` (path and query) is the one whose visit `run` started. */
  started(url: string): boolean;
  /** The page is at `url` now: once it has left the first URL, no screen's visit counts as started. */
  at(url: string): void;
}

/** The first visits of a page whose first URL (path and query) is `firstUrl`. */
export function firstVisits(
  store: { dispatch: AppDispatch; getState: () => RootState },
  firstUrl: string,
): FirstVisits {
  let waiting = true;
  let startedUrl: string | null = null;
  return {
    async run(visit) {
      if (!waiting) return;
      waiting = false;
      // A failed start-script request: the screen starts its visit on mount, and its query takes that
      // failure and shows it with its retry. Run here, the query would fail, and the screen's
      // subscription would ask again at once (RTK Query asks for an answer it does not have).
      if (!visit || !(await headStartsAnswered())) return;
      const url = new URL(firstUrl, 'http://page.invalid');
      store.dispatch(firstVisitStarted({ path: url.pathname }));
      const { session } = store.getState();
      const page: VisitPage = {
        id: (name) => pageParamOf(url.searchParams, name, session[name]),
        search: url.searchParams,
      };
      let asked: PromiseLike<unknown>;
      try {
        asked = visit(store.dispatch, page);
      } catch {
        // Nothing here may fail the screen: it then starts its visit itself, as on a later visit.
        return;
      }
      // Its answer or its failure is in the query's cache either way: the screen shows it.
      await Promise.resolve(asked).then(
        () => undefined,
        () => undefined,
      );
      startedUrl = firstUrl;
    },
    started: (url) => startedUrl !== null && url === startedUrl,
    at(url) {
      // The same URL again (a dialog's history entry, its Back) is still the first visit.
      if (url !== startedUrl) startedUrl = null;
    },
  };
}

const FirstVisitContext = createContext<FirstVisits | null>(null);

/** Gives the screens the page's first visits and tells them where the page is (src/app/RootLayout.tsx). */
export function FirstVisitScope({ visits, children }: { visits: FirstVisits | undefined; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  useEffect(() => visits?.at(here), [visits, here]);
  return createElement(FirstVisitContext.Provider, { value: visits ?? null }, children);
}

/** True when the page's first visit started this screen's visit and its query before its first render. */
export function useFirstVisit(): boolean {
  const visits = useContext(FirstVisitContext);
  const { pathname, search } = useLocation();
  return visits?.started(pathname + search) ?? false;
}

/**
 * For a screen's visit-start effect: the function answers true on that effect's first run when the
 * first visit already started this visit, and false ever after, so the effect skips only that run. Every
 * later run (its ids changed) starts a new visit, exactly as without the first visit.
 */
export function useVisitStartedAhead(): () => boolean {
  const startedRef = useRef(useFirstVisit());
  return useCallback(() => {
    const started = startedRef.current;
    startedRef.current = false;
    return started;
  }, []);
}
