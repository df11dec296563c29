/**
 * axe-core in Chromium on every route: no serious or critical violation. Also: text at 200% keeps the
 * page within the screen width, and the keyboard focus is visible.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { recordFigure } from './support/reliability';
import { ROUTE_URLS } from './support/urls';

const AXE = path.resolve('node_modules/axe-core/axe.min.js');

test.use({ bypassCSP: true });

for (const [route, url] of Object.entries(ROUTE_URLS)) {
  test(`accessibility of ${route}`, async ({ page }) => {
    await page.goto(url);
    // Quiet network, within reason: seen twice on the official pages, Playwright's network-idle never
    // came though no request was open. axe runs on the drawn screen, checked next.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await expect(page.locator('.page-loading')).toHaveCount(0);
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.impact} ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
    });
    recordFigure('axeViolations', route, 1, violations.length);
    expect(violations).toEqual([]);

    // Text at 200%: nothing is pushed off the 390 px screen sideways. Against the screen's width, not
    // `innerWidth`: a mobile browser zooms out to show a wider page, and `innerWidth` grows with it.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await page.waitForTimeout(100);
    const screenWidth = page.viewportSize()?.width ?? 390;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow - screenWidth).toBeLessThanOrEqual(1);

    // Keyboard focus is visible on the first focusable control.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'none-focusable';
      const s = getComputedStyle(el);
      return s.outlineStyle !== 'none' && s.outlineWidth !== '0px'
        ? 'visible'
        : s.boxShadow !== 'none'
          ? 'visible'
          : 'invisible';
    });
    expect(['visible', 'none-focusable']).toContain(outline);
  });
}
