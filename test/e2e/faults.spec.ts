/**
 * Network faults injected by the contract server (x-fault header added to the page's own requests):
 * a 500, a dropped connection and a broken JSON body each show a message and a retry that recovers,
 * and no loading toast stays on screen.
 */
import { expect, test } from '@playwright/test';
import { LOAD_CASES, loadingToast } from './support/faults';
import { recordFigure } from './support/reliability';
import { ROUTE_URLS } from './support/urls';

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
      // What the message says: a dropped connection is the network's (what to do about it); neither
      // says the bare word 'error'.
      const alert = page.getByRole('alert').filter({ has: retry });
      if (fault === 'drop') await expect(alert).toContainText('Revise su conexión e inténtelo de nuevo.');
      else await expect(alert).toContainText('No pudimos cargar esta página.');
      await expect(alert.getByText('error', { exact: true })).toHaveCount(0);
      if (fault === 'drop') await page.screenshot({ path: `test-results/screens/load-dropped-${route.slice(1)}.png` });
      await retry.click();
      await expect(retry).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('main').first()).toBeVisible();
      recordFigure('networkFaults', `${route} ${fault}`, 1, 0);
    });
  }
}

/**
 * A page whose heading comes with its data still names itself when the data cannot load: the one
 * `h1` a screen reader starts from sits beside the message and its retry, in the page's language.
 */
const NAMED_WHEN_FAILED: [string, RegExp, string, string][] = [
  ['/carpmm', /generate-vcode/, 'Instrucciones de pago', 'Payment instructions'],
  ['/theThey', /product-list/, 'Producto', 'Product'],
  ['/costSheet', /loan-detail-confirm/, 'Carátula del crédito', 'Key Facts Statement'],
  ...LOAD_CASES.map(([route, , api]): [string, RegExp, string, string] => [route, api, '', '']),
];
for (const [route, api, es, en] of NAMED_WHEN_FAILED) {
  for (const [market, needPop, title] of [
    ['es', '2', es],
    ['en', '1', en],
  ] as const) {
    test(`${route} (${market}) cannot load: one h1 still names the page beside the retry`, async ({ page }) => {
      await page.route(api, (r) => r.continue({ headers: { ...r.request().headers(), 'x-fault': '500' } }));
      await page.goto(`${ROUTE_URLS[route]}&need-pop=${needPop}`);
      await expect(page.getByRole('button', { name: market === 'en' ? 'Retry' : 'Reintentar' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      if (title) await expect(page.locator('h1')).toHaveText(title);
    });
  }
}

test('/landing cannot load its template: one h1 still names the page beside the retry', async ({ page }) => {
  await page.route(/channel-template/, (r) => r.continue({ headers: { ...r.request().headers(), 'x-fault': '500' } }));
  await page.goto(ROUTE_URLS['/landing']);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText('Regístrese y obtenga su préstamo');
});

// A server that sends an optional field as null means it is empty: the page shows it as absent
// instead of "could not load", where Retry could never help.
test('optional fields sent as null: the product list and customer service show them as absent', async ({ page }) => {
  await page.route('**/coalition/product-list*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { list: Record<string, unknown>[] } };
    for (const p of body.data.list) p.productLogo = null;
    await route.fulfill({ response: res, json: body });
  });
  await page.route('**/coalition/get-whatsapp*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, unknown> };
    body.data.email = null;
    body.data.va = 8009531122;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(ROUTE_URLS['/placeIs']);
  await expect(page.getByText('Crédito Plus')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await page.goto(ROUTE_URLS['/actLegislation']);
  await expect(page.getByText('8009531122')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});
