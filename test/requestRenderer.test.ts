/**
 * React's renderer, named on a borrower page's #root, is asked for by the start script
 * (src/requestRenderer.ts): each of its own scripts once, never a script the build did not name, and
 * a failed download is not left for the app's loader to wait on.
 */
import { requestRenderer } from '../src/requestRenderer';

function rootNaming(renderer: string | null): HTMLElement {
  const root = document.createElement('div');
  if (renderer !== null) root.dataset.renderer = renderer;
  return root;
}
const added = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.getAttribute('src'));

beforeEach(() => {
  document.head.innerHTML = '';
});

test('the scripts #root names are added to the head, in order, at once', () => {
  requestRenderer(rootNaming('/assets/bbd98c7c.js /assets/1a2b3c4d.js'));
  expect(added()).toEqual(['/assets/bbd98c7c.js', '/assets/1a2b3c4d.js']);
});

test('only the build’s own hashed scripts are added', () => {
  requestRenderer(rootNaming('https://evil.example/x.js /assets/../x.js javascript:alert(1) //evil/x.js /assets/a.js'));
  expect(added()).toEqual(['/assets/a.js']);
});

test('a download that fails leaves no script behind, so the app asks for the file again', () => {
  requestRenderer(rootNaming('/assets/bbd98c7c.js'));
  const [script] = Array.from(document.head.querySelectorAll('script'));
  script.dispatchEvent(new Event('error'));
  expect(added()).toEqual([]);
});

test('a page that names no renderer (a prerendered page, index.html) gets nothing', () => {
  requestRenderer(rootNaming(null));
  requestRenderer(rootNaming(''));
  requestRenderer(null);
  expect(added()).toEqual([]);
});
