/**
 * The real-browser suite: Debian's Chromium (never a downloaded browser) at 390x844, against the
 * production build served with the contract server by the same code as `npm start`.
 */
import { defineConfig } from '@playwright/test';
import chromiumLaunch from './scripts/chromium.json';

const PORT = Number(process.env.E2E_PORT || 8181);

export default defineConfig({
  testDir: 'test/e2e',
  // PW_OUTPUT: a separate artifacts folder per parallel run (Playwright empties it when it starts).
  outputDir: process.env.PW_OUTPUT || 'test-results/artifacts',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
    // Debian's Chromium with the flags every browser run of the project uses (scripts/chromium.json).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || chromiumLaunch.executablePath,
      args: chromiumLaunch.args,
    },
    // Playwright's routes do not see a service worker's requests, and the worker claiming a page in
    // the middle of a routed load left its network-idle wait hanging (twice on /User, once on /About,
    // no request open). The do-nothing worker is checked on its own, unrouted (serviceWorker.spec.ts).
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx tsx server/start.ts`,
    // CONTRACT_FAULTS: the suite arms faults and resets the scenarios (/__control/*, x-fault).
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.DATA_DIR || 'test-results/.data',
      CONTRACT_FAULTS: '1',
      DIST_DIR: process.env.DIST_DIR || 'dist',
    },
    url: `http://127.0.0.1:${PORT}/testPreview`,
    // A server already on the port may serve another build (a lab run's, an earlier one's): the suite
    // then checks the wrong code, which is how the thirty-third stop's font failures most likely came
    // about (docs/performance-log.md). Reused only when asked for, to iterate on one spec file quickly.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 60_000,
  },
});
