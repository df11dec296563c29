/**
 * A tab's sessionStorage and localStorage are loaded from the browser on their first use, and
 * synchronously: 1-2 ms each at full speed in Chromium, several on a slow phone. The start script opens
 * both while the page waits for the app's files, so the app's start (the recorder's flag, the offline
 * copy of an order) does not pay that on its way to the first render. Nothing is read or written.
 */
export function openStorage(win: Pick<Window, 'sessionStorage' | 'localStorage'> = window): void {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      void win[name].length;
    } catch {
      // Refused (private mode, a locked-down WebView): the app's own reads already cope with that.
    }
  }
}
