/** The page's "could not load" message: what shows it, and in which language (src/bootFailure.ts). */
import { BOOT_FAILED, watchBootFailure } from '../src/bootFailure';

/** The page's HTML (public/index.html); a prerendered page's message names its language (the build). */
function page({ lang = '' } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div id="boot-failed"${lang ? ` lang="${lang}"` : ''} hidden><p lang="es">No pudimos cargar esta página.</p><p lang="en">We could not load this page.</p></div>
    <div id="root"></div>`;
  return document.getElementById('boot-failed')!;
}

function script(defer: boolean) {
  const el = document.createElement('script');
  el.defer = defer;
  document.head.appendChild(el);
  return el;
}

test('a head script (defer) that fails shows the message, in the market of need-pop', () => {
  const message = page();
  watchBootFailure('1');
  expect(message.hidden).toBe(true);
  script(true).dispatchEvent(new Event('error'));
  expect(message.hidden).toBe(false);
  expect(message.lang).toBe('en');
});

test('need-pop 2, absent or other speak Spanish', () => {
  for (const needPop of ['2', '', '3']) {
    const message = page();
    watchBootFailure(needPop);
    script(true).dispatchEvent(new Event('error'));
    expect(message.lang).toBe('es');
  }
});

test("a script added later (the renderer, webpack's chunks) that fails does not show it: the app handles those", () => {
  const message = page();
  watchBootFailure('2');
  script(false).dispatchEvent(new Event('error'));
  const img = document.createElement('img');
  document.body.appendChild(img);
  img.dispatchEvent(new Event('error'));
  window.dispatchEvent(new ErrorEvent('error', { message: 'a script error' }));
  expect(message.hidden).toBe(true);
});

test('the app reporting that it could not start shows it', () => {
  const message = page();
  watchBootFailure('1');
  window.dispatchEvent(new Event(BOOT_FAILED));
  expect(message.hidden).toBe(false);
  expect(message.lang).toBe('en');
});

test("a prerendered page's message keeps its page's language", () => {
  const message = page({ lang: 'en' });
  watchBootFailure('2');
  script(true).dispatchEvent(new Event('error'));
  expect(message.hidden).toBe(false);
  expect(message.lang).toBe('en');
});

test('a page without the message is left alone', () => {
  document.body.innerHTML = '<div id="root"></div>';
  watchBootFailure('1');
  expect(() => script(true).dispatchEvent(new Event('error'))).not.toThrow();
  expect(() => window.dispatchEvent(new Event(BOOT_FAILED))).not.toThrow();
});
