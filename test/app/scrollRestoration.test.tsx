/**
 * Scroll between pages (src/app/scrollRestoration.ts): a new page opens at the top or at its anchor,
 * Back returns to where the page was, and a reload of the tab too (the positions are saved for the
 * tab when the page is hidden). jsdom does not scroll, so the page's position is set by hand and the
 * scrolls asked for are read from `window.scrollTo`.
 */
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from '../../src/app/scrollRestoration';

let navigate: NavigateFunction;
let scrollTo: jest.SpyInstance;

function Page() {
  useScrollRestoration();
  const go = useNavigate();
  useLayoutEffect(() => {
    navigate = go;
  }, [go]);
  return <h2 id="terms">Terms</h2>;
}

/** The page scrolled to `y` by the borrower. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const lastScroll = () => scrollTo.mock.calls.at(-1) as unknown[];

beforeEach(() => {
  sessionStorage.clear();
  scrolledTo(0);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => scrollTo.mockRestore());

test('a new page opens at the top; Back returns to where the page was', () => {
  render(
    <MemoryRouter initialEntries={['/versions']}>
      <Page />
    </MemoryRouter>,
  );
  scrolledTo(640);
  act(() => void navigate('/directorsIn'));
  expect(lastScroll()).toEqual([0, 0]);
  scrolledTo(120);
  act(() => void navigate(-1));
  expect(lastScroll()).toEqual([0, 640]);
  act(() => void navigate(1));
  expect(lastScroll()).toEqual([0, 120]);
  expect(window.history.scrollRestoration).toBe('manual');
});

test('a page just loaded is at its top already: no scroll, so its first commit does not lay it out', () => {
  let reads = 0;
  Object.defineProperty(window, 'scrollY', { get: () => ++reads && 0, configurable: true });
  render(
    <MemoryRouter initialEntries={['/versions']}>
      <Page />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
  expect(reads).toBe(0);
});

test('a reload of the tab returns to the saved position of its entry', () => {
  const first = render(
    <MemoryRouter initialEntries={['/versions']}>
      <Page />
    </MemoryRouter>,
  );
  scrolledTo(480);
  window.dispatchEvent(new Event('pagehide'));
  first.unmount();
  scrollTo.mockClear();
  // The same entry loaded again: a POP to the saved key.
  render(
    <MemoryRouter initialEntries={['/versions']}>
      <Page />
    </MemoryRouter>,
  );
  expect(lastScroll()).toEqual([0, 480]);
});

test('a page whose address names an anchor opens at it', () => {
  const intoView = jest.fn();
  Element.prototype.scrollIntoView = intoView;
  render(
    <MemoryRouter initialEntries={['/versions']}>
      <Page />
    </MemoryRouter>,
  );
  act(() => void navigate('/directorsIn#terms'));
  expect(intoView).toHaveBeenCalledTimes(1);
  expect(intoView.mock.contexts[0]).toHaveProperty('id', 'terms');
});

test('storage that refuses the positions costs nothing but the restoring', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  render(
    <MemoryRouter initialEntries={['/versions']}>
      <Page />
    </MemoryRouter>,
  );
  scrolledTo(300);
  expect(() => act(() => void navigate('/directorsIn'))).not.toThrow();
  expect(lastScroll()).toEqual([0, 0]);
  setItem.mockRestore();
});
