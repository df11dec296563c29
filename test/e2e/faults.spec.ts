/**
 * Network faults injected by the contract server (x-fault header added to the page's own requests):
 * a 500, a dropped connection and a broken JSON body each show a message and a retry that recovers,
 * and no loading toast stays on screen.
 */
import { expect, test } from '@playwright/test';
import { recordFigure } from './support/reliability';
import { ROUTE_URLS } from './support/urls';

const CASES: [string, string, RegExp][] = [
  ['/Dag', ROUTE_URLS['/Dag'], /get-whatsapp/],
  ['/abcIs', ROUTE_URLS['/abcIs'], /loan-details\/loan-details/],
  ['/dibbleNight', ROUTE_URLS['/dibbleNight'], /loan-play-detail/],
  ['/complaintList', ROUTE_URLS['/complaintList'], /problem-list/],
];

for (const [route, url, api] of CASES) {
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
      await expect(page.locator('.adm-toast-mask .adm-toast-icon-loading, .adm-toast-loading')).toHaveCount(0);
      await retry.click();
      await expect(retry).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main').first()).toBeVisible();
      recordFigure('networkFaults', `${route} ${fault}`, 1, 0);
    });
  }
}
