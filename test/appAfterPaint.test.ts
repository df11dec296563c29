/**
 * A prerendered page's app scripts (src/appAfterPaint.ts): added once the page has loaded and painted,
 * in their order, one per task, once; after MAX_WAIT_MS when the load stalls; at once on a hash route; never a
 * script the build did not name.
 */
import { appScriptsOf, loadAppAfterPaint, MAX_WAIT_MS } from '../src/appAfterPaint';

const SCRIPTS = '/assets/5966.c49d0f5e.js /assets/main.af103901.js /assets/9636.1a2b3c4d.js';

function rootNaming(scripts: string | null): HTMLElement {
  const root = document.createElement('div');
  if (scripts !== null) root.dataset.appScripts = scripts;
  return root;
}
const added = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.getAttribute('src'));

let readyState: DocumentReadyState;
beforeEach(() => {
  jest.useFakeTimers();
  readyState = 'interactive';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/landing');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("only the build's own hashed scripts are taken from #root", () => {
  expect(appScriptsOf(rootNaming(SCRIPTS))).toEqual(SCRIPTS.split(' '));
  expect(
    appScriptsOf(rootNaming('https://evil.example/x.js /assets/../x.js javascript:alert(1) /assets/a.js')),
  ).toEqual(['/assets/a.js']);
  expect(appScriptsOf(rootNaming(null))).toEqual([]);
  expect(appScriptsOf(null)).toEqual([]);
});

test('a page that names none is left alone', () => {
  expect(loadAppAfterPaint(rootNaming(null))).toBe(false);
  jest.advanceTimersByTime(MAX_WAIT_MS * 2);
  expect(added()).toEqual([]);
});

test('nothing before the page has loaded; after its load and the next painted frame, every script in order, once', async () => {
  expect(loadAppAfterPaint(rootNaming(SCRIPTS))).toBe(true);
  jest.advanceTimersByTime(MAX_WAIT_MS - 100);
  expect(added()).toEqual([]);

  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  expect(added()).toEqual([]);
  await jest.advanceTimersByTimeAsync(50);
  expect(added()).toEqual(SCRIPTS.split(' '));
  expect(Array.from(document.head.querySelectorAll('script')).every((s) => !s.async)).toBe(true);

  // The stall guard that comes later adds nothing more.
  jest.advanceTimersByTime(MAX_WAIT_MS);
  expect(added()).toHaveLength(3);
});

test('a load that never comes (a stalled image) still starts the app after MAX_WAIT_MS', () => {
  loadAppAfterPaint(rootNaming(SCRIPTS));
  jest.advanceTimersByTime(MAX_WAIT_MS - 1);
  expect(added()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(added()).toEqual(SCRIPTS.split(' ').slice(0, 1));
  jest.advanceTimersByTime(10);
  expect(added()).toEqual(SCRIPTS.split(' '));
});

test('the scripts are added one per task, in their order', () => {
  window.history.replaceState(null, '', '/#/downloadTemplate?id=1');
  loadAppAfterPaint(rootNaming(SCRIPTS));
  const names = SCRIPTS.split(' ');
  expect(added()).toEqual(names.slice(0, 1));
  jest.advanceTimersToNextTimer();
  expect(added()).toEqual(names.slice(0, 2));
  jest.advanceTimersToNextTimer();
  expect(added()).toEqual(names);
  jest.runAllTimers();
  expect(added()).toEqual(names);
});

test('a page already loaded waits only for the next painted frame', async () => {
  readyState = 'complete';
  loadAppAfterPaint(rootNaming(SCRIPTS));
  expect(added()).toEqual([]);
  await jest.advanceTimersByTimeAsync(50);
  expect(added()).toEqual(SCRIPTS.split(' '));
});

test("the page's images are decoded (painted next) before the app is added", async () => {
  readyState = 'complete';
  const root = rootNaming(SCRIPTS);
  const banner = document.createElement('img');
  let decoded: () => void = () => undefined;
  banner.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  root.appendChild(banner);
  loadAppAfterPaint(root);
  await jest.advanceTimersByTimeAsync(500);
  expect(added()).toEqual([]);
  decoded();
  await jest.advanceTimersByTimeAsync(50);
  expect(added()).toEqual(SCRIPTS.split(' '));
});

test("a hash route served the home page's HTML starts the app at once", () => {
  window.history.replaceState(null, '', '/#/downloadTemplate?id=1');
  loadAppAfterPaint(rootNaming(SCRIPTS));
  expect(added()).toEqual(SCRIPTS.split(' ').slice(0, 1));
  jest.advanceTimersByTime(10);
  expect(added()).toEqual(SCRIPTS.split(' '));
});

test('where the browser reports paints, the app waits for the first contentful paint', async () => {
  readyState = 'complete';
  let report: (names: string[]) => void = () => undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {
      report = (names) => callback({ getEntriesByName: (n) => names.filter((x) => x === n) });
    }
    observe() {}
    disconnect() {}
  }
  const original = globalThis.PerformanceObserver;
  globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  try {
    loadAppAfterPaint(rootNaming(SCRIPTS));
    await jest.advanceTimersByTimeAsync(500);
    report(['first-paint']);
    await jest.advanceTimersByTimeAsync(500);
    expect(added()).toEqual([]);
    report(['first-contentful-paint']);
    await jest.advanceTimersByTimeAsync(50);
    expect(added()).toEqual(SCRIPTS.split(' '));
  } finally {
    globalThis.PerformanceObserver = original;
  }
});
