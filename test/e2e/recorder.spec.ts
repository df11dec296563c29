/**
 * The tester's loop: open /testPreview (recorder on), play a complaint, come back, download the
 * recording; it replays (CLI code path) to the state the page showed, and the test page loads it
 * back and steps through it. And a recording made while typing a phone, a captcha, an SMS code and a
 * card-repay code holds none of them, in sessionStorage or in the downloaded file.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { readRecording } from '../../store/replay/format';
import { maskSecrets } from '../../store/replay/mask';
import { replay } from '../../store/replay/replay';

const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';

test('record a complaint, download it, replay it', async ({ page }) => {
  await page.goto('/testPreview');
  await page.goto(`/complainPageNext?${SESSION}&problemType=2&problemSonType=&orderNo=174`);
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Grabado para el equipo de pruebas');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/friendsIts\?/);
  await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible();
  await page.waitForTimeout(500);
  const shown = await page.evaluate(
    () => (window as unknown as { __LOAN_STATE__: () => { complaint: unknown } }).__LOAN_STATE__().complaint,
  );

  await page.goto('/testPreview');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download recording' }).click(),
  ]);
  const file = await download.path();
  const entries = readRecording(JSON.parse(fs.readFileSync(file, 'utf8')));
  const types = entries.map((e) => e.action.type);
  expect(types).toContain('complaint/submitPressed');
  expect(JSON.stringify(entries).includes('sess-demo-0001')).toBe(false);
  expect(JSON.stringify(entries).includes('13800138000')).toBe(false);

  // The test page records nothing of its own: the replay ends on the complaint page's state.
  const state = maskSecrets(replay(entries));
  expect(JSON.parse(JSON.stringify(state.complaint))).toEqual(shown);

  await page.locator('input[type="file"][accept*="json"]').setInputFiles(file);
  const slider = page.getByRole('slider', { name: 'Replay step' });
  await expect(slider).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('replay-state')).toContainText('"complaint"');
});

const LANDING = '/landing?id=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=&links_id=9';
const CARD_REPAY = `/theTo?${SESSION}&productId=1&orderId=174&amount=300000`;
/** No zeros in the phone or the codes: every digit the mask hides would show if it leaked. */
const PHONE = '13957294816';
const CAPTCHA = 'Xq7Z';
const SMS_CODE = '739514';
const VERIFY_CODE = '864209';

test('a recording made while typing a phone, a captcha, an SMS code and a card-repay code holds none of them', async ({
  page,
}) => {
  await page.goto('/testPreview');

  // The landing form, key by key: get-code (the server refuses the captcha and draws a new one), then apply.
  await page.goto(LANDING);
  const captchaImage = page.getByRole('img', { name: 'Código de verificación en imagen' });
  await expect(captchaImage).toBeVisible();
  await page.getByLabel('Número de celular').pressSequentially(PHONE);
  const captcha = page.getByLabel('Código de la imagen', { exact: true });
  await captcha.pressSequentially(CAPTCHA);
  const smsAnswer = page.waitForResponse((r) => r.url().includes('/promotion/get-sms'));
  await page.getByRole('button', { name: 'get code' }).click();
  await smsAnswer;
  await expect(captcha).toHaveValue('');
  await captcha.pressSequentially(CAPTCHA);
  await page.getByLabel('Código SMS').pressSequentially(SMS_CODE);
  const registerAnswer = page.waitForResponse((r) => r.url().includes('/promotion/register'));
  await page.getByRole('button', { name: 'Solicitar ahora' }).click();
  await registerAnswer;

  // Card repay with its SMS step: a code the server refuses.
  await page.goto(CARD_REPAY);
  await page.getByText('BBVA México').first().click(); // cards bound by other tests may share the bank
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
  await dialog.getByLabel('Código de verificación').pressSequentially(VERIFY_CODE);
  const confirmAnswer = page.waitForResponse((r) => r.url().includes('/repayment-confirm'));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await confirmAnswer;

  // Back on the test page (leaving the card-repay page wrote its log): the whole sessionStorage, then the file.
  await page.goto('/testPreview');
  const stored = await page.evaluate(() =>
    Object.keys(sessionStorage)
      .map((key) => `${key}=${sessionStorage.getItem(key)}`)
      .join('\n'),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download recording' }).click(),
  ]);
  const file = fs.readFileSync(await download.path(), 'utf8');
  const entries = readRecording(JSON.parse(file));

  // The typing and the calls are in the log, masked.
  const types = entries.map((e) => e.action.type);
  for (const type of [
    'registration/phoneChanged',
    'registration/captchaChanged',
    'registration/smsCodeChanged',
    'legacyRepay/verifyCodeEdited',
  ]) {
    expect(types).toContain(type);
  }
  const endpoints = entries.map(
    (e) => (e.action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName,
  );
  for (const endpoint of ['getSms', 'register', 'repaymentCommit', 'repaymentConfirm'])
    expect(endpoints).toContain(endpoint);
  expect(file).toContain('"139 0000 4816"');

  // None of the secrets, nor the digits the mask hides (with enough neighbours not to meet a timestamp by chance).
  const grouped = `${PHONE.slice(0, 3)} ${PHONE.slice(3, 7)} ${PHONE.slice(7)}`;
  const secrets = [
    PHONE,
    grouped,
    PHONE.slice(0, 7),
    PHONE.slice(3),
    grouped.slice(0, 8),
    grouped.slice(4),
    CAPTCHA,
    SMS_CODE,
    VERIFY_CODE,
    'sess-demo-0001',
    '13800138000',
    '4152313412345678',
  ];
  for (const secret of secrets) {
    expect({ secret, inSessionStorage: stored.includes(secret) }).toEqual({ secret, inSessionStorage: false });
    expect({ secret, inFile: file.includes(secret) }).toEqual({ secret, inFile: false });
  }
});
