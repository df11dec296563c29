/** Every route loads in Chromium without a page error; a screenshot of each is kept. */
import { expect, test } from '@playwright/test';
import { collectErrors, shoot } from './support/page';
import { HASH_URLS, ROUTE_URLS, shotName } from './support/urls';

for (const [path, url] of Object.entries(ROUTE_URLS)) {
  test(`route ${path} loads`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(url);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await shoot(page, `route-${shotName(path)}`);
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
});

for (const [name, url] of Object.entries(HASH_URLS)) {
  test(`hash route ${name} opens on a fresh load`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(url);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 15_000 });
    await shoot(page, `hash-${name}`);
    expect(errors).toEqual([]);
  });
}
