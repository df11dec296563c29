/**
 * "The images are ready to paint": what both the prerendered pages' app start (src/appAfterPaint.ts)
 * and the screens' after-paint loads (src/ui/afterLoad.ts) wait for, since an image is often a page's
 * largest paint. No React: the start script uses it too.
 */

/** Resolves once every image given is decoded or has failed, or after `maxWaitMs` when given. */
export function imagesDecoded(images: Iterable<HTMLImageElement>, maxWaitMs?: number): Promise<unknown> {
  const pending = Array.from(images)
    .filter((img) => typeof img.decode === 'function')
    .map((img) => img.decode().catch(() => undefined));
  if (pending.length === 0) return Promise.resolve();
  const all = Promise.all(pending);
  return maxWaitMs === undefined ? all : Promise.race([all, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]);
}
