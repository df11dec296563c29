/**
 * Complaints in Chromium against the contract server: the whole flow with two real uploads, the
 * 200-character limit (fill and paste), the 9-image limit, the collection block, a reload mid-draft,
 * list to detail and the score modal's 3000 ms. Screenshots: test-results/screens/complaint-*.png.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import * as submit from '../../src/i18n/submitNotices';
import { collectErrors, shoot, toast } from './support/page';

const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';

// A valid 1x1 PNG per colour, made here (no fixture files).
const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG_1x1, 'base64') });

const formUrl = (type: string, sonType: string, orderNo: string) =>
  `/complainPageNext?${SESSION}&problemType=${type}&problemSonType=${sonType}&orderNo=${orderNo}`;
const textBox = (page: Page) => page.getByRole('textbox', { name: 'Descripción' });
const uploadedImages = (page: Page) => page.getByRole('img', { name: /Imagen subida/ });
const picker = (page: Page) => page.locator('input[type="file"]');

async function uploadImage(page: Page, name: string) {
  const before = await uploadedImages(page).count();
  await picker(page).setInputFiles(png(name));
  await expect(uploadedImages(page)).toHaveCount(before + 1);
  // The image is served back by the contract server.
  const src = await uploadedImages(page).nth(before).getAttribute('src');
  expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  await expect
    .poll(() =>
      uploadedImages(page)
        .nth(before)
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(1);
}

test('the whole complaint: home, type 1, sub-type, text, two uploads, submit, success, back home', async ({ page }) => {
  const errors = collectErrors(page);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/coalition/problem-save')) saves.push(r.postData() ?? '');
  });
  const text = `Me llaman diez veces al día ${Date.now()}`;

  await page.goto(`/friendsIts?${SESSION}&orderId=174`);
  await expect(page.getByRole('link', { name: 'My complaints' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pedido' })).toContainText('Pendiente de pago');
  await shoot(page, 'complaint-home');

  await page.getByRole('button', { name: /^Cobranza/ }).click();
  await expect(page.getByRole('button', { name: /^Llamadas excesivas/ })).toBeVisible();
  await shoot(page, 'complaint-subtypes');
  await page.getByRole('button', { name: /^Llamadas excesivas/ }).click();

  await expect(page).toHaveURL(/\/complainPageNext\?.*problemType=1&problemSonType=11&orderNo=174/);
  await expect(page.getByText('Llamadas excesivas')).toBeVisible();
  await textBox(page).fill(text);
  await uploadImage(page, 'one.png');
  await expect(toast(page, 'Charging successful!')).toBeVisible();
  await uploadImage(page, 'two.png');
  await expect(page.getByText(`${text.length}/200`)).toBeVisible();
  await shoot(page, 'complaint-form');

  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  const overlay = page.getByRole('status').filter({ hasText: 'Enviado con éxito' });
  await expect(overlay).toBeVisible();
  const shownAt = Date.now();
  await shoot(page, 'complaint-success');
  expect(await page.evaluate(() => localStorage.getItem('complaintDraft:174:1:11'))).toBeNull();

  await expect(page).toHaveURL(/\/friendsIts\?.*orderId=174/);
  expect(Date.now() - shownAt).toBeGreaterThan(1100);
  expect(page.url()).toContain('sessionId=sess-demo-0001');
  await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible();

  expect(saves).toHaveLength(1);
  const body = new URLSearchParams(saves[0]);
  expect(body.get('problemType')).toBe('1');
  expect(body.get('problemSonType')).toBe('11');
  expect(body.get('orderNo')).toBe('174');
  expect(body.get('problemDetail')).toBe(text);
  expect(body.get('problemImage')!.split(',')).toHaveLength(2);

  // The new complaint is listed and opens with its two images.
  await page.getByRole('link', { name: 'My complaints' }).click();
  await page.getByRole('link').filter({ hasText: text }).click();
  await expect(page.getByRole('textbox', { name: 'Contenido' })).toHaveValue(text);
  await expect(page.getByRole('img', { name: /Ver la imagen/ })).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('the description stops at 200 characters when filled and when pasted', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(formUrl('2', '', '174'));
  const box = textBox(page);
  await box.fill('a'.repeat(250));
  await expect(box).toHaveValue('a'.repeat(200));
  await expect(page.getByText('200/200')).toBeVisible();

  // A paste of 250 characters into an empty box keeps the first 200.
  await box.fill('');
  await box.focus();
  await page.evaluate((t) => document.execCommand('insertText', false, t), 'b'.repeat(150) + 'c'.repeat(100));
  await expect(box).toHaveValue('b'.repeat(150) + 'c'.repeat(50));

  // At the limit a paste in the middle changes nothing.
  await box.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(10, 10));
  await page.keyboard.insertText('PEGADO');
  await expect(box).toHaveValue('b'.repeat(150) + 'c'.repeat(50));
  await expect(page.getByText('200/200')).toBeVisible();
  await shoot(page, 'complaint-form-limit');
  expect(errors).toEqual([]);
});

test('the picker hides at 9 images and returns after a removal', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto(formUrl('3', '', '180'));
  await page.evaluate(() => localStorage.removeItem('complaintDraft:180:3:'));
  await page.reload();
  for (let i = 1; i <= 9; i += 1) await uploadImage(page, `n${i}.png`);
  await expect(picker(page)).toHaveCount(0);
  await expect(uploadedImages(page)).toHaveCount(9);
  await shoot(page, 'complaint-nine-images');
  await page.getByRole('button', { name: 'Quitar la imagen 5' }).click();
  await expect(uploadedImages(page)).toHaveCount(8);
  await expect(picker(page)).toHaveCount(1);
  await page.evaluate(() => localStorage.removeItem('complaintDraft:180:3:'));
  expect(errors).toEqual([]);
});

test('type 1 on an order whose isShow is 0 is refused', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`/friendsIts?${SESSION}&orderId=200`);
  await page.getByRole('button', { name: /^Cobranza/ }).click();
  await expect(toast(page, 'The selected order does not support sending collection types')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Llamadas excesivas/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/friendsIts/);
  await shoot(page, 'complaint-collection-blocked');

  // 'All' lists the orders; picking 174 (isShow 1) lets type 1 through.
  await page.getByRole('button', { name: 'All' }).click();
  const sheet = page.getByRole('dialog', { name: 'Elija un pedido' });
  await expect(sheet).toBeVisible();
  await shoot(page, 'complaint-order-picker');
  await sheet.getByRole('button', { name: /Número de pedido 174/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pedido' })).toContainText('Pendiente de pago');
  await page.getByRole('button', { name: /^Cobranza/ }).click();
  await expect(page.getByRole('button', { name: /^Llamadas excesivas/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('without orders the order and type sections are hidden', async ({ page }) => {
  await page.goto(`/friendsIts?${SESSION}&orderId=empty`);
  await expect(page.getByText(/No tiene pedidos/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select question type' })).toHaveCount(0);
  await shoot(page, 'complaint-home-empty');
});

test('a reload mid-draft keeps the text and the images', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(formUrl('4', '', '174'));
  await page.evaluate(() => localStorage.removeItem('complaintDraft:174:4:'));
  await page.reload();
  await textBox(page).fill('El dinero no llegó');
  await uploadImage(page, 'draft.png');
  const src = await uploadedImages(page).first().getAttribute('src');
  await page.reload();
  await expect(textBox(page)).toHaveValue('El dinero no llegó');
  await expect(uploadedImages(page)).toHaveCount(1);
  await expect(uploadedImages(page).first()).toHaveAttribute('src', src!);
  await shoot(page, 'complaint-draft-restored');
  await page.evaluate(() => localStorage.removeItem('complaintDraft:174:4:'));
  expect(errors).toEqual([]);
});

test('list to detail; the score modal opens 3000 ms after load, not before', async ({ page }) => {
  const errors = collectErrors(page);
  // Times taken inside the page: when the loaded content shows and when the modal shows.
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: Record<string, number> }).__marks = marks;
    new MutationObserver(() => {
      const content = document.querySelector<HTMLTextAreaElement>('#complaint-content');
      if (!marks.content && content?.value) marks.content = performance.now();
      if (!marks.modal && document.querySelector('dialog[open]')?.textContent?.includes('Califique')) {
        marks.modal = performance.now();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(`/complaintList?${SESSION}`);
  await expect(page.getByRole('tab', { name: /En proceso/ })).toBeVisible();
  await shoot(page, 'complaint-list');
  await page.getByRole('tab', { name: /Terminado/ }).click();
  const link = page.getByRole('list', { name: 'Terminado' }).getByRole('link', { name: /Cobranza/ });
  await link.click();
  await expect(page).toHaveURL(/\/complainDetails\?.*problemId=1/);
  await expect(page.getByRole('textbox', { name: 'Contenido' })).toHaveValue(/Recibo más de diez llamadas/);
  await expect(page.getByRole('heading', { name: 'Respuesta de atención al cliente' })).toBeVisible();
  await expect(page.getByText('Asesor de atención al cliente')).toBeVisible();
  await shoot(page, 'complaint-detail');

  const marks = () => page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
  const modal = page.getByRole('dialog').filter({ hasText: 'Califique nuestra respuesta' });
  const loaded = (await marks()).content;
  expect(loaded).toBeGreaterThan(0);
  const now = await page.evaluate(() => performance.now());
  await page.waitForTimeout(Math.max(0, 2700 - (now - loaded)));
  await expect(modal).toHaveCount(0);
  await expect(modal).toBeVisible({ timeout: 3000 });
  const { content, modal: opened } = await marks();
  // "3000 ms after load": from the detail's answer (its last byte), which the content shows a frame or
  // more later; the dialog itself now opens without a kit chunk or an animation in between.
  const answered = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/problem-detail'))
        .map((e) => e.responseEnd)
        .pop() ?? 0,
  );
  expect(answered).toBeGreaterThan(0);
  expect(answered).toBeLessThanOrEqual(content);
  expect(opened - answered).toBeGreaterThanOrEqual(2950);
  expect(opened - answered).toBeLessThan(3600);

  await modal.locator('label', { hasText: '4 / 5' }).tap();
  await expect(modal.locator('label.on')).toHaveCount(4);
  await expect(modal.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  await shoot(page, 'complaint-score');
  await modal.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, '¡Gracias por su calificación!')).toBeVisible();
  await expect(modal).toBeHidden();
  expect(errors).toEqual([]);
});

// The list drives no machine: it loads the complaint records, not the flow's state machine (issue 18:
// less code before its first paint). The detail, which drives the score, loads it. The machine's code
// is the script holding one of its events' names.
const FLOW_CODE_MARK = 'successOverlayElapsed';

test("the list loads none of the complaint flow's machine; the detail it opens does", async ({ page }) => {
  const flowCode: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const res = await route.fetch();
    if ((await res.text()).includes(FLOW_CODE_MARK)) flowCode.push(route.request().url());
    return route.fulfill({ response: res });
  });
  await page.goto(`/complaintList?${SESSION}`);
  await expect(page.getByRole('tab', { name: /En proceso/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(flowCode).toEqual([]);

  await page.getByRole('tab', { name: /Terminado/ }).click();
  await page.getByRole('link', { name: /Cobranza/ }).click();
  await expect(page).toHaveURL(/\/complainDetails\?.*problemId=1/);
  await expect.poll(() => flowCode.length).toBe(1);
  // The detail's after-paint scripts may still be passing through the handler: let them finish
  // before the page closes, or their responses are disposed under it.
  await page.unrouteAll({ behavior: 'wait' });
});

test('tapping a detail image opens it large', async ({ page }) => {
  await page.goto(`/complainDetails?${SESSION}&problemId=1`);
  await page.getByRole('button', { name: 'Ver la imagen 1' }).click();
  await expect(page.locator('.adm-image-viewer-slides, .adm-image-viewer-content').first()).toBeVisible();
  await shoot(page, 'complaint-image-viewer');
});

test('5000 complaints: a screenful of rows in the page, smooth to the end', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`/complaintList?${SESSION}&bulk=5000`);
  const list = page.getByRole('list', { name: 'En proceso' });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { name: /En proceso \(5000\)/ })).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeLessThan(30);
  // The list scrolls with the page; rows are measured as they appear, so scroll until the end holds.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(list.getByText(/número 5000:/)).toBeInViewport({ timeout: 500 });
  }).toPass();
  expect(await list.getByRole('listitem').count()).toBeLessThan(30);
  await shoot(page, 'complaint-list-bulk');
  expect(errors).toEqual([]);
});

test.describe('accessibility', () => {
  // axe is injected as a script; the app's CSP rightly allows only its own scripts.
  test.use({ bypassCSP: true });

  test('the complaint screens have no axe violations', async ({ page }) => {
    const pages = [
      `/friendsIts?${SESSION}&orderId=174`,
      formUrl('1', '11', '174'),
      `/complaintList?${SESSION}`,
      `/complainDetails?${SESSION}&problemId=1`,
    ];
    for (const url of pages) {
      await page.goto(url);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('.page-loading')).toHaveCount(0);
      await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                ctx: unknown,
                opts: unknown,
              ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations, url).toEqual([]);
    }
  });
});

/** A PNG of `width` x `height` RGB noise: about as big as a PNG of that size gets (nothing to compress). */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = randomBytes((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The width and height of a JPEG, from its start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

test('a 4000x3000 photo is shrunk on the phone: the server gets a JPEG under 5 MB, long side 1600', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const big = info.outputPath('noise-4000x3000.png');
  const png = noisePng(4000, 3000);
  writeFileSync(big, png);

  await page.goto(formUrl('5', '', '174'));
  await page.evaluate(() => localStorage.removeItem('complaintDraft:174:5:'));
  await page.reload();
  await expect(textBox(page)).toBeVisible();

  // The upload is held at the door until the test has seen the tile marked as uploading.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const bodies: Buffer[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/coalition/upload-problem-img'),
    async (route) => {
      bodies.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
      await held;
      await route.continue();
    },
  );

  const startedAt = Date.now();
  await picker(page).setInputFiles(big);
  const status = page.getByRole('status').filter({ hasText: 'Subiendo…' });
  await expect(status).toBeVisible();
  await expect(page.locator('li.image-uploading[aria-busy="true"]')).toHaveCount(1);
  await expect.poll(() => bodies.length, { timeout: 30_000 }).toBe(1);
  const shrunkAt = Date.now();
  await shoot(page, 'complaint-uploading');
  release();

  await expect(uploadedImages(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(status).toHaveCount(0);
  await expect(toast(page, 'Charging successful!')).toBeVisible();

  // What went up: one multipart body, a JPEG part well under the server's 5 MB.
  const body = bodies[0];
  expect(body.length).toBeLessThan(5 * 1024 * 1024);
  expect(body.toString('latin1')).toMatch(/Content-Type: image\/jpeg/i);
  // What the server kept (served back as it was stored): a JPEG, long side 1600, aspect kept.
  const src = await uploadedImages(page).first().getAttribute('src');
  expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
  const stored = await (await page.request.get(src!)).body();
  expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(stored.length).toBeLessThan(5 * 1024 * 1024);
  expect(jpegSize(stored)).toEqual({ width: 1600, height: 1200 });
  console.log(
    `shrink: PNG 4000x3000 ${png.length} bytes -> JPEG 1600x1200 ${stored.length} bytes ` +
      `(request body ${body.length}) in ${shrunkAt - startedAt} ms`,
  );
  await page.evaluate(() => localStorage.removeItem('complaintDraft:174:5:'));
  expect(errors).toEqual([]);
});

// One Submit, one complaint, in both markets: when a kept-alive connection closes with no answer,
// Chromium sends the same POST again on its other connections by itself (up to 7 sends in a lab run),
// and the borrower taps Submit again after being told the complaint may not have been sent. Every try carries the same Idempotency-Key, so the
// server saves one complaint. Lost answers by a per-page `x-fault` header: other spec files run on
// the same server at the same time, and a server-wide armed fault would hit their saves.
for (const m of [
  {
    name: 'es-MX',
    query: '',
    description: 'Descripción',
    sent: 'Enviado con éxito',
    open: 'En proceso',
    lost: submit.es.complaintUnanswered,
  },
  {
    name: 'en-IN',
    query: '&need-pop=1',
    description: 'Description',
    sent: 'Submitted successfully',
    open: 'In progress',
    lost: submit.en.complaintUnanswered,
  },
]) {
  test.describe(`a lost answer saves one complaint (${m.name})`, () => {
    // A predicate, not a glob: the coalition calls carry the session in their query.
    const SAVE = (url: URL) => url.pathname.endsWith('/coalition/problem-save');

    /** The form with a unique text typed, this page's problem-save keys, and its saves' answers lost. */
    async function submitLost(page: Page) {
      const keys: (string | undefined)[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/coalition/problem-save')) keys.push(r.headers()['idempotency-key']);
      });
      const text = `Cobro duplicado ${m.name} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      await page.goto(`${formUrl('2', '', '174')}${m.query}`);
      await page.getByRole('textbox', { name: m.description }).fill(text);
      await page.route(SAVE, (r) => r.continue({ headers: { ...r.request().headers(), 'x-fault': 'lost' } }));
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(toast(page, m.lost)).toBeVisible({ timeout: 15_000 });
      await shoot(page, `complaint-not-sent-${m.name}`);
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await page.unroute(SAVE);
      return { keys, text };
    }

    /** Submit again: saved; the draft (and its key) is gone; the list holds the complaint once. */
    async function submitAndCount(page: Page, text: string, keys: (string | undefined)[]) {
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('status').filter({ hasText: m.sent })).toBeVisible();
      await page.goto(`/complaintList?${SESSION}${m.query}`);
      const open = page.getByRole('list', { name: m.open });
      await expect(open.getByRole('listitem').first()).toBeVisible();
      await expect(open.getByRole('link').filter({ hasText: text })).toHaveCount(1);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[\w-]{16,}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(await page.evaluate(() => localStorage.getItem('complaintDraft:174:2:'))).toBeNull();
    }

    test('Submit again on the same page: one complaint', async ({ page }) => {
      const errors = collectErrors(page);
      const { keys, text } = await submitLost(page);
      await submitAndCount(page, text, keys);
      expect(errors).toEqual([]);
    });

    test('the page reloaded, then Submit: one complaint', async ({ page }) => {
      const errors = collectErrors(page);
      const { keys, text } = await submitLost(page);
      await page.reload();
      await expect(page.getByRole('textbox', { name: m.description })).toHaveValue(text);
      await submitAndCount(page, text, keys);
      expect(errors).toEqual([]);
    });
  });
}

// The form names the chosen type and sub-type from problem-init; a bare value ("1", "11") means nothing.
for (const m of [
  {
    market: 'es',
    query: '',
    failed: 'Nombre no disponible',
    retry: 'Reintentar',
    type: 'Cobranza',
    son: 'Llamadas excesivas',
  },
  {
    market: 'en',
    query: '&need-pop=1',
    failed: 'Name not available',
    retry: 'Retry',
    type: 'Collections',
    son: 'Too many calls',
  },
] as const) {
  test.describe(`the form's type names (${m.market})`, () => {
    test('problem-init refused: the rows say so, the form still works, Retry names them', async ({ page }) => {
      const errors = collectErrors(page);
      let refuse = true;
      await page.route('**/coalition/problem-init*', (route) =>
        refuse ? route.fulfill({ json: { code: 1, message: 'busy', data: null } }) : route.continue(),
      );
      await page.goto(`${formUrl('1', '11', '174')}${m.query}`);
      const summary = page.locator('.form-summary');
      await expect(summary.getByText(m.failed)).toHaveCount(2);
      await expect(summary.locator('dd').filter({ hasText: /^\s*1{1,2}\s*$/ })).toHaveCount(0);
      await shoot(page, `complaint-form-names-failed-${m.market}`);
      await page.locator('textarea').fill('Hola');
      await expect(page.getByText('4/200')).toBeVisible();
      refuse = false;
      await expect(page.getByRole('button', { name: m.retry })).toHaveCount(1);
      await page.getByRole('button', { name: m.retry }).click();
      await expect(summary).toContainText(m.type);
      await expect(summary).toContainText(m.son);
      await expect(summary.getByText(m.failed)).toHaveCount(0);
      await expect(page.getByRole('button', { name: m.retry })).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test("from the home, the names show at once though the form's own problem-init has no answer", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`/friendsIts?${SESSION}${m.query}&orderId=174`);
      await page.getByRole('button', { name: new RegExp(`^${m.type}`) }).click();
      // The form's own ask (no orderId) never answers; the home's answer is in the store.
      let asked = 0;
      await page.route('**/coalition/problem-init*', () => void (asked += 1));
      await page.getByRole('button', { name: new RegExp(`^${m.son}`) }).click();
      await expect(page).toHaveURL(/\/complainPageNext\?/);
      const summary = page.locator('.form-summary');
      await expect(summary).toContainText(m.type);
      await expect(summary).toContainText(m.son);
      expect(asked).toBe(1);
      expect(errors).toEqual([]);
    });
  });
}
