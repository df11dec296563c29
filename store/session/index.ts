/** The session: the page query read once at start-up, and what every call and screen derives from it. */
export { readSessionStart } from './readQuery';
export { selectMarket, selectPrivacyLanguage, selectQuery, selectSiteMarket, type Market } from './selectors';
export { sessionStarted } from './slice';
export { marketOf, sessionStateOf, type InAppBrowser, type SessionState } from './state';
