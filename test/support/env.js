// Runs before each test file: the runtime config the page would get from /config.js, and the
// contract server's fault injection (x-fault, __fault, /__control/*), which exists only for tests.
process.env.CONTRACT_FAULTS = '1';
if (typeof window !== 'undefined') {
  window.__APP_CONFIG__ = { provider: 'demo', urlAllowlist: ['http://localhost'] };
}
