/**
 * Entry: start the recorder when asked for, read the page query into the store once (the screen's
 * first request has already left: src/start.ts runs before this bundle), load the page's screen and
 * start its first visit, then render once React's renderer has arrived, or hydrate a prerendered
 * public page (src/app/prerendered.tsx). The recorder is loaded only when it runs (testers,
 * development), so borrowers never download it; when it runs, it is in place before the first action.
 */
import { startTransition } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { makeStore, type AppStore } from '../store';
import { getConfig } from '../store/config';
import { setActiveRecorder } from '../store/replay/active';
import { recorderEnabled } from '../store/replay/recorderFlag';
import { readSessionStart, selectMarket, selectQuery, sessionStarted } from '../store/session';
import { App } from './App';
import { connectReporter, makeAppEffects } from './app/effects';
import { firstVisits } from './app/firstVisit';
import { clientTypeFromUserAgent, detectInAppBrowser } from './native/inAppBrowser';
import { registerServiceWorker } from './native/serviceWorker';
import { makeRoutes } from './routes';
import { nextTask } from './ui/nextTask';
import './styles/base.css';

/**
 * React's renderer, the largest file of a first load, comes in a chunk of its own that the start script
 * asks for after the page's other files (src/requestRenderer.ts): those arrive first, so the store, the
 * screen's chunk and its answer are ready by the time it has downloaded, and only the render is left.
 */
const loadRenderer = () => import(/* webpackChunkName: "renderer" */ 'react-dom/client');

async function loadRecorder() {
  const [{ createRecorder }, { maskSecrets }] = await Promise.all([
    import(/* webpackChunkName: "recorder" */ '../store/replay/recorder'),
    import(/* webpackChunkName: "recorder" */ '../store/replay/mask'),
  ]);
  return { recorder: createRecorder({ capture: window.location.pathname !== '/testPreview' }), maskSecrets };
}

async function start() {
  // The modules have just run (over 100 ms on a slow phone): the app starts in a task of its own.
  await nextTask();
  const recording = recorderEnabled(
    getConfig().recorder,
    process.env.NODE_ENV !== 'production',
    window.location.pathname,
  )
    ? await loadRecorder()
    : null;
  setActiveRecorder(recording?.recorder ?? null);

  // The effects reach the store and the router's navigate, both made after them.
  let navigate: NavigateFunction | null = null;
  const effects = makeAppEffects(
    () => selectMarket(store.getState()),
    () => navigate,
  );
  const store: AppStore = makeStore({
    effects,
    onAction: recording ? (action) => recording.recorder.record(action) : undefined,
  });
  const session = readSessionStart(window.location, navigator.userAgent, detectInAppBrowser, clientTypeFromUserAgent);
  store.dispatch(sessionStarted(session));

  if (recording) {
    // Testers (and the recorded-flow e2e runs) read the page's final state, masked like the recording.
    (window as Window & { __LOAN_STATE__?: () => unknown }).__LOAN_STATE__ = () =>
      recording.maskSecrets(store.getState());
  }

  const { reportUrl } = getConfig();
  if (reportUrl) {
    void import(/* webpackChunkName: "reporting" */ './app/reporting').then(({ startReporting }) =>
      connectReporter(
        startReporting(reportUrl, () => ({
          route: window.location.pathname,
          market: selectMarket(store.getState()),
          appVersion: selectQuery(store.getState()).appVersion,
          userAgent: navigator.userAgent,
        })),
      ),
    );
  }

  // The page's first screen starts its visit before the first render (src/app/firstVisit.ts).
  const { routes, preload } = makeRoutes(store, firstVisits(store, window.location.pathname + window.location.search));
  const container = document.getElementById('root')!;
  // Only the prerendered public pages need the hydration code (their HTML names it beside the app).
  const hydration = container.dataset.prerendered
    ? await import(/* webpackChunkName: "hydrate" */ './app/prerendered')
    : null;
  const prerendered = hydration?.prerenderedUrl(container, window.location);
  const app = (
    <App
      store={store}
      routes={routes}
      onNavigate={(n) => {
        navigate = n;
      }}
    />
  );
  // A screen that cannot load is its route's to show (RouteError), not the start's failure.
  const loadScreen = () => preload(window.location.pathname).catch(() => undefined);
  if (hydration && prerendered) {
    // The HTML already shows the page: hydrate it from the session it was rendered with, with its
    // screen loaded, then apply this page's own session (src/app/prerendered.tsx).
    store.dispatch(
      sessionStarted(hydration.prerenderSessionStart(new URL(prerendered, window.location.origin).search)),
    );
    await loadScreen();
    // The page is on screen and its phone field takes typing: each step of the take-over (the screen's
    // modules, React's renderer) runs in a task of its own, so a key press waits for one step at most,
    // not for all of them.
    await nextTask();
    const realSession = () => store.dispatch(sessionStarted(session));
    const { AfterHydration } = hydration;
    const page = <AfterHydration then={realSession}>{app}</AfterHydration>;
    const { hydrateRoot } = await loadRenderer();
    await nextTask();
    // A transition: React hydrates in slices between frames, not in one long task that would block
    // a tap on the painted page (Lighthouse's total blocking time on /landing fell from 340-530 ms
    // to 150-210 ms).
    startTransition(() => {
      hydrateRoot(container, page);
    });
  } else {
    // The screen, its features and its first visit load while React's renderer downloads.
    const [{ createRoot }] = await Promise.all([loadRenderer(), loadScreen()]);
    createRoot(container).render(app);
  }
  registerServiceWorker();
}

// An app that cannot start (React's renderer or a chunk it needs first could not be downloaded) says
// so: the start script shows the page's message (src/bootFailure.ts BOOT_FAILED, written out here to
// keep that module out of this bundle).
start().catch(() => dispatchEvent(new Event('loan:boot-failed')));
