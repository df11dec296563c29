// Runs before each test file: the runtime config the page would get from /config.js.
if (typeof window !== 'undefined') {
  window.__APP_CONFIG__ = { provider: 'demo', urlAllowlist: ['http://localhost'] };
}
