/**
 * "The page has painted" and "the images are ready to paint": what both the prerendered pages' app
 * start (src/appAfterPaint.ts) and the screens' after-paint loads (src/ui/afterLoad.ts) wait for, since
 * an image is often a page's largest paint. No React: the start script uses it too.
 */

const afterMs = (ms: number | undefined) =>
  ms === undefined ? null : new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the browser has reported the page's first contentful paint (at once where it cannot
 * tell, or once it has), or after `maxWaitMs` when given. The report comes when the frame has been
 * shown, which a task queued from that frame's animation callback may precede.
 */
export function firstPaint(maxWaitMs?: number): Promise<void> {
  const types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : undefined;
  if (!types?.includes('paint')) return Promise.resolve();
  let observer: PerformanceObserver | undefined;
  const painted = new Promise<void>((resolve) => {
    observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer?.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const late = afterMs(maxWaitMs);
  if (!late) return painted;
  return Promise.race([painted, late]).finally(() => observer?.disconnect());
}

/** Resolves once every image given is decoded or has failed, or after `maxWaitMs` when given. */
export function imagesDecoded(images: Iterable<HTMLImageElement>, maxWaitMs?: number): Promise<unknown> {
  const pending = Array.from(images)
    .filter((img) => typeof img.decode === 'function')
    .map((img) => img.decode().catch(() => undefined));
  if (pending.length === 0) return Promise.resolve();
  const all = Promise.all(pending);
  const late = afterMs(maxWaitMs);
  return late ? Promise.race([all, late]) : all;
}
