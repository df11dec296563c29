/**
 * The smoke suite through nginx (`npm run e2e:nginx`): the production build behind Debian's nginx
 * with the recipe of server/nginxConf.ts, the API proxied to the contract server (faults off), in
 * Debian's Chromium at 390x844 with the flags of playwright.config.ts.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_NGINX_PORT || 8090);

export default defineConfig({
  ...base,
  testDir: 'test/e2e-nginx',
  outputDir: 'test-results/artifacts-nginx',
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node scripts/serve-nginx.mjs',
    env: { PORT: String(PORT), API_PORT: String(PORT + 1) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // SIGTERM lets serve-nginx.mjs stop nginx and the API server and remove its temp dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 60_000,
  },
});
