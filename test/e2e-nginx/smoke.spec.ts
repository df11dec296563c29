/**
 * The production build through nginx (scripts/serve-nginx.mjs): a borrower confirms a loan, a
 * visitor registers on the landing page, the official site opens; the headers are those of the
 * bundled server (server/headers.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cspFor } from '../../server/csp';
import { CACHE, SUBRESOURCE_CSP, securityHeaders } from '../../server/headers';
import { runtimeConfigReader } from '../../server/runtimeConfig';
import { MSG } from '../../src/i18n/messages';
import { collectErrors, toast } from '../e2e/support/page';
import { ROUTE_URLS } from '../e2e/support/urls';

const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const LANDING = '/landing?id=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=INV1&links_id=9&UC=AW-1';
/** The build nginx serves (scripts/serve-nginx.mjs reads the same variable). */
const DIST = process.env.DIST_DIR || 'dist';
const config = () => runtimeConfigReader(path.join(DIST, 'config.js'))();

test('a borrower confirms a loan and lands on the detail page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`/kimJuly?${SESSION}&productId=1&need-pop=2`);
  const apply = page.getByRole('button', { name: 'Solicitar ahora' });
  await expect(apply).toBeEnabled();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await apply.click();
  await page.waitForURL(/\/abcIs\?/);
  const landed = new URL(page.url());
  expect(landed.searchParams.get('productId')).toBe('1');
  expect(landed.searchParams.get('sessionId')).toBe('sess-demo-0001');
  await expect(page.getByRole('heading', { name: 'En revisión' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor registers on the landing page and lands on the download page', async ({ page }) => {
  const errors = collectErrors(page);
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.goto(LANDING);
  await expect(page.getByRole('heading', { name: 'Préstamos de hasta $30,000 en minutos' })).toBeVisible();
  const captcha = page.getByRole('img', { name: 'Código de verificación en imagen' });
  await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByLabel('Número de celular').pressSequentially(phone);
  await page.getByLabel('Código de la imagen', { exact: true }).fill('1234');
  await page.getByRole('button', { name: MSG.getCode }).click();
  // The toast itself: the screen reader's live region carries the same words.
  await expect(toast(page, MSG.smsSent)).toBeVisible();
  await page.getByLabel('Código SMS').fill('123456');
  await page.getByRole('button', { name: 'Solicitar ahora' }).click();
  await expect(toast(page, MSG.registered)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).hash).toMatch(/^#\/downloadTemplate\?/);
  expect(errors).toEqual([]);
});

test('the official site opens at /', async ({ page }) => {
  const errors = collectErrors(page);
  const res = await page.goto(ROUTE_URLS['/']);
  expect(res?.status()).toBe(200);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('headers: the security headers of the bundled server, no-cache shell, immutable assets', async ({ request }) => {
  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const expected = lower(securityHeaders(config(), '/kimJuly', 'text/html'));
  expect(expected['content-security-policy']).toBe(cspFor(config()));
  const short = lower(securityHeaders(config(), '/assets/x.js', 'application/javascript'));
  expect(short['content-security-policy']).toBe(SUBRESOURCE_CSP);

  const shell = await request.get('/kimJuly?productId=1', { headers: { accept: 'text/html' } });
  expect(shell.status()).toBe(200);
  const headers = shell.headers();
  for (const [name, value] of Object.entries(expected)) expect(headers[name]).toBe(value);
  expect(headers['cache-control']).toBe(CACHE.noCache);

  for (const file of ['/index.html', '/config.js', '/sw.js'])
    expect((await request.get(file)).headers()['cache-control']).toBe(CACHE.noCache);

  const html = await shell.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const chunk = await request.get(asset ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe(CACHE.immutable);
  // A script is never a document: the short policy, and no framing (server/headers.ts).
  for (const [name, value] of Object.entries(short)) expect(chunk.headers()[name]).toBe(value);
  expect(chunk.headers()['x-frame-options']).toBe('DENY');
  // The service worker is a script too, but its policy is the worker's own: the page's.
  const worker = (await request.get('/sw.js')).headers();
  for (const [name, value] of Object.entries(expected)) expect(worker[name]).toBe(value);
  // The build's precompressed copy is what nginx sends (gzip_static): its exact length, not a stream.
  expect(chunk.headers()['content-encoding']).toBe('gzip');
  expect(Number(chunk.headers()['content-length'])).toBe(fs.statSync(path.join(DIST, `${asset}.gz`)).size);
  // And its brotli copy to a browser that takes brotli (brotli_static, Debian's module).
  const br = await request.get(asset ?? '', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(Number(br.headers()['content-length'])).toBe(fs.statSync(path.join(DIST, `${asset}.br`)).size);

  // A proxied API answer carries one set of our headers, a JSON answer's: the backend's are hidden.
  const api = await request.post('/coalition/product-list');
  expect(api.status()).toBe(200);
  expect(api.headers()['content-type']).toMatch(/^application\/json/);
  expect(api.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy')).toEqual([
    { name: 'Content-Security-Policy', value: SUBRESOURCE_CSP },
  ]);
  for (const [name, value] of Object.entries(short)) expect(api.headers()[name]).toBe(value);
  expect(api.headers()['x-frame-options']).toBe('DENY');
  // A proxied image (the captcha, an SVG) can be opened as a document: the page's policy.
  const captcha = await request.get('/api/v2/demo/promotion/get-captcha?sid=abc');
  expect(captcha.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  for (const [name, value] of Object.entries(expected)) expect(captcha.headers()[name]).toBe(value);

  expect((await request.get('/assets/missing.js')).status()).toBe(404);
});

test('each public page comes prerendered in the variant of its need-pop, borrower pages name their chunks', async ({
  request,
}) => {
  const html = async (url: string) => (await request.get(url, { headers: { accept: 'text/html' } })).text();
  expect(await html(LANDING)).toContain('data-prerendered="/landing"');
  expect(await html('/landing?id=1&need-pop=1')).toContain('data-prerendered="/landing?need-pop=1"');
  expect(await html('/')).toContain('data-prerendered="/"');
  expect(await html('/?need-pop=2')).toContain('data-prerendered="/?need-pop=2"');
  expect(await html(ROUTE_URLS['/kimJuly'])).toMatch(/<link rel="preload" as="script" href="\/assets\//);
  expect(await html('/no-such-page')).not.toContain('data-prerendered');
});
