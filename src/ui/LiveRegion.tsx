/**
 * The polite live region every notice is also written to (announcer.ts). Rendered empty with the
 * app shell, so it is in the accessibility tree before the first notice; React never fills it.
 */
import { LIVE_REGION_ID } from './announcer';

export function LiveRegion() {
  return <div id={LIVE_REGION_ID} className="sr-only" role="status" aria-live="polite" aria-atomic="true" />;
}
