/**
 * The build-time renderer of the public pages (issue 18): the same route table, store and initial
 * state as the app, rendered with React Router's static router and react-dom/server. Bundled for
 * Node by scripts/prerender/plugin.js, which writes the result into the built HTML. The tree is the
 * app's (src/App.tsx) with the static router in place of the browser one: the entry hydrates it.
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { makeStore } from '../../store';
import { getConfig } from '../../store/config';
import type { Effects } from '../../store/effects';
import { readSessionStart, selectMarket, selectSiteMarket, sessionStarted } from '../../store/session';
import { AppRoutes } from '../../src/app/AppRoutes';
import { PrerenderPhase } from '../../src/app/prerendered';
import { makeRoutes } from '../../src/routes';
import { LiveRegion } from '../../src/ui/LiveRegion';

/** Nothing leaves a build: every effect is inert; time and chance are fixed. */
function inertEffects(): Effects {
  const memory = new Map<string, string>();
  const fixed: Partial<Effects> = {
    now: () => 0,
    random: () => 0.5,
    config: getConfig,
    pageUrl: () => '',
    copyText: () => Promise.resolve(false),
    storage: {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    },
  };
  return new Proxy(fixed, {
    get: (target, key: string) => target[key as keyof Effects] ?? (() => undefined),
  }) as Effects;
}

export interface Prerendered {
  html: string;
  /** `<html lang>` of the page, as the app's layout would set it. */
  lang: string;
}

/** Renders the page at `url` (path and query) as the app's first render would show it. */
export async function render(url: string, rule: 'market' | 'site'): Promise<Prerendered> {
  const store = makeStore({ effects: inertEffects() });
  const u = new URL(url, 'http://prerender.invalid');
  store.dispatch(
    sessionStarted(
      readSessionStart(
        { search: u.search, hash: '' },
        'prerender',
        () => null,
        () => 'android',
      ),
    ),
  );
  // The screen is loaded first, as the entry does before it hydrates: it renders without suspending.
  const { routes, preload } = makeRoutes(store);
  await preload(u.pathname);
  // A few render-time rules read the page's own URL (src/native/safeUrl.ts): it is the page's.
  const g = globalThis as { window?: unknown };
  g.window = { location: { href: u.href, origin: u.origin } };
  let html: string;
  try {
    html = renderToString(
      <PrerenderPhase>
        <Provider store={store}>
          <StaticRouter location={u.pathname + u.search}>
            <AppRoutes routes={routes} />
          </StaticRouter>
          <LiveRegion />
        </Provider>
      </PrerenderPhase>,
    );
  } finally {
    delete g.window;
  }
  const state = store.getState();
  return { html, lang: rule === 'site' ? selectSiteMarket(state) : selectMarket(state) };
}

export { PRERENDERED } from '../../src/routes';
