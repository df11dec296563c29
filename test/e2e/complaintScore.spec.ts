/**
 * The complaint score is kept by the server: scored once, the detail reloaded asks no more. The test
 * scores a complaint of its own (`/__control/answered-complaint`), so the seeded ones that other
 * tests read meanwhile stay as seeded.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, toast } from './support/page';

const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';

test('score once, reload: no dialog, and the server answers isNeedScore 0', async ({ page, request }) => {
  const errors = collectErrors(page);
  const made = await (await request.post('/__control/answered-complaint')).json();
  const problemId = String(made.data.problemId);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/coalition/problem-score')) posted.push(r.postData() ?? '');
  });

  await page.goto(`/complainDetails?${SESSION}&problemId=${problemId}`);
  const dialog = page.getByRole('dialog').filter({ hasText: 'Califique nuestra respuesta' });
  await expect(dialog).toBeVisible({ timeout: 6000 });
  // A tap on the fourth star (the radio's label), as a finger does.
  await dialog.locator('label', { has: page.getByText('4 / 5', { exact: true }) }).click();
  await expect(dialog.getByRole('radio', { name: '4 / 5' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, '¡Gracias por su calificación!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posted).toHaveLength(1);
  expect(new URLSearchParams(posted[0]).get('score')).toBe('4');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Contenido' })).toHaveValue(/Recibo más de diez llamadas/);
  // Past the 3000 ms the dialog would wait, with room to spare.
  await page.waitForTimeout(4000);
  await expect(dialog).toHaveCount(0);
  const detail = await (await request.post(`/coalition/problem-detail?${SESSION}`, { form: { problemId } })).json();
  expect(Number(detail.data.isNeedScore)).toBe(0);
  expect(errors).toEqual([]);
});

for (const m of [
  {
    market: 'es',
    query: '',
    title: 'Califique nuestra respuesta',
    send: 'Enviar',
    sending: 'Enviando…',
    later: 'Ahora no',
  },
  { market: 'en', query: '&need-pop=1', title: 'Rate our reply', send: 'Send', sending: 'Sending…', later: 'Not now' },
]) {
  test(`a slow score (${m.market}): Send says it is sending, and "${m.later}" leaves at once`, async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const made = await (await request.post('/__control/answered-complaint')).json();
    const problemId = String(made.data.problemId);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const posted: string[] = [];
    await page.route('**/coalition/problem-score*', async (route) => {
      posted.push(route.request().postData() ?? '');
      await held;
      await route.continue();
    });

    await page.goto(`/complainDetails?${SESSION}&problemId=${problemId}${m.query}`);
    const dialog = page.getByRole('dialog').filter({ hasText: m.title });
    await expect(dialog).toBeVisible({ timeout: 6000 });
    await dialog.locator('label', { has: page.getByText('3 / 5', { exact: true }) }).click();
    await dialog.getByRole('button', { name: m.send }).click();
    const busy = dialog.getByRole('button', { name: m.sending });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await page.screenshot({ path: `test-results/screens/complaint-score-sending-${m.market}.png` });
    // A second tap sends nothing more (forced: Playwright waits for an aria-disabled button to enable).
    await busy.click({ force: true });
    await dialog.getByRole('button', { name: m.later }).click();
    await expect(dialog).toBeHidden();
    expect(posted).toHaveLength(1);

    release();
    // The score still counts on the server; the closed dialog does not come back.
    await expect
      .poll(async () => {
        const answer = await request.post(`/coalition/problem-detail?${SESSION}`, { form: { problemId } });
        return Number((await answer.json()).data.isNeedScore);
      })
      .toBe(0);
    await expect(dialog).toHaveCount(0);
    expect(posted).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}
