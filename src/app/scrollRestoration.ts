/**
 * Scroll as a borrower expects from pages: a new page opens at the top (or at its `#anchor`), Back
 * and Forward return to where the page was, and so does a reload. The positions are kept by history
 * entry (the router's location key) and saved for the tab when the page is hidden, as React Router's
 * data router does; the declarative router the app uses (src/routes.tsx) leaves scroll to the app.
 */
import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object')
      return new Map(Object.entries(saved).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    // Storage refused or a value that is not ours: start with none.
  }
  return new Map();
}

export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  // Once: the browser's own restoration would scroll before the page it restores has rendered.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Before paint, so the page's first frame is already where it belongs. A page just loaded is at
  // its top already: asking for the top again, or reading where it is, would make the browser lay the
  // page out inside React's first commit instead of in the frame after it (a longer first task).
  const initial = useRef(true);
  useLayoutEffect(() => {
    const opened = initial.current;
    initial.current = false;
    const positions = readSaved();
    const saved = positions.get(key);
    // Where this entry is, as far as this page knows: what it scrolled to, then every scroll event.
    let y: number | undefined = opened ? 0 : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (type === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      y = saved;
    } else if (target) {
      target.scrollIntoView();
      y = undefined;
    } else if (!opened) {
      window.scrollTo(0, 0);
      y = 0;
    }
    const onScroll = () => void (y = window.scrollY);
    const save = () => {
      if (y === undefined) return;
      positions.set(key, y);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // Storage full or refused: Back then opens at the top, nothing worse.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [key, hash, type]);
}
