/**
 * The start script: the first script of every page, a bundle of its own of a few kilobytes that runs
 * as soon as it and config.js have arrived, long before the app's libraries have downloaded. It starts
 * the screen's first request (issue 18: data in parallel with code), so the answer is usually there
 * when the app first renders; the screen's query takes that request (store/api/headStart.ts). On a
 * borrower page it asks for React's renderer, which its head leaves out (src/requestRenderer.ts). A
 * prerendered page's app starts after its paint, from a script of its own (src/afterPaintStart.ts).
 * And it shows the page's "could not load" message if the app cannot start (src/bootFailure.ts), and
 * opens the tab's storages, a task later, while the page waits for the app's files (src/native/openStorage.ts).
 */
import { startFirstRequest } from '../store/api/firstRequests';
import { readSessionStart, sessionStateOf } from '../store/session';
import { watchBootFailure } from './bootFailure';
import { firstRequestOf } from './firstRequests';
import { clientTypeFromUserAgent, detectInAppBrowser } from './native/inAppBrowser';
import { openStorage } from './native/openStorage';
import { requestRenderer } from './requestRenderer';

const session = sessionStateOf(
  readSessionStart(window.location, navigator.userAgent, detectInAppBrowser, clientTypeFromUserAgent),
);
// The libraries or the app failing to download would leave a blank page: say so (src/bootFailure.ts).
watchBootFailure(session.needPop);

const first = firstRequestOf(window.location.pathname);
if (first) startFirstRequest(first, session, window.location.search);

// A borrower page: React's renderer now, behind the files its head named (src/requestRenderer.ts).
requestRenderer(document.getElementById('root'));

// The tab's storages, loaded while the app's files download rather than on the app's way to its first
// render, and in a task of their own: in this one they lengthened the start's task by a fifth to a third
// (on /landing at 4x, 23 ms of 43-75), which is already long on a slow phone.
setTimeout(openStorage, 0);
