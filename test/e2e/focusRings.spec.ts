/**
 * Keyboard focus shows where the control clips its own edges: the complaint form's "add an image" tile
 * fills a tile that clips what overflows it (its rounded corners), so a ring drawn outside the control
 * would not be seen at all. Compared as pixels: the tile focused from the keyboard against the same
 * tile unfocused.
 */
import { expect, test } from '@playwright/test';
import { collectErrors } from './support/page';
import { ROUTE_URLS } from './support/urls';

for (const [market, query, name] of [
  ['es', '', 'Agregar una imagen'],
  ['en', '&need-pop=1', 'Add an image'],
] as const) {
  test(`the add-image tile shows keyboard focus (${market})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${ROUTE_URLS['/complainPageNext']}${query}`);
    const input = page.getByLabel(name);
    await expect(input).toBeAttached();
    const tile = page.locator('.image-tile').filter({ has: input });
    const unfocused = await tile.screenshot();
    // From the text box before it, as a keyboard user arrives.
    await page.getByRole('textbox').focus();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    const focused = await tile.screenshot();
    expect(focused.equals(unfocused)).toBe(false);
    await tile.screenshot({ path: `test-results/screens/complaint-add-focus-${market}.png` });
    expect(errors).toEqual([]);
  });
}
