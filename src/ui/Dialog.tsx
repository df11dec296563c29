/**
 * The one modal dialog of the app: the native `<dialog>` opened with `showModal()`, so the browser puts
 * it in the top layer and makes the page behind inert (out of the accessibility tree, no clicks, no
 * focus). On top of that: focus moves in on open and goes back to the opener on close (to the page's
 * heading when it opened by itself); Tab and
 * Shift+Tab wrap inside (a native modal lets Tab out to the browser's own bar); Escape, Back and a tap
 * on the backdrop ask the flow to close it (`onDismiss`), and a flow that must not be dismissed gives
 * no `onDismiss`, so all three are refused. Which dialog is open stays in the store: this is the view.
 */
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LIVE_REGION_ID } from './announcer';
import { DIALOG_OPENING_EVENT } from './dialogEvents';
import { holdHistoryEntry } from './dialogHistory';
import './dialog.css';

interface Props {
  open: boolean;
  /** The dialog's visible name (its heading labels it). */
  title: ReactNode;
  /** Asked to close by Escape, Back or the backdrop; absent when the flow forbids dismissing it. */
  onDismiss?: () => void;
  /** Whether a tap on the backdrop dismisses (Escape and Back always do when `onDismiss` is given). */
  dismissOnBackdrop?: boolean;
  /** center (default); top keeps the content above a centred toast; sheet sits at the bottom. */
  placement?: 'center' | 'top' | 'sheet';
  /** Beside the title (a sheet's close button). */
  aside?: ReactNode;
  /** Changing it moves focus in again, as on open (the same dialog showing a next step). */
  step?: string | number;
  className?: string;
  children: ReactNode;
}

export function Dialog(props: Props) {
  return props.open ? <OpenDialog {...props} /> : null;
}

/**
 * The control the borrower last focused outside a dialog. A dialog opened after a request (the SMS
 * step after Pay) finds focus on the body: Pay was disabled while the request ran, so focus fell off
 * it. Focus then returns here.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (e) => {
      if (e.target instanceof HTMLElement && !e.target.closest('dialog')) lastFocused = e.target;
    },
    true,
  );
}

/**
 * Where focus goes when the dialog closes and nothing had focus before it opened by itself (the rating
 * after an order loads): the page's heading, so a screen reader goes on from the page's start instead
 * of from nowhere. Made focusable by script only (tabindex -1): it is no Tab stop.
 */
function pageStart(): HTMLElement | null {
  const start = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (start && !start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1');
  return start;
}

function openerNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Notices that must show above an open dialog (a modal dialog is in the browser's top layer, so a
 * toast appended to the body would sit dimmed under its backdrop): lifted into the top layer as
 * manual popovers. The kit's toast, or anything marked `data-over-dialog`.
 */
const OVER_DIALOG = '.adm-toast-mask, [data-over-dialog]';

function liftOverDialog(node: Node) {
  if (!(node instanceof HTMLElement)) return;
  const found = node.matches(OVER_DIALOG) ? [node] : Array.from(node.querySelectorAll<HTMLElement>(OVER_DIALOG));
  for (const el of found) {
    if (typeof el.showPopover !== 'function') continue;
    if (!el.hasAttribute('popover')) el.setAttribute('popover', 'manual');
    try {
      if (!el.matches(':popover-open')) el.showPopover();
    } catch {
      // Removed in the meantime: nothing to lift.
    }
  }
}

const TABBABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Tab stops in order; a radio group is one stop (its checked radio, else its first). */
function tabStops(root: HTMLElement): HTMLElement[][] {
  const stops: HTMLElement[][] = [];
  const groups = new Map<string, HTMLElement[]>();
  for (const el of Array.from(root.querySelectorAll<HTMLElement>(TABBABLE))) {
    if (el.matches(':disabled') || el.closest('[hidden], [inert]') || el.tabIndex < 0) continue;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = groups.get(el.name);
      if (group) {
        group.push(el);
        continue;
      }
      const fresh = [el];
      groups.set(el.name, fresh);
      stops.push(fresh);
      continue;
    }
    stops.push([el]);
  }
  return stops;
}

const entryOf = (stop: HTMLElement[]) => stop.find((el) => (el as HTMLInputElement).checked) ?? stop[0];

function OpenDialog({
  title,
  onDismiss,
  dismissOnBackdrop = false,
  placement = 'center',
  aside,
  step,
  className,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // Read by listeners that outlive a render (Back, Escape): always the flow's latest answer.
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  const focusFirst = () => {
    const dialog = ref.current;
    if (!dialog) return;
    const first = tabStops(dialog)[0];
    (first ? entryOf(first) : titleRef.current)?.focus();
  };

  // Open before paint: the page behind is never reachable while the dialog is on screen.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = openerNow();
    window.dispatchEvent(new Event(DIALOG_OPENING_EVENT));
    if (!dialog.open) dialog.showModal();
    focusFirst();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
      else pageStart()?.focus({ preventScroll: true });
    };
  }, []);

  // A next step inside the same dialog: its controls replaced the focused one.
  const firstStep = useRef(true);
  useLayoutEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    focusFirst();
  }, [step]);

  // While open, toasts show above it, and what the page's live region says is said from inside it
  // (everything outside a modal dialog is inert, the page's live region too).
  const echo = useRef<HTMLDivElement>(null);
  useEffect(() => {
    liftOverDialog(document.body);
    const lifter = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(liftOverDialog)));
    lifter.observe(document.body, { childList: true, subtree: true });
    const region = document.getElementById(LIVE_REGION_ID);
    const echoer = new MutationObserver(() => {
      if (echo.current) echo.current.textContent = region?.textContent ?? '';
    });
    if (region) echoer.observe(region, { childList: true, characterData: true, subtree: true });
    return () => {
      lifter.disconnect();
      echoer.disconnect();
    };
  }, []);

  useEffect(() => {
    const entry = holdHistoryEntry(() => {
      if (!dismiss.current) return false;
      dismiss.current();
      return true;
    });
    return () => entry.release();
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      // Handled here, not by the browser's own close: the flow decides (and a refusal holds every time).
      e.preventDefault();
      dismiss.current?.();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const stops = tabStops(ref.current);
    const active = document.activeElement as HTMLElement | null;
    if (stops.length === 0) {
      e.preventDefault();
      titleRef.current?.focus();
      return;
    }
    const at = stops.findIndex((stop) => active !== null && stop.includes(active));
    const last = stops.length - 1;
    if (e.shiftKey && (at <= 0 || at === -1)) {
      e.preventDefault();
      entryOf(stops[last]).focus();
    } else if (!e.shiftKey && (at === last || at === -1)) {
      e.preventDefault();
      entryOf(stops[0]).focus();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog takes keys and backdrop taps for its content
    <dialog
      ref={ref}
      className={`ui-dialog ui-dialog-${placement}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        // Android Back through the browser's close watcher, or an Escape not seen as a key.
        e.preventDefault();
        dismiss.current?.();
      }}
      onClose={() => {
        // Closed by the browser itself (a cancel it would not let us refuse): the flow still decides.
        const dialog = ref.current;
        if (!dialog?.isConnected) return;
        if (dismiss.current) dismiss.current();
        else dialog.showModal();
      }}
      onClick={(e) => {
        // The body fills the dialog: a click on the dialog element itself is on the backdrop.
        if (e.target === ref.current && dismissOnBackdrop) dismiss.current?.();
      }}
    >
      <div className="ui-dialog-body">
        <div className="ui-dialog-head">
          <h2 id={titleId} ref={titleRef} className="ui-dialog-title" tabIndex={-1}>
            {title}
          </h2>
          {aside}
        </div>
        {children}
        <div ref={echo} className="sr-only" role="status" aria-live="polite" aria-atomic="true" />
      </div>
    </dialog>
  );
}
