/**
 * A page's first screen starts its visit before React first renders it (issue 18). On a borrower page
 * React's renderer is the last file to arrive, long after the screen's answer (the start script asked
 * for it, store/api/headStart.ts). A screen that mounted first and asked then rendered twice after the
 * renderer came: its loading state, then, a frame later, the answer. Now the route's loader runs the
 * screen's `firstVisit` while the renderer downloads: the visit's start action, then its query, which
 * takes the start script's answer. The machines see the visit, pending and fulfilled in their usual
 * order, and the first render already shows the answer (or its error, with the retry).
 *
 * Only the page's first URL, once, and only when the start script's request was answered: a later
 * navigation does not wait for its data before leaving the screen on display, and a failed request is
 * the screen's to show with its retry, so in both cases the screen starts its visit on mount as before.
 * `useFirstVisit` tells the screen which case it is in, so that it neither starts the visit again nor
 * asks again.
 */
import { useCallback, useRef } from 'react';
import { useLoaderData } from 'react-router-dom';
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

/** The loader's answer on the first visit: the screen's visit has started and its query has settled. */
const STARTED = 'first-visit-started';

/** The loader of a route whose screen has a first visit; `null` on every later navigation. */
export type FirstVisitLoader = (url: URL, visit: FirstVisit) => Promise<typeof STARTED | null>;

/** Runs the first visit when the router loads the page's own URL (`firstUrl`: path and query), once. */
export function firstVisitLoader(
  store: { dispatch: AppDispatch; getState: () => RootState },
  firstUrl: string,
): FirstVisitLoader {
  let waiting: string | null = firstUrl;
  return async (url, visit) => {
    if (waiting === null || url.pathname + url.search !== waiting) return null;
    waiting = null;
    // A failed start-script request: the screen starts its visit on mount, and its query takes that
    // failure and shows it with its retry. Run here, the query would fail, and the screen's
    // subscription would ask again at once (RTK Query asks for an answer it does not have).
    if (!(await headStartsAnswered())) return null;
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
      // Nothing here may fail the route: the screen then starts its visit itself, as on a later visit.
      return null;
    }
    // Its answer or its failure is in the query's cache either way: the screen shows it.
    await Promise.resolve(asked).then(
      () => undefined,
      () => undefined,
    );
    return STARTED;
  };
}

/** True when the route's loader started this screen's visit and its query before its first render. */
export const useFirstVisit = (): boolean => useLoaderData() === STARTED;

/**
 * For a screen's visit-start effect: the function answers true on that effect's first run when the
 * loader already started this visit, and false ever after, so the effect skips only that run. Every
 * later run (its ids changed) starts a new visit, exactly as without the loader.
 */
export function useVisitStartedByLoader(): () => boolean {
  const startedRef = useRef(useFirstVisit());
  return useCallback(() => {
    const started = startedRef.current;
    startedRef.current = false;
    return started;
  }, []);
}
