/**
 * Shared e2e helpers: collect page errors, take the 390x844 screenshot of a screen, find a toast,
 * record layout shifts, wait for frames.
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
