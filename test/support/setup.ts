// Testing Library matchers, and the browser APIs jsdom lacks that antd-mobile touches.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './dialogPolyfill';

// Screens and their dialogs arrive by lazy import; on a cold transform cache (a clean clone's CI on
// 2 cores) compiling one such module took over the library's default 1 s. A wait still ends as soon
// as its condition holds, so only a failing wait takes longer.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!(globalThis as { ResizeObserver?: unknown }).ResizeObserver) {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom has no scrolling: its window.scrollTo exists but logs "Not implemented" through console.error on
// every call (the app scrolls on each navigation), which buried real errors in the output.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// CSS is stubbed in jest: the one kit rule antd-mobile checks at run time (src/ui/antdPxTester.css).
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = 'div.adm-px-tester { position: fixed; }';
  document.head.appendChild(style);
}
