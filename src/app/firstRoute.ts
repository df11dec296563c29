/**
 * The first route's chunk, awaited before the app's first render (src/main.tsx). A borrower page's
 * HTML preloads that chunk and React's renderer is asked for last, so the chunk is nearly always in
 * first; waiting for it makes the first render the screen itself, never the router's loading
 * placeholder, which would be laid out and painted before a second render replaced it. If the chunk
 * is late, the app renders after `patienceMs` anyway, so the page shows that placeholder rather than
 * stay blank.
 */

/** What this needs of a data router (React Router's `createBrowserRouter`). */
interface StartingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** Half a second: the placeholder then shows while a stalled chunk is still on its way. */
export const FIRST_ROUTE_PATIENCE_MS = 500;

/** Resolves once the router has its first route (loaded or failed), or after `patienceMs`. */
export function firstRouteLoaded(router: StartingRouter, patienceMs = FIRST_ROUTE_PATIENCE_MS): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, patienceMs);
    const stop = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
