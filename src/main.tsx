/** Entry: start the recorder when asked for, read the page query into the store once, render the router. */
import { createRoot } from 'react-dom/client';
import { makeStore } from '../store';
import { getConfig } from '../store/config';
import { setActiveRecorder } from '../store/replay/active';
import { maskSecrets } from '../store/replay/mask';
import { createRecorder, recorderEnabled } from '../store/replay/recorder';
import { readSessionStart } from '../store/session/readQuery';
import { sessionStarted } from '../store/session/slice';
import { App } from './App';
import { clientTypeFromUserAgent, detectInAppBrowser } from './native/inAppBrowser';
import { registerServiceWorker } from './native/serviceWorker';
import './styles/base.css';

const recorder = recorderEnabled(getConfig().recorder, process.env.NODE_ENV !== 'production', window.location.pathname)
  ? createRecorder({ capture: window.location.pathname !== '/testPreview' })
  : null;
setActiveRecorder(recorder);

const store = makeStore(undefined, { onAction: recorder?.record });
store.dispatch(
  sessionStarted(readSessionStart(window.location, navigator.userAgent, detectInAppBrowser, clientTypeFromUserAgent)),
);

if (recorder) {
  // Testers (and the recorded-flow e2e runs) read the page's final state, masked like the recording.
  (window as Window & { __LOAN_STATE__?: () => unknown }).__LOAN_STATE__ = () => maskSecrets(store.getState());
}

createRoot(document.getElementById('root')!).render(<App store={store} />);
registerServiceWorker();
