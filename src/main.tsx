/** Entry: read the page query into the store once, then render the router. */
import { createRoot } from 'react-dom/client';
import { makeStore } from '../store';
import { readSessionStart } from '../store/session/readQuery';
import { sessionStarted } from '../store/session/slice';
import { App } from './App';
import { clientTypeFromUserAgent, detectInAppBrowser } from './native/inAppBrowser';
import { registerServiceWorker } from './native/serviceWorker';
import './styles/base.css';

const store = makeStore();
store.dispatch(
  sessionStarted(readSessionStart(window.location, navigator.userAgent, detectInAppBrowser, clientTypeFromUserAgent)),
);

createRoot(document.getElementById('root')!).render(<App store={store} />);
registerServiceWorker();
