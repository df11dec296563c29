/**
 * The window events that make RTK Query refetch the screens that opt in (refetchOnFocus /
 * refetchOnReconnect, see store/api/freshness.ts): the page shown again (tab switch, app switch,
 * window focus), the page restored from the back-forward cache (`pageshow` with `persisted`, which
 * fires no visibilitychange) and the network back. RTK Query's `setupListeners` with our handler, so
 * the store keeps no DOM code.
 */
import { setupListeners } from '@reduxjs/toolkit/query';

type Dispatch = Parameters<typeof setupListeners>[0];
type Handler = NonNullable<Parameters<typeof setupListeners>[1]>;

const freshnessEvents: Handler = (dispatch, { onFocus, onFocusLost, onOnline, onOffline }) => {
  if (typeof window === 'undefined') return () => undefined;
  const visibility = () => {
    dispatch(document.visibilityState === 'visible' ? onFocus() : onFocusLost());
  };
  const focus = () => dispatch(onFocus());
  const pageShow = (e: PageTransitionEvent) => {
    if (e.persisted) dispatch(onFocus());
  };
  const online = () => dispatch(onOnline());
  const offline = () => dispatch(onOffline());
  window.addEventListener('visibilitychange', visibility);
  window.addEventListener('focus', focus);
  window.addEventListener('pageshow', pageShow);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('visibilitychange', visibility);
    window.removeEventListener('focus', focus);
    window.removeEventListener('pageshow', pageShow);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
};

/** Starts the listeners; returns their removal. */
export function listenForFreshness(dispatch: Dispatch): () => void {
  return setupListeners(dispatch, freshnessEvents);
}
