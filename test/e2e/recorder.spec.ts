/**
 * The tester's loop: open /testPreview (recorder on), play a complaint, come back, download the
 * recording; it replays (CLI code path) to the state the page showed, and the test page loads it
 * back and steps through it.
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
