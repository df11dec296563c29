/**
 * "The page has loaded and the browser is idle": the moment for things a screen shows but its first
 * paint does not need (issue 18: no UI-kit file before a kit-free first paint), such as the floating
 * customer-service button, whose kit chunk is then fetched after the screen has painted.
 */
import { useSyncExternalStore } from 'react';

let settled = false;
const waiting = new Set<() => void>();

function whenSettled(): void {
  const done = () => {
    settled = true;
    for (const notify of waiting) notify();
  };
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: 3000 }) : setTimeout(done, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let started = false;
const subscribe = (notify: () => void) => {
  waiting.add(notify);
  if (!started) {
    started = true;
    whenSettled();
  }
  return () => waiting.delete(notify);
};

/** False until the page has loaded and the browser has had an idle moment (false on the server). */
export const useAfterPageLoad = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
