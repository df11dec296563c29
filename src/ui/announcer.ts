/**
 * Speaks a notice to screen readers through the page's one polite live region (LiveRegion.tsx, in
 * the document from the first render, since a region added together with its text is often not
 * read). The text is emptied first and written a moment later, so the same words twice are read twice.
 */
export const LIVE_REGION_ID = 'notice-announcer';

/** Long enough for screen readers to see the emptied region as a change of its own. */
const REWRITE_DELAY_MS = 50;

let pending: ReturnType<typeof setTimeout> | null = null;

function region(): HTMLElement {
  const found = document.getElementById(LIVE_REGION_ID);
  if (found) return found;
  // Without the app shell (a test, an embedded screen) the region is made now; later notices are read.
  const made = document.createElement('div');
  made.id = LIVE_REGION_ID;
  made.className = 'sr-only';
  made.setAttribute('role', 'status');
  made.setAttribute('aria-live', 'polite');
  made.setAttribute('aria-atomic', 'true');
  document.body.appendChild(made);
  return made;
}

export function announce(text: string): void {
  if (typeof document === 'undefined' || !text) return;
  const el = region();
  el.textContent = '';
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    el.textContent = text;
  }, REWRITE_DELAY_MS);
}
