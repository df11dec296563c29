/**
 * Entry: start the recorder when asked for, read the page query into the store once, render the
 * router. The recorder is loaded only when it runs (testers, development), so borrowers never
 * download it; when it runs, it is in place before the first action.
 */
import { createRoot } from 'react-dom/client';
import { makeStore } from '../store';
import { getConfig } from '../store/config';
import { setActiveRecorder } from '../store/replay/active';
import { recorderEnabled } from '../store/replay/recorderFlag';
import { readSessionStart } from '../store/session/readQuery';
import { sessionStarted } from '../store/session/slice';
import { App } from './App';
import { clientTypeFromUserAgent, detectInAppBrowser } from './native/inAppBrowser';
import { registerServiceWorker } from './native/serviceWorker';
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

  const store = makeStore(undefined, { onAction: recording?.recorder.record });
  store.dispatch(
    sessionStarted(readSessionStart(window.location, navigator.userAgent, detectInAppBrowser, clientTypeFromUserAgent)),
  );

  if (recording) {
    // Testers (and the recorded-flow e2e runs) read the page's final state, masked like the recording.
    (window as Window & { __LOAN_STATE__?: () => unknown }).__LOAN_STATE__ = () =>
      recording.maskSecrets(store.getState());
  }

  createRoot(document.getElementById('root')!).render(<App store={store} />);
  registerServiceWorker();
}

void start();
