/**
 * Payments that act, reminders and last-known data (issue 20) in Chromium at 390x844 against the
 * contract server: the UPI intent and its QR code (decoded with Debian's zbarimg and compared with
 * the link), SPEI's copy buttons, the OXXO voucher download (a PNG whose barcode scans to the
 * reference), the .ics download parsed by ical.js, the fraud notice, the escalation contacts, the
 * loan detail offline with its "as of" time, and axe on the new states.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { collectErrors, nextFrames, recordLayoutShifts, toast } from './support/page';

const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const ORDER = `${SESSION}&productId=1&orderId=174`;
const AXE = path.resolve('node_modules/axe-core/axe.min.js');
const ZBARIMG = '/usr/bin/zbarimg';
const OUT = process.env.PW_OUTPUT || 'test-results/artifacts';

/** Decodes every symbol zbarimg finds in a PNG: `QR-Code:text` / `CODE-128:text` lines. */
function zbar(file: string): string[] {
  const out = execFileSync(ZBARIMG, ['--quiet', file], { encoding: 'utf8' });
  console.log(`zbarimg ${path.basename(file)}:\n${out.trim()}`);
  return out.trim().split('\n');
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string }[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

test.use({ bypassCSP: true });

let errors: string[];
test.beforeEach(({ page }) => {
  errors = collectErrors(page);
  mkdirSync(OUT, { recursive: true });
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test.describe('India (need-pop=1)', () => {
  test('a vpa channel offers "Pay with UPI" and a QR code that scans to the same upi://pay link', async ({ page }) => {
    await page.goto(`/dibbleNight?${ORDER}&need-pop=1`);
    const pay = page.getByRole('button', { name: /^Pay with UPI · ₹/ });
    await expect(pay).toBeVisible();
    const link = (await pay.getAttribute('data-upi-link'))!;
    expect(link).toMatch(/^upi:\/\/pay\?pa=agilcredit\.repay@okaxis&pn=[^&]+&am=\d+\.\d{2}&tr=\w+&tn=[^&]+&cu=INR$/);
    const qr = page.getByTestId('upi-qr');
    await expect(qr).toBeVisible();
    const shot = path.join(OUT, 'upi-qr.png');
    await qr.screenshot({ path: shot });
    test.skip(!existsSync(ZBARIMG), 'zbarimg is not installed (apt-get install -y zbar-tools)');
    expect(zbar(shot)).toEqual([`QR-Code:${link}`]);
    await expect(page.getByText('We never ask for your SMS code; pay only to the accounts shown here.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('"Add to calendar" on the loan detail downloads an .ics that parses, on the due date, with a reminder the day before', async ({
    page,
  }) => {
    await page.goto(`/abcIs?${ORDER}&need-pop=1`);
    const add = page.getByRole('button', { name: 'Add to calendar' });
    await expect(add).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
    expect(download.suggestedFilename()).toBe('repayment-reminder-174.ics');
    const text = readFileSync(await download.path(), 'utf8');
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    expect(event.summary).toMatch(/^Repay ₹[\d.]+/);
    const plan = await page.request.post('/v3/installment/loan-play-detail', {
      data: { productId: '1', orderId: '174' },
      headers: { 'Accept-Language': 'en-IN' },
    });
    const repayDate = String(((await plan.json()) as { data: { repayDate: string } }).data.repayDate).slice(0, 10);
    expect(event.startDate.toString()).toBe(repayDate);
    const trigger = vevent.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-86_400);
  });

  test('"Add to calendar" arriving after the loan detail has painted moves nothing: it comes under the actions', async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    // The repay plan (the reminder's date and amount) is held until the page has painted its order.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v3/installment/loan-play-detail', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/abcIs?${ORDER}&need-pop=1`);
    const repay = page.getByRole('link', { name: 'Repay' });
    await expect(repay).toBeVisible();
    await nextFrames(page);
    const before = (await repay.boundingBox())!.y;
    release();
    const add = page.getByRole('button', { name: 'Add to calendar' });
    await expect(add).toBeVisible();
    await nextFrames(page);
    expect((await repay.boundingBox())!.y).toBe(before);
    expect((await add.boundingBox())!.y).toBeGreaterThan(before);
    expect(await shifts()).toEqual([]);
  });

  test('offline, the loan detail shows its last-known data with "as of" its time, not an error', async ({
    page,
    context,
  }) => {
    await page.goto(`/abcIs?${ORDER}&need-pop=1`);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    // The page has also fetched what it loads after its data has painted (the notices' code).
    await page.waitForLoadState('networkidle');
    // An in-app visit to the repay page, then the phone loses its connection and comes back.
    await page.getByRole('link', { name: 'Repay' }).click();
    await expect(page.getByTestId('repay-amount')).toBeVisible();
    await context.setOffline(true);
    await page.goBack();
    const status = page.getByTestId('last-known');
    await expect(status).toBeVisible();
    await expect(status).toContainText('You are offline. This is the last information we loaded.');
    await expect(status).toContainText(/as of \d{2}:\d{2}/);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The repay page, shown again while offline (its refetch on focus fails): the last-known plan, and
    // paying on it says it needs the network.
    await page.getByRole('link', { name: 'Repay' }).click();
    await expect(page.getByTestId('repay-amount')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('last-known')).toBeVisible();
    await page.getByRole('button', { name: 'Ways to pay' }).click();
    await expect(toast(page)).toHaveText('Paying needs an internet connection. Connect and try again.');
    await page.screenshot({ path: path.join(OUT, 'offline-repay.png') });
    await context.setOffline(false);
  });

  test('customer service names the grievance officer and the RBI portals', async ({ page }) => {
    await page.goto(`/actLegislation?${SESSION}&need-pop=1`);
    const box = page.getByTestId('escalation');
    await expect(box.getByRole('heading', { name: 'Grievance Redressal Officer' })).toBeVisible();
    await expect(box.getByRole('link', { name: 'sachet.rbi.org.in' })).toHaveAttribute(
      'href',
      'https://sachet.rbi.org.in/',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Mexico', () => {
  test('SPEI: CLABE, beneficiary and bank each copy to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/dibbleNight?${ORDER}`);
    const clabe = page.getByRole('button', { name: /^Copiar CLABE \d{18}$/ });
    await expect(clabe).toBeVisible();
    const expected = (await clabe.getAttribute('aria-label'))!.replace('Copiar CLABE ', '');
    for (const [button, value] of [
      [clabe, expected],
      [page.getByRole('button', { name: /^Copiar Beneficiario / }), /SOFOM/],
      [page.getByRole('button', { name: /^Copiar Banco / }), /\S/],
    ] as const) {
      await button.click();
      await expect(toast(page)).toHaveText('Copiado');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      if (typeof value === 'string') expect(copied).toBe(value);
      else expect(copied).toMatch(value);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('OXXO: "Guardar / compartir ficha" downloads a PNG whose barcode scans to the reference', async ({ page }) => {
    await page.goto(`/dibbleNight?${ORDER}`);
    const oxxo = page.getByRole('region', { name: 'Tiendas de conveniencia' }).getByRole('listitem').first();
    const reference = (await oxxo.locator('.channel-code .code').textContent())!.trim();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      oxxo.getByRole('button', { name: 'Guardar / compartir ficha' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ficha-OXXO-${reference}.png`);
    const file = path.join(OUT, 'ficha-oxxo.png');
    await download.saveAs(file);
    const png = readFileSync(file);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(720);
    await expect(toast(page)).toHaveText('Ficha guardada');
    test.skip(!existsSync(ZBARIMG), 'zbarimg is not installed');
    expect(zbar(file)).toContain(`CODE-128:${reference}`);
  });

  test('the fraud notice is on the instruction page', async ({ page }) => {
    await page.goto(`/carpmm?${ORDER}&requestType=1&amount=300000&payCode=OXXO`);
    await expect(
      page.getByText('Nunca le pedimos su código SMS; pague solo a las cuentas que se muestran aquí.'),
    ).toBeVisible();
  });
});
