/**
 * Taking over a prerendered page (scripts/prerender/): the HTML was rendered at build time from a
 * session started with fixed inputs and the page's variant query. Hydration needs the first client
 * render to equal it, so the store starts that same session, the route's lazy screen is loaded first,
 * and the page's real session (its whole query, the browser) is applied right after hydration, before
 * any screen's effect runs.
 */
import { createContext, startTransition, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { readSessionStart } from '../../store/session';
import { HydrationEnd } from './hydrationEnd';

/** The session the prerender renders with, for the variant query `search`. */
export const prerenderSessionStart = (search: string) =>
  readSessionStart(
    { search, hash: '' },
    'prerender',
    () => null,
    () => 'android',
  );

/** The variant URL a prerendered `#root` was rendered for, or null when the page was not prerendered. */
export function prerenderedUrl(root: HTMLElement, location: { hash: string }): string | null {
  // `/#/downloadTemplate` reaches the server as `/`: the home's HTML is not that page.
  if (location.hash.replace(/^#/, '').startsWith('/')) return null;
  return root.dataset.prerendered ?? null;
}

const Hydrating = createContext(false);

/**
 * True in the render that hydrates a prerendered page (its values are the prerender's session's):
 * an effect started from that render (a query hook's request) would use them, so a screen skips it
 * and starts it in the next render, which has the page's own session.
 */
export const useHydrating = () => useContext(Hydrating);

/**
 * Runs `then` once the screen below has hydrated, before the screens' own effects: when `Hydrated`
 * (src/app/hydrationEnd.ts), rendered after the screen, says so.
 */
export function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  const [hydrating, setHydrating] = useState(true);
  const ended = useRef(false);
  const end = useCallback(() => {
    // Once: a boundary that shows its fallback later runs its layout effects again when it reappears.
    if (ended.current) return;
    ended.current = true;
    then();
    // One render with the prerender's values (hydration), then one with the page's own: that second
    // render is the point, so this state changes in the effect that ends hydration. As a transition,
    // React renders it in slices between frames instead of in one long blocking task.
    startTransition(() => setHydrating(false));
  }, [then]);
  return (
    <Hydrating.Provider value={hydrating}>
      <HydrationEnd.Provider value={end}>{children}</HydrationEnd.Provider>
    </Hydrating.Provider>
  );
}

/** The build-time render is the hydration render's twin (scripts/prerender/render.tsx). */
export function PrerenderPhase({ children }: { children: ReactNode }) {
  return <Hydrating.Provider value={true}>{children}</Hydrating.Provider>;
}
