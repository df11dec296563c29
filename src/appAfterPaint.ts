/**
 * A prerendered public page (/landing, /) is whole in its HTML: its heading, hero and form paint before
 * any script runs. Its app scripts (React, the app, the screen's chunk) would only compete with that
 * paint on a weak link, so the build names them on `#root` (`data-app-scripts`) instead of in the head,
 * and its after-paint script (src/afterPaintStart.ts) adds them once the page has loaded, its images
 * are decoded (the banner is the largest paint) and painted. A page whose load stalls (an image that
 * never ends) gets them after MAX_WAIT_MS all the same.
 */
import { ownScripts } from './ownScripts';
import { firstPaint, imagesDecoded } from './ui/paint';

/** The longest the app waits for the page's load before it is started anyway. */
export const MAX_WAIT_MS = 2500;

/** The scripts `root` names for after the first paint, in the order they must run. */
export function appScriptsOf(root: HTMLElement | null): string[] {
  return ownScripts(root?.dataset.appScripts);
}

/**
 * Adds the page's app scripts after its load and next paint (or MAX_WAIT_MS), once; true when it has
 * some. A hash route (`/#/downloadTemplate`) reaches the server as `/`, whose HTML is not its page: the
 * app starts at once there.
 */
export function loadAppAfterPaint(root: HTMLElement | null): boolean {
  const scripts = appScriptsOf(root);
  if (scripts.length === 0) return false;
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    // One script per task: adding one starts its download, a few milliseconds of the main thread each
    // on a slow phone, and all at once they made one long task on the painted page.
    const next = (i: number) => {
      const script = document.createElement('script');
      script.src = scripts[i];
      // Run in the order added (React's bundle before the app), as the head's deferred scripts did.
      script.async = false;
      document.head.appendChild(script);
      if (i + 1 < scripts.length) setTimeout(() => next(i + 1), 0);
    };
    next(0);
  };
  if (window.location.hash.replace(/^#/, '').startsWith('/')) {
    add();
    return true;
  }
  // The page's first paint reported, its images decoded (the banner is the largest paint), then two
  // frames: the first paints them, the second begins once that frame has been shown.
  const afterPaint = () => {
    void Promise.all([firstPaint(), imagesDecoded(root?.querySelectorAll('img') ?? [])]).then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(add, 0))),
    );
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(add, MAX_WAIT_MS);
  return true;
}
