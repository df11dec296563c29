/**
 * Toasts, behind one wrapper so that the UI kit is touched in one file and loaded only when the
 * first toast shows (it stays out of every route's first-load bytes). Calls run in order, so a
 * `clear()` issued after `loading()` always wins even while the kit is still loading.
 */
const TOAST_DEFAULT_MS = 3000;
const TOAST_MIN_MS = 300;

type Kit = typeof import('./antdToast');
let kit: Promise<Kit> | null = null;
let queue: Promise<unknown> = Promise.resolve();
const load = () => (kit ??= import(/* webpackChunkName: "toast" */ './antdToast'));

function run(effect: (k: Kit) => void): Promise<void> {
  const next = queue.then(load).then(effect, () => undefined);
  queue = next;
  return next.then(() => undefined);
}

export const feedback = {
  /** A text toast; durations below the 300 ms minimum are raised to it. */
  toast(message: string, durationMs = TOAST_DEFAULT_MS) {
    if (!message) return Promise.resolve();
    return run((k) => k.showText(message, Math.max(TOAST_MIN_MS, durationMs)));
  },
  success(message: string, durationMs = TOAST_DEFAULT_MS) {
    return run((k) => k.showIcon('success', message, Math.max(TOAST_MIN_MS, durationMs)));
  },
  fail(message: string, durationMs = TOAST_DEFAULT_MS) {
    return run((k) => k.showIcon('fail', message, Math.max(TOAST_MIN_MS, durationMs)));
  },
  /** A loading toast that stays until `clear()`. */
  loading(message: string) {
    return run((k) => k.showLoading(message));
  },
  clear() {
    return run((k) => k.clear());
  },
};
