/**
 * Caret-safe masks in Chromium: the landing phone (3-4-4) and the bind-card number (4-4-4-4).
 * Backspace in the middle deletes the digit before the caret and keeps the caret; Backspace right
 * after a group space deletes the digit before the space; typing in the middle inserts at the caret.
 */
import { expect, test, type Locator } from '@playwright/test';
import { ROUTE_URLS } from './support/urls';

const caret = (input: Locator) => input.evaluate((el: HTMLInputElement) => el.selectionStart);
const moveCaret = (input: Locator, at: number) =>
  input.evaluate((el: HTMLInputElement, to) => el.setSelectionRange(to, to), at);

test('landing phone: Backspace and typing in the middle, Backspace after a space', async ({ page }) => {
  await page.goto(ROUTE_URLS['/landing']);
  const phone = page.locator('input[name=phone]');
  // The prerendered form takes typing once the app has taken it over.
  await expect(phone).toBeEditable();
  await phone.click();
  await page.keyboard.type('13812345678');
  await expect(phone).toHaveValue('138 1234 5678');

  await moveCaret(phone, 6); // 138 12|34 5678
  await page.keyboard.press('Backspace');
  await expect(phone).toHaveValue('138 1345 678');
  expect(await caret(phone)).toBe(5);
  await page.keyboard.type('9');
  await expect(phone).toHaveValue('138 1934 5678');
  expect(await caret(phone)).toBe(6);

  await moveCaret(phone, 4); // 138 |1934 5678
  await page.keyboard.press('Backspace');
  await expect(phone).toHaveValue('131 9345 678');
  expect(await caret(phone)).toBe(2);
});

test('bind card number: Backspace and typing in the middle, Backspace after a space', async ({ page }) => {
  await page.goto(ROUTE_URLS['/arphaxat']);
  const card = page.getByLabel(/Número de tarjeta|Card number/);
  await card.click();
  await page.keyboard.type('4111222233334444');
  await expect(card).toHaveValue('4111 2222 3333 4444');

  await moveCaret(card, 7); // 4111 22|22 3333 4444
  await page.keyboard.press('Backspace');
  await expect(card).toHaveValue('4111 2223 3334 444');
  expect(await caret(card)).toBe(6);
  await page.keyboard.type('7');
  await expect(card).toHaveValue('4111 2722 3333 4444');
  expect(await caret(card)).toBe(7);

  await moveCaret(card, 10); // 4111 2722 |3333 4444
  await page.keyboard.press('Backspace');
  await expect(card).toHaveValue('4111 2723 3334 444');
  expect(await caret(card)).toBe(8);

  // Delete just before a space removes the digit after it.
  await moveCaret(card, 4); // 4111| 2723
  await page.keyboard.press('Delete');
  await expect(card).toHaveValue('4111 7233 3344 44');
  expect(await caret(card)).toBe(4);
});
