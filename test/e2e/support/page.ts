/** Shared e2e helpers: collect page errors, and take the 390x844 screenshot of a screen. */
import type { Page } from '@playwright/test';

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
