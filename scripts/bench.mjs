/**
 * `npm run bench`: speed on a cheap phone over a weak network, measured in Debian's Chromium.
 * Builds the app and the stack floor, serves both, and loads each page several times under mobile
 * emulation (390x844, 4x CPU slowdown, slow 4G through the DevTools protocol) with a cold cache.
 * Prints median FCP, LCP, TBT and JS bytes per page beside the floor, the longest task on the heavy
 * screens (5,000 complaints, 200 channels), then Lighthouse mobile scores. Asserts nothing.
 */
import { spawn, execFileSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 8290);
const FLOOR_PORT = PORT + 1;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
// Lighthouse's "slow 4G" mobile profile: 150 ms RTT, 1.6 Mbps down, 750 Kbps up.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const session =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const PAGES = [
  ['/landing', '/landing?id=1&user_from=ads&utm_tag=demo&app_from=demo&invite_code='],
  ['/kimJuly', `/kimJuly?${session}&productId=1`],
  ['/abcIs (174)', `/abcIs?${session}&productId=1&orderId=174`],
  ['/dibbleNight', `/dibbleNight?${session}&productId=1&orderId=174`],
  ['/friendsIts', `/friendsIts?${session}&orderId=174`],
  ['/', '/'],
];
const HEAVY = [
  ['5,000 complaints', `/complaintList?${session}&bulk=5000`],
  ['200 channels', `/dibbleNight?${session}&productId=1&orderId=174&channels=200`],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

async function buildFloor() {
  const webpack = require('webpack');
  const { makeConfig } = require(path.join(root, 'webpack.config.js'));
  const outDir = path.join(root, 'dist-floors', 'bench-stack');
  await new Promise((resolve, reject) =>
    webpack(
      makeConfig({
        entry: { main: path.join(root, 'scripts/floors/stackFloor.tsx') },
        outDir,
        template: path.join(root, 'scripts/floors/index.html'),
        copyPublic: false,
      }),
      (err, stats) => (err || stats.hasErrors() ? reject(err || new Error(stats.toString('errors-only'))) : resolve()),
    ),
  );
  return outDir;
}

/** A bare static server for the floor app (index.html for every path, like the app's fallback). */
function serveFloor(dir) {
  const server = http.createServer((req, res) => {
    const p = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = p.startsWith(dir) && fs.existsSync(p) && fs.statSync(p).isFile() ? p : path.join(dir, 'index.html');
    res.setHeader(
      'Content-Type',
      file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html',
    );
    // Compressed like the app's own server, so the two are compared on equal terms.
    res.setHeader('Content-Encoding', 'gzip');
    fs.createReadStream(file).pipe(zlib.createGzip()).pipe(res);
  });
  return new Promise((resolve) => server.listen(FLOOR_PORT, '127.0.0.1', () => resolve(server)));
}

async function startApp() {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: path.join(root, 'dist-floors', '.bench-data') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let i = 0; i < 100; i += 1) {
    try {
      const r = await fetch(`http://127.0.0.1:${PORT}/testPreview`);
      if (r.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the app server did not start');
}

/** Loads a URL once, cold, under the phone profile; returns the page's own measurements. */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    window.__bench = { lcp: 0, longTasks: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bench.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  const m = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const js = performance
      .getEntriesByType('resource')
      .filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'))
      .reduce((sum, r) => sum + (r.transferSize || r.encodedBodySize || 0), 0);
    const tasks = window.__bench.longTasks;
    const tbt = tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const longest = tasks.reduce((max, [, d]) => Math.max(max, d), 0);
    return { fcp, lcp: window.__bench.lcp || fcp, tbt, js, longest };
  });
  await context.close();
  return m;
}

async function series(browser, base, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, base + url));
  return {
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    js: median(runs.map((r) => r.js)),
    longest: Math.max(...runs.map((r) => r.longest)),
  };
}

const ms = (n) => `${Math.round(n)}`.padStart(7);
const kb = (n) => `${(n / 1024).toFixed(1)}`.padStart(8);

async function lighthouseScores(base) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    console.log('\nLighthouse: not installed here, skipped');
    return;
  }
  console.log('\nLighthouse 12 (mobile, simulated slow 4G + 4x CPU) performance / accessibility / best practices');
  for (const [name, url] of [PAGES[0], PAGES[1], PAGES[5]]) {
    let chrome;
    try {
      chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...ARGS] });
      const result = await lighthouse(base + url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const c = result.lhr.categories;
      const score = (k) => `${Math.round((c[k]?.score ?? 0) * 100)}`.padStart(4);
      console.log(`${name.padEnd(16)} ${score('performance')} ${score('accessibility')} ${score('best-practices')}`);
    } catch (e) {
      console.log(`${name.padEnd(16)} Lighthouse did not run: ${e.message.split('\n')[0]}`);
    } finally {
      await chrome?.kill();
    }
  }
}

async function main() {
  console.log('building the app and the stack floor...');
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'ignore' });
  const floorDir = await buildFloor();
  const app = await startApp();
  const floor = await serveFloor(floorDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    console.log(
      `\n${RUNS} cold loads each; 390x844, ${CPU_SLOWDOWN}x CPU slowdown, slow 4G (150 ms RTT, 1.6 Mbps); medians`,
    );
    console.log(`${'page'.padEnd(18)}  FCP ms  LCP ms  TBT ms   JS KB`);
    const f = await series(browser, `http://127.0.0.1:${FLOOR_PORT}`, '/');
    console.log(`${'stack floor'.padEnd(18)}${ms(f.fcp)} ${ms(f.lcp)} ${ms(f.tbt)} ${kb(f.js)}`);
    for (const [name, url] of PAGES) {
      const r = await series(browser, `http://127.0.0.1:${PORT}`, url);
      console.log(`${name.padEnd(18)}${ms(r.fcp)} ${ms(r.lcp)} ${ms(r.tbt)} ${kb(r.js)}`);
    }
    console.log('\nlongest main-thread task while opening a heavy screen (target: under 200 ms)');
    for (const [name, url] of HEAVY) {
      const r = await series(browser, `http://127.0.0.1:${PORT}`, url);
      console.log(`${name.padEnd(18)}${ms(r.longest)} ms   (TBT ${Math.round(r.tbt)} ms)`);
    }
  } finally {
    await browser.close();
  }
  await lighthouseScores(`http://127.0.0.1:${PORT}`);
  app.kill();
  floor.close();
  fs.rmSync(path.join(root, 'dist-floors'), { recursive: true, force: true });
}

main().catch((e) => {
  console.error(`bench: ${e.message}`);
  process.exit(1);
});
