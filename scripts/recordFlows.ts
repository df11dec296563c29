/**
 * `npm run record-flows`: plays four real flows in Chromium against the contract server with the
 * recorder on, and writes each recording and the page's real final state (both masked) to
 * test/recordings/, where test/recordings.test.ts replays them through the reducers.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import chromiumLaunch from './chromium.json';

const PORT = Number(process.env.RECORD_PORT || 8296);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = path.resolve('test/recordings');
const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';

async function startServer() {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/start.ts'], {
    // The flows reset the server between recordings (a test-only control).
    env: { ...process.env, PORT: String(PORT), DATA_DIR: 'test-results/.record-data', CONTRACT_FAULTS: '1' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${BASE}/testPreview`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** The page's masked state and its recording, read in one synchronous step so they match. */
async function capture(page: Page, name: string) {
  await page.waitForTimeout(1000);
  const { state, log } = await page.evaluate(() => {
    const w = window as unknown as { __LOAN_STATE__: () => unknown };
    const s = w.__LOAN_STATE__();
    window.dispatchEvent(new Event('pagehide'));
    return { state: s, log: sessionStorage.getItem('recorder:log') };
  });
  const recording = {
    format: 'loan-h5-recording',
    version: 1,
    exportedAt: 'recorded',
    entries: JSON.parse(log ?? '[]') as unknown[],
  };
  fs.writeFileSync(path.join(OUT, `${name}.json`), `${JSON.stringify(recording, null, 1)}\n`);
  fs.writeFileSync(path.join(OUT, `${name}.state.json`), `${JSON.stringify(state, null, 1)}\n`);
  console.log(`${name}: ${recording.entries.length} actions`);
}

const FLOWS: Record<string, (page: Page) => Promise<void>> = {
  async complaintSubmit(page) {
    await page.goto(`${BASE}/complainPageNext?${SESSION}&problemType=2&problemSonType=&orderNo=174`);
    await page.getByRole('textbox', { name: 'Descripción' }).fill('El pago de ayer no aparece en mi pedido');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/friendsIts\?/);
    await page.getByRole('heading', { name: 'Select question type' }).waitFor();
  },
  async registrationCountdown(page) {
    await page.goto(`${BASE}/landing?id=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=&links_id=9`);
    // fill waits until the app has taken the prerendered form over (it is read-only before).
    await page.getByLabel('Número de celular').fill('');
    await page.getByLabel('Número de celular').pressSequentially('13712345678');
    await page.getByLabel('Código de la imagen', { exact: true }).fill('1234');
    await page.getByRole('button', { name: 'get code' }).click();
    await page.getByRole('button', { name: /^5[5-7]s$/ }).waitFor({ timeout: 10_000 });
    await page.getByLabel('Código SMS').fill('123456');
    await page.getByRole('button', { name: 'Solicitar ahora' }).click();
    await page.waitForURL(/#\/downloadTemplate/);
  },
  async cardRepaySms(page) {
    await page.goto(`${BASE}/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
    await page.getByText('BBVA México').click();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
    await dialog.getByRole('button', { name: /^5[5-8] s$/ }).waitFor({ timeout: 10_000 });
    await dialog.getByLabel('Código de verificación').fill('123456');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL(/\/abcIs\?/);
  },
  async loanConfirmReload(page) {
    await page.goto(`${BASE}/versions?${SESSION}&productId=2`);
    await page.waitForRequest(
      (r) => r.url().includes('loan-detail-confirm') && (r.postData() ?? '').includes('isType'),
      {
        timeout: 15_000,
      },
    );
    const apply = page.getByRole('button', { name: 'Solicitar ahora' });
    await apply.waitFor();
    await page
      .waitForFunction(() => !document.querySelector('.adm-dialog-body'), undefined, { timeout: 5000 })
      .catch(() => undefined);
    await apply.click();
    await page.waitForURL(/\/abcIs\?.*from=confirm/);
    await page.locator('main h1, main h2').first().waitFor();
  },
};

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || chromiumLaunch.executablePath,
    args: chromiumLaunch.args,
  });
  try {
    for (const [name, flow] of Object.entries(FLOWS)) {
      await fetch(`${BASE}/__control/reset`, { method: 'POST' });
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // Opening the test page switches the recorder on for this tab, as a tester does; it records nothing itself.
      await page.goto(`${BASE}/testPreview`);
      await page.evaluate(() => sessionStorage.removeItem('recorder:log'));
      await flow(page);
      await capture(page, name);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((e) => {
  console.error(`record-flows: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
