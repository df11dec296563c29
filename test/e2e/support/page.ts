/**
 * Shared e2e helpers: collect page errors, take the 390x844 screenshot of a screen, find a toast,
 * record layout shifts, wait for frames, drag a finger.
 */
import type { Locator, Page } from '@playwright/test';

export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    errors.push(`unexpected dialog: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

export async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

/**
 * The toast (antd-mobile's, shown by src/ui/noticeHost.ts), the newest one when given its words. Its
 * words are also in the live region (and, with a dialog open, in the dialog's copy of it), and a
 * field's error repeats them under the field: a page-wide text search finds those too.
 * With `text`: the newest toast with exactly these words (a toast closed a moment ago may still be
 * fading out, with the same words); without it: every toast on the page.
 */
export function toast(page: Page, text?: string | RegExp): Locator {
  const toasts = page.locator('.adm-toast-main');
  return text === undefined ? toasts : toasts.getByText(text, { exact: true }).last();
}

/**
 * A fresh order number that reads as the seeded order of `status` (`/__control/fresh-order`): a test
 * that rates it is not disturbed by other files rating the seeded orders at the same time.
 */
export async function freshOrder(page: Page, status: number): Promise<string> {
  const res = await page.request.post('/__control/fresh-order', { data: { status } });
  const body = (await res.json()) as { data: { orderId: string } };
  return body.data.orderId;
}

/** A layout shift the page reported: its score, and the class names of the moved nodes' parents. */
export interface LayoutShift {
  value: number;
  nodes: string;
}

/**
 * Records the page's layout shifts from its first byte, leaving out those right after an input (as CLS
 * does); the function returned reads them.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const w = window as Window & { __shifts?: LayoutShift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[])
        if (!e.hadRecentInput)
          w.__shifts!.push({
            value: e.value,
            nodes: e.sources.map((x) => x.node?.parentElement?.className).join(' '),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as Window & { __shifts?: LayoutShift[] }).__shifts ?? []);
}

/** Waits two animation frames: what the page had rendered before is laid out and painted by then. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * A finger's drag from one point to another through the touch screen, in `steps` moves 16 ms apart
 * (a 60 Hz screen), lifted `restMs` after the last move. Each event carries its time: unstamped, CDP
 * stamps them when they arrive, and on a busy machine the moves can arrive within a few milliseconds,
 * which Chromium reads as a flick; it then starts a fling, and a tap during a fling only stops it and
 * never reaches the page (a drag stamped 1 ms a move lost the next tap 15 runs of 15). After the
 * default rest the finger has stopped when it lifts, so nothing flings (60 of 60 runs on a loaded
 * machine); a swipe passes a short rest. The times are in the past, so input sent afterwards comes
 * after them.
 */
export async function fingerDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { steps = 10, restMs = 100 }: { steps?: number; restMs?: number } = {},
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000 - 1;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number, ms: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      timestamp: start + ms / 1000,
    });
  await touch('touchStart', from.x, from.y, 0);
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await touch('touchMove', x, y, 16 * i);
  }
  await touch('touchEnd', to.x, to.y, 16 * steps + restMs);
  await cdp.detach();
}
