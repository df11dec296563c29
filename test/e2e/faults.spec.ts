/**
 * Network faults injected by the contract server (x-fault header added to the page's own requests):
 * a 500, a dropped connection and a broken JSON body each show a message and a retry that recovers,
 * and no loading toast stays on screen.
 */
import { expect, test } from '@playwright/test';
import { LOAD_CASES, loadingToast } from './support/faults';
import { recordFigure } from './support/reliability';

// A body that stalls after its headers is in stalls.spec.ts (it needs the page's clock).
for (const [route, url, api] of LOAD_CASES) {
  for (const fault of ['500', 'drop', 'badjson']) {
    test(`${route}: fault ${fault} shows a retry that recovers`, async ({ page }) => {
      let armed = true;
      await page.route(api, async (r) => {
        if (!armed) return r.continue();
        armed = false;
        await r.continue({ headers: { ...r.request().headers(), 'x-fault': fault } });
      });
      await page.goto(url);
      const retry = page.getByRole('button', { name: /Reintentar|Retry/ }).first();
      await expect(retry).toBeVisible({ timeout: 15_000 });
      await expect(loadingToast(page)).toHaveCount(0);
      await retry.click();
      await expect(retry).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main').first()).toBeVisible();
      recordFigure('networkFaults', `${route} ${fault}`, 1, 0);
    });
  }
}
