/**
 * "The page has loaded and the browser is idle": the moment for things a screen shows but its first
 * paint does not need (issue 18: no UI-kit file before a kit-free first paint), such as the floating
 * customer-service button, whose kit chunk is then fetched after the screen has painted. A screen
 * whose largest paint is its data waits for that too (`useAfterScreenPaint`).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { firstPaint, imagesDecoded } from './paint';

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
const useAfterPageLoad = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );

/** The longest a stalled image may hold back what waits for the screen's paint. */
const IMAGE_WAIT_MS = 3000;

/**
 * Runs `then` once the page's first paint has been shown, the screen's images are decoded, the browser
 * has painted them and had an idle moment (an image is often a screen's largest paint); returns a
 * cancel.
 */
function afterPaint(then: () => void): () => void {
  let cancelled = false;
  let frame: number | undefined;
  let timer: number | undefined;
  let idle: number | undefined;
  void Promise.all([firstPaint(IMAGE_WAIT_MS), imagesDecoded(document.images, IMAGE_WAIT_MS)]).then(() => {
    if (cancelled) return;
    frame = requestAnimationFrame(() => {
      // A task queued from the frame callback runs after that frame's paint.
      timer = window.setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(then, { timeout: 3000 });
        else timer = window.setTimeout(then, 0);
      }, 0);
    });
  });
  return () => {
    cancelled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * True once the page has loaded, the screen is `drawn` (its first answer or error is on screen) and that
 * frame has been painted: the screen's largest paint is then behind it, so what loads now does not
 * compete with it. Stays true.
 */
export function useAfterScreenPaint(drawn: boolean): boolean {
  const loaded = useAfterPageLoad();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !loaded || !drawn) return;
    return afterPaint(() => setPainted(true));
  }, [painted, loaded, drawn]);
  return painted;
}
