/**
 * React's renderer (react-dom's client, about 65 KB gzip, the largest file of a first load) is not in the
 * head of a borrower page: the build names it on `#root` (`data-renderer`, scripts/prerender/plugin.js)
 * and the start script asks for it when it runs. Everything requested together shares a phone's
 * bandwidth, so the largest file arrives last whatever its order: asked for a few hundred milliseconds
 * later, it leaves the link to the app, the store's libraries and the screen's chunk first, and the
 * main thread runs those (store, router, screen module) while the renderer is still on its way,
 * instead of all of it after the last byte. src/main.tsx takes it with `import()`.
 */
import { ownScripts } from './ownScripts';

/** Adds the renderer's scripts the page names on `root` (webpack registers them when they arrive). */
export function requestRenderer(root: HTMLElement | null): void {
  for (const src of ownScripts(root?.dataset.renderer)) {
    const script = document.createElement('script');
    script.src = src;
    // A failed download leaves no element behind: webpack's loader would wait on that element for
    // its 120 s timeout; without it, the app's `import()` asks for the file again.
    script.onerror = () => script.remove();
    document.head.appendChild(script);
  }
}
