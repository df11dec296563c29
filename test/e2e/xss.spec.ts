/**
 * Every string field of every API response replaced by script, event-handler and javascript: payloads:
 * nothing executes (no dialog, no page error, no window.__xss), and no such URL reaches the DOM.
 * CSP is bypassed here on purpose, so the rendering itself is what is tested.
 */
import { expect, test } from '@playwright/test';
import { recordFigure, XSS_PAYLOADS } from './support/reliability';
import { ROUTE_URLS } from './support/urls';

test.use({ bypassCSP: true });

const API = /\/(coalition|v3|api\/v2)\//;

function poison(value: unknown, counter: { n: number; offset: number }): unknown {
  if (typeof value === 'string') {
    counter.n += 1;
    return XSS_PAYLOADS[(counter.n + counter.offset) % XSS_PAYLOADS.length];
  }
  if (Array.isArray(value)) return value.map((v) => poison(v, counter));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'code' || k === 'message' ? v : poison(v, counter)]),
    );
  }
  return value;
}

for (const [route, url] of Object.entries(ROUTE_URLS)) {
  test(`no XSS payload executes on ${route}`, async ({ page }) => {
    let tried = 0;
    for (const offset of [0, 5]) {
      const counter = { n: 0, offset };
      const problems: string[] = [];
      page.removeAllListeners('dialog');
      page.on('dialog', (d) => {
        problems.push(`dialog: ${d.message()}`);
        void d.dismiss();
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await page.unroute(API).catch(() => undefined);
      await page.route(API, async (r) => {
        if (r.request().url().includes('get-captcha')) return r.continue();
        const response = await r.fetch();
        let json: unknown;
        try {
          json = await response.json();
        } catch {
          return r.fulfill({ response });
        }
        await r.fulfill({ response, json: poison(json, counter) });
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      tried += counter.n;
      const executed = await page.evaluate(() => (window as Window & { __xss?: number }).__xss ?? 0);
      const dangerous = await page
        .locator('[href^="javascript:" i], [src^="javascript:" i], [src^="data:text" i], script:not([src])')
        .count();
      expect(problems).toEqual([]);
      expect(executed).toBe(0);
      expect(dangerous).toBe(0);
    }
    recordFigure('xssPayloads', route, tried, 0);
  });
}
