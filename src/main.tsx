/**
 * Entry: start the recorder when asked for, read the page query into the store once, render the
 * router. The recorder is loaded only when it runs (testers, development), so borrowers never
 * download it; when it runs, it is in place before the first action.
 */
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { makeStore, type AppStore } from '../store';
import { getConfig } from '../store/config';
import { setActiveRecorder } from '../store/replay/active';
import { recorderEnabled } from '../store/replay/recorderFlag';
import { readSessionStart, selectMarket, selectQuery, sessionStarted } from '../store/session';
import { App } from './App';
import { connectReporter, makeAppEffects } from './app/effects';
import { clientTypeFromUserAgent, detectInAppBrowser } from './native/inAppBrowser';
import { registerServiceWorker } from './native/serviceWorker';
import { makeRoutes } from './routes';
import './styles/base.css';

async function loadRecorder() {
  const [{ createRecorder }, { maskSecrets }] = await Promise.all([
    import(/* webpackChunkName: "recorder" */ '../store/replay/recorder'),
    import(/* webpackChunkName: "recorder" */ '../store/replay/mask'),
  ]);
  return { recorder: createRecorder({ capture: window.location.pathname !== '/testPreview' }), maskSecrets };
}

async function start() {
  const recording = recorderEnabled(
    getConfig().recorder,
    process.env.NODE_ENV !== 'production',
    window.location.pathname,
  )
    ? await loadRecorder()
    : null;
  setActiveRecorder(recording?.recorder ?? null);

  // The effects reach the store and the router, both made after them.
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  const effects = makeAppEffects(
    () => selectMarket(store.getState()),
    () => router,
  );
  const store: AppStore = makeStore({
    effects,
    onAction: recording ? (action) => recording.recorder.record(action) : undefined,
  });
  store.dispatch(
    sessionStarted(readSessionStart(window.location, navigator.userAgent, detectInAppBrowser, clientTypeFromUserAgent)),
  );

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

  router = createBrowserRouter(makeRoutes(store));
  createRoot(document.getElementById('root')!).render(<App store={store} router={router} />);
  registerServiceWorker();
}

void start();
