/**
 * The complaint list at 200% text: rows are measured, so no row clips its content, the list stays
 * windowed (a screenful of rows in the page) and scrolling the page to the end reaches the last of
 * 5,000 complaints.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './support/page';
import { ROUTE_URLS } from './support/urls';

const LIST_URL = `${ROUTE_URLS['/complaintList']}&bulk=5000`;

async function atTextSize(page: Page, percent: number) {
  await page.evaluate((p) => {
    document.documentElement.style.fontSize = `${p}%`;
  }, percent);
  await page.waitForTimeout(200);
}

/** Rows whose box is shorter than their content (the row itself and the tappable item inside it). */
function clippedRows(): string[] {
  const out: string[] = [];
  for (const row of Array.from(document.querySelectorAll<HTMLElement>('[role=listitem]'))) {
    const item = row.firstElementChild as HTMLElement | null;
    for (const el of [row, item]) {
      if (el && el.scrollHeight > el.clientHeight + 1) {
        out.push(`${row.getAttribute('aria-posinset')}: ${el.scrollHeight} > ${el.clientHeight}`);
      }
    }
  }
  // Rows must not overlap: each starts at or below the end of the previous one.
  const boxes = Array.from(document.querySelectorAll<HTMLElement>('[role=listitem]'))
    .map((r) => ({ n: Number(r.getAttribute('aria-posinset')), ...r.getBoundingClientRect().toJSON() }))
    .sort((a, b) => a.n - b.n);
  for (let i = 1; i < boxes.length; i += 1) {
    if (boxes[i].n === boxes[i - 1].n + 1 && boxes[i].top < boxes[i - 1].bottom - 1) {
      out.push(`${boxes[i].n} overlaps ${boxes[i - 1].n}`);
    }
  }
  return out;
}

for (const percent of [100, 200]) {
  test(`complaint list at ${percent}% text: no clipped row, windowed, the end is reachable`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(LIST_URL);
    const list = page.getByRole('list', { name: 'En proceso' });
    await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    await atTextSize(page, percent);

    expect(await page.evaluate(clippedRows)).toEqual([]);
    const firstHeight = await list
      .getByRole('listitem')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    console.log(`${percent}% text: first row ${Math.round(firstHeight)} px high`);
    expect(await list.getByRole('listitem').count()).toBeLessThan(40);

    // Scroll to the end until the page stops growing (rows are measured as they appear).
    for (let i = 0; i < 10; i += 1) {
      const grew = await page.evaluate(async () => {
        const before = document.documentElement.scrollHeight;
        window.scrollTo(0, before);
        await new Promise((r) => setTimeout(r, 150));
        return document.documentElement.scrollHeight !== before;
      });
      if (!grew) break;
    }
    const last = list.locator('[aria-posinset="5000"]');
    await expect(last).toBeInViewport();
    await expect(last).toContainText('número 5000:');
    expect(await page.evaluate(clippedRows)).toEqual([]);
    expect(await list.getByRole('listitem').count()).toBeLessThan(40);
    await page.screenshot({ path: `test-results/screens/complaint-list-${percent}.png` });
    expect(errors).toEqual([]);
  });
}
