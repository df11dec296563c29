/**
 * Saving and printing what a page shows: a file built in the page is downloaded through a Blob URL on
 * an anchor with `download` (no server round trip; the CSP needs nothing for it, as a download is no
 * fetch), and the browser's print dialog opens for the page's print stylesheet.
 */

/** How long the Blob URL outlives the click: the download has started well before. */
const REVOKE_AFTER_MS = 10_000;

export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export function printPage(): void {
  window.print();
}
