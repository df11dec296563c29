/**
 * A rapid series of taps on every submit sends exactly one request while one is in flight: loan
 * submit, complaint submit, SMS request, registration, card repay commit and confirm, rating. The
 * request under test is held 800 ms by the contract server (x-fault delay) so the taps land in flight.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '../../src/i18n/messages';
import { recordFigure } from './support/reliability';

const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const TAPS = 6;

test.describe.configure({ mode: 'serial' });

/** Holds matching requests 800 ms at the server and counts them. */
async function slowAndCount(page: Page, part: string) {
  const seen = { count: 0 };
  await page.route(`**/*${part}*`, async (route) => {
    seen.count += 1;
    await route.continue({ headers: { ...route.request().headers(), 'x-fault': 'delay:800' } });
  });
  return seen;
}

/** Taps faster than React can re-render the button disabled. */
async function burst(button: Locator) {
  await button.evaluate((b, n) => {
    for (let i = 0; i < n; i += 1) (b as HTMLElement).click();
  }, TAPS);
}

async function expectOne(page: Page, seen: { count: number }, name: string) {
  await page.waitForTimeout(1500);
  recordFigure('rapidTaps', name, 1, seen.count === 1 ? 0 : 1);
  expect(seen.count).toBe(1);
}

test('loan submit', async ({ page }) => {
  const seen = await slowAndCount(page, '/loan-detail-push');
  await page.goto(`/kimJuly?${SESSION}&productId=1`);
  const apply = page.getByRole('button', { name: 'Solicitar ahora' });
  await expect(apply).toBeEnabled();
  await burst(apply);
  await expectOne(page, seen, 'loan submit');
});

test('complaint submit', async ({ page }) => {
  const seen = await slowAndCount(page, '/coalition/problem-save');
  await page.goto(`/complainPageNext?${SESSION}&problemType=2&problemSonType=&orderNo=174`);
  await page.getByRole('textbox', { name: 'Descripción' }).fill(`Ráfaga ${Date.now()}`);
  await burst(page.getByRole('button', { name: 'Submit' }));
  await expectOne(page, seen, 'complaint submit');
});

async function landing(page: Page) {
  await page.goto('/landing?id=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=&links_id=9');
  await page.getByLabel('Número de celular').fill(`13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
  await page.getByLabel('Código de la imagen', { exact: true }).fill('1234');
}

test('SMS request', async ({ page }) => {
  const seen = await slowAndCount(page, '/promotion/get-sms');
  await landing(page);
  await burst(page.getByRole('button', { name: MSG.getCode }));
  await expectOne(page, seen, 'SMS request');
});

test('registration', async ({ page }) => {
  await landing(page);
  await page.getByRole('button', { name: MSG.getCode }).click();
  await expect(page.getByText(MSG.smsSent)).toBeVisible();
  await page.getByLabel('Código SMS').fill('123456');
  const seen = await slowAndCount(page, '/promotion/register');
  await burst(page.getByRole('button', { name: 'Solicitar ahora' }));
  await expectOne(page, seen, 'registration');
});

test('card repay commit and confirm', async ({ page }) => {
  await page.goto(`/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
  await page.getByText('BBVA México').click();
  const commits = await slowAndCount(page, '/coalition/repayment-commit');
  await burst(page.getByRole('button', { name: 'Pagar', exact: true }));
  await expectOne(page, commits, 'card repay commit');
  const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Código de verificación').fill('123456');
  const confirms = await slowAndCount(page, '/coalition/repayment-confirm');
  await burst(dialog.getByRole('button', { name: 'Confirmar' }));
  await expectOne(page, confirms, 'card repay confirm');
});

test('rating', async ({ page }) => {
  await page.request.post('/__control/reset');
  const seen = await slowAndCount(page, '/loan-score');
  await page.goto(`/abcIs?${SESSION}&productId=1&orderId=200`);
  const dialog = page.getByRole('dialog', { name: 'Califique su experiencia' });
  await dialog.locator('label', { hasText: '2 estrellas' }).click();
  await burst(dialog.getByRole('button', { name: 'Enviar' }));
  await expectOne(page, seen, 'rating');
});
