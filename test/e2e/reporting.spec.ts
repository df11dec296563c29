/**
 * Reporting with `reportUrl: '/__reports'` (config.js routed): a thrown error, a failed load call and
 * the page's LCP reach the contract server masked (no session id, no phone), and /testPreview shows them.
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_URLS } from './support/urls';

const CONFIG = `window.__APP_CONFIG__ = ${JSON.stringify({
  apiOrigin: '',
  provider: 'demo',
  urlAllowlist: ['https://pay.example.com', 'https://apps.apple.com', 'https://play.google.com'],
  reportUrl: '/__reports',
})};`;

interface Report {
  type: string;
  message?: string;
  name?: string;
  kind?: string;
  status?: number;
  endpoint?: string;
  route?: string;
  market?: string;
  userAgent?: string;
}

async function reportsOf(page: Page, marker: string): Promise<Report[]> {
  const all = (await (await page.request.get('/__reports')).json()) as Report[];
  // This page's reports: the server keeps every page's, and other specs may run beside this one.
  return all.filter((r) => JSON.stringify(r).includes(marker) || r.userAgent?.includes(marker));
}

test('a thrown error, a 500 on a load call and the LCP arrive masked and show on /testPreview', async ({
  page,
  browser,
}) => {
  const marker = `boom-${Date.now().toString(36)}`;
  // A user agent of this test's own, so its reports are told apart from any other page's.
  const agent = `${browser.version()} e2e-${marker}`;
  await page.route('**/config.js', (r) => r.fulfill({ contentType: 'application/javascript', body: CONFIG }));
  let armed = true;
  await page.route(/get-whatsapp/, async (r) => {
    if (!armed) return r.continue();
    armed = false;
    await r.continue({ headers: { ...r.request().headers(), 'x-fault': '500' } });
  });
  await page.addInitScript((ua) => Object.defineProperty(navigator, 'userAgent', { get: () => ua }), agent);

  await page.goto(ROUTE_URLS['/Dag']);
  await expect(page.getByRole('button', { name: /Reintentar|Retry/ }).first()).toBeVisible({ timeout: 15_000 });
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(`${m} sessionId=abc`);
    });
  }, marker);

  let reports: Report[] = [];
  await expect
    .poll(
      async () => {
        // A key press ends the LCP measurement (web-vitals reports it then); the flush runs every 5 s.
        await page.keyboard.press('Shift');
        reports = await reportsOf(page, marker);
        return ['error', 'apiFailure', 'LCP'].filter(
          (want) => !reports.some((r) => r.type === want || r.name === want),
        );
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toEqual([]);

  const error = reports.find((r) => r.type === 'error')!;
  expect(error.message).toContain(marker);
  expect(error.message).toContain('sessionId=***');
  expect(error.route).toBe('/Dag');
  expect(error.market).toMatch(/^(es|en)$/);
  expect(reports.find((r) => r.type === 'apiFailure')).toMatchObject({ kind: 'http', status: 500 });
  const sent = JSON.stringify(reports);
  expect(sent).not.toContain('sessionId=abc');
  expect(sent).not.toContain('sess-demo-0001');
  expect(sent).not.toContain('13800138000');

  await page.goto('/testPreview');
  await page.getByRole('button', { name: 'Show latest reports' }).click();
  const list = page.getByTestId('reports');
  await expect(list).toContainText(marker);
  await expect(list).toContainText('apiFailure');
  await expect(list).toContainText('LCP');
});

test('the bridge log on /testPreview survives a page load and its Clear button empties it', async ({ page }) => {
  await page.goto('/testPreview');
  await page.evaluate(() => sessionStorage.removeItem('bridgeLog'));
  await page.goto(ROUTE_URLS['/Dag']);
  await page.evaluate(() =>
    sessionStorage.setItem(
      'bridgeLog',
      JSON.stringify([
        { name: 'callPhone', payload: { phone: '800' }, at: new Date().toISOString(), delivered: false },
      ]),
    ),
  );
  await page.goto('/testPreview');
  await expect(page.getByTestId('bridge-log')).toContainText('callPhone');
  await page.getByRole('button', { name: 'Clear log' }).click();
  await expect(page.getByText('No calls yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No calls yet.')).toBeVisible();
});
