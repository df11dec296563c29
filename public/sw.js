// Service worker that does nothing by default (SPEC §1): it takes control at once and, with no fetch handler, caches nothing.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
