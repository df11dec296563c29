/**
 * What `npm run size` and `npm run bench` share: building the app and the floors into DIST_DIR (so
 * they can run beside other builds), serving the app with its own server and the floors with a bare
 * gzip server on ports of their own, the pages they load, and the phone profile they load them under.
 */
/* global window -- the functions given to page.evaluate run in the browser */
import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const chromiumLaunch = require('../chromium.json');
/** Debian's Chromium with the flags every browser run of the project uses (scripts/chromium.json). */
export const CHROMIUM = process.env.CHROMIUM_PATH || chromiumLaunch.executablePath;
export const DIST_DIR = path.resolve(root, process.env.DIST_DIR || 'dist');
/** The floors go beside the app's build, never into another run's folder. */
export const FLOORS_DIR = `${DIST_DIR}-floors`;
export const ARGS = chromiumLaunch.args;
// Lighthouse's "slow 4G" mobile profile: 150 ms RTT, 1.6 Mbps down, 750 Kbps up.
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

const session =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
/**
 * LCP budgets as a ratio to the stack floor's first paint (issue 18), by page kind: public pages paint
 * from their HTML. `npm run bench` applies them; `npm run bench:webkit` prints them for comparison.
 */
export const LCP_BUDGET = { landing: 0.85, home: 0.85, borrower: 1.1 };
/** The pages with budgets (issue 18): name, URL, kind ('public' pages are prerendered). */
export const PAGES = [
  ['/landing', '/landing?id=1&user_from=ads&utm_tag=demo&app_from=demo&invite_code=', 'landing'],
  ['/', '/', 'home'],
  ['/kimJuly', `/kimJuly?${session}&productId=1`, 'borrower'],
  ['/abcIs (174)', `/abcIs?${session}&productId=1&orderId=174`, 'borrower'],
  ['/dibbleNight', `/dibbleNight?${session}&productId=1&orderId=174`, 'borrower'],
  ['/complaintList', `/complaintList?${session}`, 'borrower'],
  ['/friendsIts', `/friendsIts?${session}&orderId=174`, 'borrower'],
];

export const median = (xs) => {
  const s = [...xs].filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** The last minute's load average, printed by the benches at the start and the end of their loads. */
export const loadAverage = () => os.loadavg()[0].toFixed(2);

/** A figure in ms, right-aligned for the benches' tables. */
export const ms = (n) => `${Math.round(n)}`.padStart(7);

/**
 * Each page load's figure over the floor load's just before it (`pages[i] / floors[i]`): the lowest and
 * highest of those ratios, which shows how far this machine's noise moves one pair.
 */
export function pairedRange(pages, floors) {
  const ratios = pages.map((p, i) => p / floors[i]);
  return `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
}

export const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function compile(config) {
  const webpack = require('webpack');
  return new Promise((resolve, reject) =>
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats.toJson({ all: false, assets: true, entrypoints: true, chunkGroups: true, outputPath: true }));
    }),
  );
}

/** The app, built by webpack.config.js exactly as `npm run build` does, into DIST_DIR. */
export function buildApp() {
  const config = require(path.join(root, 'webpack.config.js'))({}, { mode: 'production' });
  return compile({ ...config, output: { ...config.output, path: DIST_DIR } });
}

/** A floor (scripts/floors/<name>Floor.tsx), built by the same config, into FLOORS_DIR/<name>. */
export async function buildFloor(name) {
  const { makeConfig } = require(path.join(root, 'webpack.config.js'));
  const outDir = path.join(FLOORS_DIR, name);
  const stats = await compile(
    makeConfig({
      entry: { main: path.join(root, `scripts/floors/${name}Floor.tsx`) },
      outDir,
      template: path.join(root, 'scripts/floors/index.html'),
      copyPublic: false,
      prerender: false,
    }),
  );
  return { outDir, stats };
}

/**
 * A bare static server for one floor, gzip like the app's own server, so the two are compared on
 * equal terms. The stack floor's one API call is answered with the same small JSON every time.
 */
export function serveFloor(dir, port) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname.startsWith('/api/')) {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ code: 'Hola desde la API', message: 'ok' }));
      return;
    }
    const p = path.join(dir, decodeURIComponent(pathname));
    const isFile = p.startsWith(dir) && fs.existsSync(p) && fs.statSync(p).isFile();
    const file = isFile ? p : path.join(dir, 'index.html');
    res.setHeader(
      'Content-Type',
      file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html',
    );
    res.setHeader('Content-Encoding', 'gzip');
    fs.createReadStream(file).pipe(zlib.createGzip()).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The app's own server (server/start.ts) on DIST_DIR, with its data in a folder of its own. */
export async function startApp(port) {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DIST_DIR, DATA_DIR: path.join(FLOORS_DIR, '.data') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i += 1) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/testPreview`);
      if (r.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the app server did not start');
}

/**
 * Loads a URL once, cold, under the phone profile (`throttle`: network and CPU as the bench's) and
 * returns the LCP, FCP, long tasks and every resource with its start and end time.
 */
export async function loadPage(browser, url, { throttle = true, settle = 1500 } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  await page.addInitScript(() => {
    window.__lab = { lcp: 0, longTasks: [], cls: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lab.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lab.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__lab.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(settle);
  const m = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const resources = performance.getEntriesByType('resource').map((r) => ({
      url: r.name,
      start: r.startTime,
      end: r.responseEnd,
      bytes: r.transferSize || r.encodedBodySize || 0,
    }));
    const tasks = window.__lab.longTasks;
    const tbt = tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const longest = tasks.reduce((max, [, d]) => Math.max(max, d), 0);
    return { fcp, lcp: window.__lab.lcp || fcp, cls: window.__lab.cls, tbt, longest, resources };
  });
  await context.close();
  return m;
}

/** JS and CSS files of one origin that started before `before` (ms), as paths inside its folder. */
export function scriptsAndStylesBefore(resources, before, origin) {
  return resources
    .filter((r) => r.start < before && r.url.startsWith(origin))
    .map((r) => new URL(r.url).pathname)
    .filter((p) => /\.(js|css)$/.test(p));
}
