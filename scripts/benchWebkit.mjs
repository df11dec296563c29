/**
 * `npm run bench:webkit`: the bench's pages in WebKit and JavaScriptCore, the engine of the iOS app's
 * WebView, where `npm run bench` uses Chromium. It drives WebKitGTK's MiniBrowser (Debian's packages
 * webkit2gtk-driver and xvfb) through WebKitWebDriver, the W3C WebDriver protocol, on a virtual
 * display. WebKitGTK has no network or CPU emulation: every load goes through scripts/floors/phoneLink.mjs,
 * the same slow 4G link as the Chromium bench (150 ms RTT, 1.6 Mbps; and brotli, as Safari asks
 * for over HTTPS), and the CPU runs at this machine's speed. Its fontconfig file
 * (scripts/floors/phoneFonts.conf) makes the font stacks' first families found at once, as on a
 * phone. WebKit reports no largest contentful paint: the figure is the first contentful paint, which
 * on the borrower pages is their answer (they paint nothing before it) and on the floor its
 * placeholder, the basis of the Chromium bench's budgets. Loads are interleaved with the
 * stack floor (floor, page...). It is not an iPhone: WebKitGTK on Linux, its own network stack, a
 * desktop window (447x806 here: MiniBrowser's toolbar keeps it wider than the 390 asked for). Asserts
 * nothing.
 * BENCH_RUNS (default 5), BENCH_PORT (8390 and the four ports above it).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  FLOORS_DIR,
  LCP_BUDGET,
  PAGES,
  buildApp,
  buildFloor,
  loadAverage,
  median,
  ms,
  pairedRange,
  root,
  serveFloor,
  startApp,
} from './floors/lab.mjs';
import { phoneLink } from './floors/phoneLink.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 8390);
const [FLOOR_PORT, APP_LINK, FLOOR_LINK, DRIVER_PORT] = [PORT + 1, PORT + 2, PORT + 3, PORT + 4];
/** Time left to a page after its load event: the borrower pages paint their answer after it. */
const SETTLE_MS = 2500;

const sleep = (t) => new Promise((r) => setTimeout(r, t));

function miniBrowser() {
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    const file = path.join(lib, 'webkit2gtk-4.1/MiniBrowser');
    if (fs.existsSync(file)) return file;
  }
  return null;
}

const installed = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** The few WebDriver commands a load needs. */
function webDriver(base) {
  const call = async (method, url, body) => {
    const res = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    const { value } = await res.json();
    if (!res.ok) throw new Error(`WebDriver ${method} ${url}: ${value?.message ?? res.status}`);
    return value;
  };
  return {
    async ready() {
      for (let i = 0; i < 100; i += 1) {
        const up = await fetch(`${base}/status`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        await sleep(100);
      }
      throw new Error('WebKitWebDriver did not start');
    },
    /** Opens a new browser (a cold one, with nothing cached), loads `url` and returns its figures. */
    async load(url, binary) {
      const { sessionId } = await call('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': { binary, args: ['--automation'] },
            timeouts: { pageLoad: 60_000, script: 10_000 },
          },
        },
      });
      try {
        await call('POST', `/session/${sessionId}/window/rect`, { width: 390, height: 844 });
        await call('POST', `/session/${sessionId}/url`, { url });
        await sleep(SETTLE_MS);
        return await call('POST', `/session/${sessionId}/execute/sync`, {
          args: [],
          script: `
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
            const files = performance.getEntriesByType('resource')
              .filter((r) => r.responseEnd <= fcp && /\\.(js|css)$/.test(new URL(r.name).pathname));
            return {
              fcp,
              lastFile: Math.max(0, ...files.map((r) => r.responseEnd)),
              text: document.body.innerText.trim().length,
              viewport: innerWidth + 'x' + innerHeight,
            };`,
        });
      } finally {
        await call('DELETE', `/session/${sessionId}`).catch(() => undefined);
      }
    },
  };
}

async function main() {
  const binary = miniBrowser();
  if (!binary || !installed('WebKitWebDriver') || !installed('Xvfb')) {
    console.log('bench:webkit needs WebKitGTK and a virtual display: apt-get install -y webkit2gtk-driver xvfb');
    process.exit(1);
  }
  console.log('building the app and the stack floor...');
  await buildApp();
  const floor = await buildFloor('stack');
  // Everything started here is stopped in `finally`, whatever fails on the way.
  const started = [];
  try {
    const app = await startApp(PORT);
    started.push(() => app.kill());
    const floorServer = await serveFloor(floor.outDir, FLOOR_PORT);
    started.push(() => floorServer.close());
    const links = {};
    for (const [name, port, origin] of [
      ['app', APP_LINK, PORT],
      ['floor', FLOOR_LINK, FLOOR_PORT],
    ]) {
      const link = await phoneLink({ port, target: `http://127.0.0.1:${origin}` });
      links[name] = link;
      started.push(() => link.close());
    }
    // -displayfd: Xvfb picks a free display and writes its number.
    const display = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    started.push(() => display.kill());
    const number = await new Promise((resolve, reject) => {
      display.stdout.once('data', (d) => resolve(String(d).trim()));
      setTimeout(() => reject(new Error('Xvfb did not start')), 10_000).unref();
    });
    const driver = spawn('WebKitWebDriver', [`--port=${DRIVER_PORT}`], {
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: `:${number}`,
        FONTCONFIG_FILE: path.join(root, 'scripts/floors/phoneFonts.conf'),
      },
    });
    started.push(() => driver.kill());
    const wd = webDriver(`http://127.0.0.1:${DRIVER_PORT}`);
    await wd.ready();
    const version = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
    console.log(
      `\n${RUNS} cold loads each in WebKitGTK ${version.stdout || ''}, interleaved with the stack floor;` +
        ` this machine's CPU, slow 4G (150 ms RTT, 1.6 Mbps); medians.` +
        ` Load average at start: ${loadAverage()}`,
    );
    const viewports = new Set();
    console.log(`${'page'.padEnd(16)}  FCP ms  floor FCP  xFloor  (bench budget)  pairs      last file ms  floor's`);
    for (const [name, url, kind] of PAGES) {
      const runs = [];
      const floors = [];
      for (let i = 0; i < RUNS; i += 1) {
        floors.push(await wd.load(`http://127.0.0.1:${FLOOR_LINK}/`, binary));
        runs.push(await wd.load(`http://127.0.0.1:${APP_LINK}${url}`, binary));
      }
      const blank = runs.filter((r) => r.text === 0).length;
      const fcp = median(runs.map((r) => r.fcp));
      const floorFcp = median(floors.map((r) => r.fcp));
      for (const r of runs) viewports.add(r.viewport);
      console.log(
        `${name.padEnd(16)}${ms(fcp)}    ${ms(floorFcp)}  ${(fcp / floorFcp).toFixed(2).padStart(6)}` +
          `  (<=${LCP_BUDGET[kind]})`.padEnd(16) +
          pairedRange(
            runs.map((r) => r.fcp),
            floors.map((r) => r.fcp),
          ) +
          `  ${ms(median(runs.map((r) => r.lastFile)))}       ${ms(median(floors.map((r) => r.lastFile)))}` +
          (blank ? `   ${blank} load(s) showed no text` : ''),
      );
    }
    console.log(
      'FCP: first contentful paint (WebKit has no LCP). last file: the last JS or CSS byte that arrived ' +
        'before it. pairs: the lowest and highest ratio of one page load to the floor load just before it.',
    );
    // MiniBrowser's window is asked for 390x844; its toolbar keeps it wider, so the pages say what they got.
    console.log(`Viewport: ${[...viewports].join(', ')}.`);
    // What the link carried: the app's server sends the build's brotli copies to a browser that asks.
    // WebKitGTK decodes them; a load that could not would show no text (counted above).
    const counted = (link) => [...link.encodings()].map(([encoding, n]) => `${encoding} ${n}`).join(', ');
    console.log(
      `Scripts and stylesheets received: the app's ${counted(links.app)}; the floor's ${counted(links.floor)}.`,
    );
    console.log(`Load average at the end of the loads: ${loadAverage()}`);
  } finally {
    for (const stop of started.reverse()) stop();
    fs.rmSync(FLOORS_DIR, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`bench:webkit: ${e.message}`);
  process.exit(1);
});
