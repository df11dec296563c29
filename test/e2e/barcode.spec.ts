/**
 * Barcodes that scan: in both markets, the barcode the repay page opens for order 180 and the code
 * image of every channel's instruction page are screenshot as Chromium draws them and decoded with
 * Debian's zbarimg (zbar-tools, installed by .ci/run); the decoded text must be the reference printed
 * beside the image. Each decode is printed. Screenshots land in this run's output folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { en, es } from '../../src/i18n/repay';
import { collectErrors } from './support/page';

const ZBARIMG = '/usr/bin/zbarimg';
const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const ORDER_180 = `${SESSION}&productId=1&orderId=180`;
const MARKETS = [
  { name: 'es-MX', query: '', t: es },
  { name: 'en-IN', query: '&need-pop=1', t: en },
];

/** What zbarimg reads in a PNG of the element, as `CODE-128:<text>` lines; '' when it reads nothing. */
async function decode(element: Locator, file: string): Promise<string> {
  await element.screenshot({ path: file });
  try {
    return execFileSync(ZBARIMG, ['--quiet', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // zbarimg exits 4 when it finds no symbol.
    return '';
  }
}

/** The image has arrived and has a size (a broken image would screenshot as an icon). */
async function loaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
    .toBe(true);
}

async function waitForData(page: Page) {
  await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Opens order 180's repay page with every channel row its answer lists. The page renders the first
 * channel with the answer and the rest a task later, so the rows are read only once all are there.
 */
async function openAllChannels(page: Page, marketQuery: string) {
  const plan = page.waitForResponse((r) => r.url().includes('/v3/installment/loan-play-detail'));
  await page.goto(`/dibbleNight?${ORDER_180}${marketQuery}`);
  await waitForData(page);
  const { data } = (await (await plan).json()) as { data: { repayList: { list: unknown[] }[] } };
  const rows = page.locator('li.channel');
  await expect(rows).toHaveCount(data.repayList.reduce((n, group) => n + group.list.length, 0));
  return rows;
}

let errors: string[];
test.beforeEach(({ page }) => {
  errors = collectErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('zbarimg is installed (apt-get install -y zbar-tools; .ci/run does it)', () => {
  expect(existsSync(ZBARIMG)).toBe(true);
});

for (const market of MARKETS) {
  test.describe(`${market.name}`, () => {
    test('/dibbleNight (order 180): the barcode opened decodes to the reference beside it', async ({ page }, info) => {
      const rows = await openAllChannels(page, market.query);
      let checked = 0;
      for (const row of await rows.all()) {
        const button = row.getByRole('button', { name: market.t.showBarcode, exact: true });
        if ((await button.count()) === 0) continue;
        const printed = (await row.locator('.channel-code .code').innerText()).trim();
        await button.click();
        const image = page.locator('.barcode-image');
        await loaded(image);
        expect((await page.locator('.barcode-code').innerText()).trim()).toBe(printed);
        const out = await decode(image, info.outputPath(`barcode-modal-${market.name}-${checked}.png`));
        console.log(
          `[${market.name}] /dibbleNight barcode dialog, reference ${printed}: zbarimg -> ${out || '(nothing)'}`,
        );
        expect(out).toBe(`CODE-128:${printed}`);
        await page.getByRole('button', { name: market.t.closeBarcode, exact: true }).click();
        await expect(image).toBeHidden();
        checked += 1;
      }
      expect(checked, 'order 180 offers at least one barcode').toBeGreaterThan(0);
    });

    test('every instruction page: the code image decodes to the reference beside it', async ({ page }, info) => {
      const rows = await openAllChannels(page, market.query);
      // Each channel row links to its instruction page (/carpmm or /dragonpayPaymentInstructions).
      const hrefs = await rows
        .locator('a.channel-link')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      const routes = new Set<string>();
      for (const [i, href] of hrefs.entries()) {
        await page.goto(href);
        await waitForData(page);
        routes.add(new URL(href, 'http://x').pathname);
        const section = page.locator('section.card').filter({ has: page.locator('.code-image') });
        const image = section.locator('.code-image');
        await loaded(image);
        const printed = (await section.locator('.copy-line .value.code').first().innerText()).trim();
        const out = await decode(image, info.outputPath(`instruction-${market.name}-${i}.png`));
        console.log(
          `[${market.name}] ${new URL(href, 'http://x').pathname} reference ${printed}: zbarimg -> ${out || '(nothing)'}`,
        );
        expect(out).toBe(`CODE-128:${printed}`);
      }
      console.log(`[${market.name}] instruction routes checked: ${[...routes].join(', ')}`);
    });
  });
}
