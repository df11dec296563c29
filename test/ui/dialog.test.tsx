/**
 * The app's dialog (src/ui/Dialog.tsx): named, focus in on open and back to the opener on close, Tab
 * wrapping at both ends, Escape asking the flow, and the history entry that Back takes away. The
 * browser's own parts (top layer, inert page) are checked in Chromium by test/e2e/dialogs.spec.ts.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { LIVE_REGION_ID } from '../../src/ui/announcer';
import { Dialog } from '../../src/ui/Dialog';
import { holdHistoryEntry } from '../../src/ui/dialogHistory';

const popped = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

function Harness({ dismissible = true, onDismissed = () => undefined }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onDismissed();
    setOpen(false);
  };
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Dialog open={open} title="Pick one" onDismiss={dismissible ? close : undefined}>
        <fieldset>
          <legend>Stars</legend>
          <input type="radio" name="s" value="1" aria-label="one" />
          <input type="radio" name="s" value="2" aria-label="two" />
        </fieldset>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </main>
  );
}

function openWith(opener: HTMLElement) {
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('dialog', { name: 'Pick one' });
}

afterEach(async () => {
  // Leave each test on a plain entry: a marked one left behind would be popped by the next test.
  while (window.history.state && '__dialog' in (window.history.state as object)) {
    const done = popped();
    window.history.back();
    await done;
  }
});

test('is a named modal dialog; focus moves to its first control on open and back to the opener on close', () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  const dialog = openWith(opener);
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByRole('radio', { name: 'one' })).toHaveFocus();

  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test("a dialog that opened by itself (nothing had focus) gives focus to the page's heading on close", () => {
  function SelfOpening() {
    const [open, setOpen] = useState(true);
    return (
      <main>
        <h1>Order 180</h1>
        <Dialog open={open} title="Rate us" onDismiss={() => setOpen(false)}>
          <button type="button" onClick={() => setOpen(false)}>
            Later
          </button>
        </Dialog>
      </main>
    );
  }
  render(<SelfOpening />);
  expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Later' }));
  const heading = screen.getByRole('heading', { name: 'Order 180' });
  expect(heading).toHaveFocus();
  // Reached by script only: no Tab stop is added to the page.
  expect(heading).toHaveAttribute('tabindex', '-1');
});

test('Tab from the last control wraps to the first, Shift+Tab from the first to the last', () => {
  render(<Harness />);
  const dialog = openWith(screen.getByRole('button', { name: 'Open' }));
  const done = screen.getByRole('button', { name: 'Done' });
  const first = screen.getByRole('radio', { name: 'one' });

  done.focus();
  fireEvent.keyDown(dialog, { key: 'Tab' });
  expect(first).toHaveFocus();

  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(done).toHaveFocus();

  // A radio group is one stop: Shift+Tab from its second radio also wraps; disabled buttons are skipped.
  screen.getByRole('radio', { name: 'two' }).focus();
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(done).toHaveFocus();
});

test('a dialog with nothing to focus holds focus on its title', () => {
  function Waiting() {
    return (
      <Dialog open title="Updating">
        <p>Please wait</p>
      </Dialog>
    );
  }
  render(<Waiting />);
  const title = screen.getByRole('heading', { name: 'Updating' });
  expect(title).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
  expect(title).toHaveFocus();
});

test('Escape asks the flow to close; a flow without onDismiss refuses it', () => {
  const dismissed = jest.fn();
  const { unmount } = render(<Harness onDismissed={dismissed} />);
  fireEvent.keyDown(openWith(screen.getByRole('button', { name: 'Open' })), { key: 'Escape' });
  expect(dismissed).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  unmount();

  render(<Harness dismissible={false} />);
  const dialog = openWith(screen.getByRole('button', { name: 'Open' }));
  fireEvent.keyDown(dialog, { key: 'Escape' });
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  expect(screen.getByRole('dialog', { name: 'Pick one' })).toHaveAttribute('open');
});

test('open pushes an entry with the same URL; Back closes the dialog and the page stays', async () => {
  const dismissed = jest.fn();
  render(<Harness onDismissed={dismissed} />);
  const url = window.location.href;
  const under = window.history.state as unknown;
  openWith(screen.getByRole('button', { name: 'Open' }));
  // The page's own state (the router's key and index) is kept, with the dialog's mark beside it.
  await waitFor(() => expect(window.history.state).toHaveProperty('__dialog'));
  expect(window.location.href).toBe(url);

  const back = popped();
  act(() => window.history.back());
  await act(() => back);
  expect(dismissed).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(window.location.href).toBe(url);
  expect(window.history.state).toEqual(under);
});

test('closing by a button takes its entry back, so the next Back leaves instead of doing nothing', async () => {
  render(<Harness />);
  openWith(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(window.history.state).toHaveProperty('__dialog'));
  const back = popped();
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  await act(() => back);
  expect(window.history.state ?? {}).not.toHaveProperty('__dialog');
});

test('a flow that must not be dismissed keeps its dialog on Back: the entry comes back', async () => {
  render(<Harness dismissible={false} />);
  openWith(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(window.history.state).toHaveProperty('__dialog'));
  const back = popped();
  act(() => window.history.back());
  await act(() => back);
  expect(screen.getByRole('dialog', { name: 'Pick one' })).toHaveAttribute('open');
  expect(window.history.state).toHaveProperty('__dialog');
});

test('closed after a navigation has covered its entry, the entry is left to the navigation', () => {
  const entry = holdHistoryEntry(() => true);
  expect(window.history.state).toHaveProperty('__dialog');
  // The router pushes the next page's entry at once when the flow navigates.
  window.history.pushState({ key: 'next', idx: 9 }, '', window.location.href);
  const back = jest.spyOn(window.history, 'back');
  entry.release();
  expect(back).not.toHaveBeenCalled();
  back.mockRestore();
});

test("what the page's live region says is said again from inside the open dialog (the page is inert)", async () => {
  const region = document.createElement('div');
  region.id = LIVE_REGION_ID;
  document.body.appendChild(region);
  render(
    <Dialog open title="Rate">
      <p>stars</p>
    </Dialog>,
  );
  const echo = within(screen.getByRole('dialog')).getByRole('status');
  region.textContent = 'Seleccione una calificación';
  await waitFor(() => expect(echo).toHaveTextContent('Seleccione una calificación'));
  region.remove();
});
