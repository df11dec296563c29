/**
 * The do-nothing service worker (SPEC §1), with workers allowed (the rest of the suite blocks them,
 * see playwright.config.ts): it is registered after load, takes control of the page at once, and,
 * having no fetch handler, changes nothing the page loads.
 */
import { expect, test } from '@playwright/test';
import { ROUTE_URLS } from './support/urls';

test.use({ serviceWorkers: 'allow' });

test('the service worker registers after load and controls the page, which still works', async ({ page }) => {
  await page.goto(ROUTE_URLS['/complaintList']);
  await expect(page.getByRole('tab').first()).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);

  // Controlled now, the page loads again with its data: the worker handles no request.
  await page.reload();
  await expect(page.getByRole('tab').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
