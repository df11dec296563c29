// Registers the do-nothing service worker (SPEC §1) once the page has loaded, so it never competes with first paint.

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    // A refused registration (private mode, http origin) changes nothing for the user.
    try {
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    } catch {
      // Some browsers throw synchronously instead of rejecting.
    }
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
