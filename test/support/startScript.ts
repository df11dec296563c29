/**
 * What a page's start script does first (src/start.ts): it starts the screen's request. Run from its
 * own module registry, as its own bundle runs with its own copy of the store's modules; the waiting
 * request is on the page's global object, where the app's copy finds it (store/api/headStart.ts).
 */
export function runStartScript(url: string): void {
  const u = new URL(url, 'http://localhost');
  window.history.replaceState(null, '', u.pathname + u.search);
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a script run for its effect, in its own registry
    require('../../src/start');
  });
}
