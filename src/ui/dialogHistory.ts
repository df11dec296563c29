/**
 * The history entry an open dialog owns, so that Android Back (or the browser's) closes the dialog
 * instead of leaving the screen. The entry has the page's own URL and the router's own state plus a
 * marker: the router sees a POP to the same location (nothing changes on screen) and this module
 * decides what the pop means for the dialog.
 *
 * - Open: push the marked entry.
 * - Back while open: the marked entry is gone; a dismissible dialog is closed by its flow, a dialog
 *   that must not be dismissed pushes its entry again (the borrower stays on the dialog).
 * - Closed by its flow (a button, Escape): pop the marked entry, unless a router navigation is under
 *   way or has already replaced it (a pop would cancel the navigation).
 * Pops are asynchronous: a push asked for while one is in flight waits for it, so a dialog that
 * follows another (rating, then thank-you) never lands its entry before the old one is gone.
 */

const MARK = '__dialog';

let nextId = 1;
let popping: Promise<void> | null = null;

const markOf = (state: unknown): unknown =>
  state && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined;

/** Goes back one entry and resolves once the browser has done it. */
function popOnce(): Promise<void> {
  const done = new Promise<void>((resolve) => {
    const finish = () => {
      window.removeEventListener('popstate', finish);
      clearTimeout(timer);
      resolve();
    };
    // A browser that never answers (a test environment) must not hold the next dialog forever.
    const timer = setTimeout(finish, 1000);
    window.addEventListener('popstate', finish);
  });
  const mine: Promise<void> = done.then(() => {
    if (popping === mine) popping = null;
  });
  popping = mine;
  window.history.back();
  return done;
}

interface DialogEntry {
  /** The dialog closed by its flow: give its entry back. */
  release(): void;
}

/**
 * Pushes the dialog's entry. `onBack` runs when Back takes the entry away while the dialog is open;
 * it returns false when the flow refuses to close, and the entry is pushed again.
 */
export function holdHistoryEntry(onBack: () => boolean): DialogEntry {
  const id = nextId++;
  let released = false;
  let pushed = false;

  const push = () => {
    const state: unknown = window.history.state;
    const base = state && typeof state === 'object' ? state : {};
    window.history.pushState({ ...base, [MARK]: id }, '', window.location.href);
    pushed = true;
  };
  const onPop = () => {
    if (released || markOf(window.history.state) === id) return;
    if (!onBack()) push();
  };

  const start = () => {
    if (released) return;
    push();
    window.addEventListener('popstate', onPop);
  };
  if (popping) void popping.then(start);
  else start();

  return {
    release() {
      if (released) return;
      released = true;
      window.removeEventListener('popstate', onPop);
      if (pushed && markOf(window.history.state) === id) void popOnce();
    },
  };
}
