/**
 * A rapid series of taps on every submit sends exactly one request while one is in flight: loan
 * submit, complaint submit, a complaint image's upload (a burst of picks), SMS request, registration,
 * card repay commit and confirm, rating. The request under test is held 800 ms by the contract server
 * (x-fault delay) so the taps land in flight.
 *
 * And right after one has completed: once the answer has been read, the same taps (or Enter) again at
 * once, 150 ms and 400 ms later send nothing more — the same submits, plus online payment (whose page is
 * held 1 s on its way out) and a loan whose detail URL the app refuses. And the public site's message
 * form (which sends nothing): a Submit right after acceptance is ignored while 'Successful!' shows,
 * unless the visitor edits it. And a file a tap makes (the cost sheet's Download): a burst makes one.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '../../src/i18n/messages';
import { freshOrder, toast } from './support/page';
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

test('complaint image upload: a burst of picks', async ({ page }) => {
  const seen = await slowAndCount(page, '/coalition/upload-problem-img');
  await page.goto(`/complainPageNext?${SESSION}&problemType=2&problemSonType=&orderNo=174`);
  // Picks faster than React re-renders the picker away: each one a new file, as a second pick would be.
  await page.locator('input[type="file"]').evaluate((input: HTMLInputElement, n) => {
    const onePixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const bytes = Uint8Array.from(atob(onePixel), (c) => c.charCodeAt(0));
    for (let i = 0; i < n; i += 1) {
      const picked = new DataTransfer();
      picked.items.add(new File([bytes], `burst-${i}.png`, { type: 'image/png' }));
      input.files = picked.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, TAPS);
  await expectOne(page, seen, 'complaint image upload');
  await expect(page.getByRole('img', { name: /Imagen subida/ })).toHaveCount(1);
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
  await expect(toast(page, MSG.smsSent)).toBeVisible();
  await page.getByLabel('Código SMS').fill('123456');
  const seen = await slowAndCount(page, '/promotion/register');
  await burst(page.getByRole('button', { name: 'Solicitar ahora' }));
  await expectOne(page, seen, 'registration');
});

test('card repay commit and confirm', async ({ page }) => {
  await page.goto(`/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
  await page.getByText('BBVA México').first().click(); // cards bound by other tests may share the bank
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

test('cost sheet download: a burst of taps makes one file', async ({ page }) => {
  const files: string[] = [];
  page.on('download', (d) => files.push(d.suggestedFilename()));
  await page.goto(`/costSheet?${SESSION}&productId=3&need-pop=2`);
  await burst(page.getByRole('button', { name: 'Descargar' }));
  await expect(toast(page, 'Carátula del crédito guardada')).toBeVisible();
  await page.waitForTimeout(1500);
  recordFigure('rapidTaps', 'cost sheet download', 1, files.length === 1 ? 0 : 1);
  expect(files).toEqual(['caratula-credito.html']);
});

test('rating', async ({ page }) => {
  await page.request.post('/__control/reset');
  const seen = await slowAndCount(page, '/loan-score');
  await page.goto(`/abcIs?${SESSION}&productId=1&orderId=${await freshOrder(page, 200)}`);
  const dialog = page.getByRole('dialog', { name: 'Califique su experiencia' });
  await dialog.locator('label', { hasText: '2 estrellas' }).click();
  await burst(dialog.getByRole('button', { name: 'Enviar' }));
  await expectOne(page, seen, 'rating');
});

/* ---- repeats after completion ---- */

/** Counts matching requests; they are answered normally. */
function count(page: Page, part: string) {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes(part)) seen.count += 1;
  });
  return seen;
}

const REPEAT_AT_MS = [0, 150, 400];
const REPEAT_LANDED = 'repeat landed';
const repeatsLanded = new WeakMap<Page, { count: number }>();

/**
 * Arms the page to repeat the user's gesture on `target` once the answer to `part` has been read
 * whole — at once, 150 ms and 400 ms later: `taps` clicks, or (`enter`) the form submission an Enter
 * in the field makes. Done inside the page, as a finger would, even while it is leaving (Playwright
 * waits out a pending navigation). A target that has left the page takes nothing.
 */
async function armRepeats(target: Locator, part: string, gesture: 'click' | 'enter', taps = TAPS) {
  // Told by the page as it happens: a page that has gone cannot be asked afterwards.
  const landed = { count: 0 };
  target.page().on('console', (m) => {
    if (m.text() === REPEAT_LANDED) landed.count += 1;
  });
  repeatsLanded.set(target.page(), landed);
  await target.evaluate(
    (el, { part, gesture, taps, at, said }) => {
      const w = window as unknown as { fetch: typeof fetch };
      const repeat = () => {
        if (!el.isConnected) return;
        console.info(said);
        for (let i = 0; i < taps; i += 1) {
          if (gesture === 'enter') (el as HTMLInputElement).form?.requestSubmit();
          else (el as HTMLElement).click();
        }
      };
      const original = w.fetch.bind(window);
      let armed = true;
      w.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await original(input, init);
        const url = input instanceof Request ? input.url : String(input);
        if (armed && url.includes(part)) {
          armed = false;
          void response
            .clone()
            .text()
            .then(() => at.forEach((ms) => setTimeout(repeat, ms)));
        }
        return response;
      };
    },
    { part, gesture, taps, at: REPEAT_AT_MS, said: REPEAT_LANDED },
  );
}

async function expectOneAfter(page: Page, seen: { count: number }, name: string) {
  await page.waitForTimeout(1500);
  const landed = repeatsLanded.get(page)?.count ?? 0;
  test.info().annotations.push({ type: 'repeats landed', description: `${landed} of ${REPEAT_AT_MS.length}` });
  recordFigure('repeatsAfterCompletion', name, 1, seen.count === 1 ? 0 : 1);
  expect(seen.count).toBe(1);
}

test('after completion: loan submit', async ({ page }) => {
  const seen = count(page, '/loan-detail-push');
  await page.goto(`/kimJuly?${SESSION}&productId=1`);
  const apply = page.getByRole('button', { name: 'Solicitar ahora' });
  await expect(apply).toBeEnabled();
  await armRepeats(apply, '/loan-detail-push', 'click');
  await apply.click();
  await expectOneAfter(page, seen, 'loan submit');
});

test('after completion: loan submit whose detail URL is refused', async ({ page }) => {
  const seen = count(page, '/loan-detail-push');
  await page.goto(`/kimJuly?${SESSION}&productId=4`);
  const apply = page.getByRole('button', { name: 'Solicitar ahora' });
  await expect(apply).toBeEnabled();
  await armRepeats(apply, '/loan-detail-push', 'click');
  await apply.click();
  await expectOneAfter(page, seen, 'loan submit, refused detail URL');
});

test('after completion: complaint submit', async ({ page }) => {
  const seen = count(page, '/coalition/problem-save');
  await page.goto(`/complainPageNext?${SESSION}&problemType=2&problemSonType=&orderNo=174`);
  await page.getByRole('textbox', { name: 'Descripción' }).fill(`Otra vez ${Date.now()}`);
  const submit = page.getByRole('button', { name: 'Submit' });
  await armRepeats(submit, '/coalition/problem-save', 'click');
  await submit.click();
  await expectOneAfter(page, seen, 'complaint submit');
});

test('after completion: SMS request', async ({ page }) => {
  const seen = count(page, '/promotion/get-sms');
  await landing(page);
  const getCode = page.getByRole('button', { name: MSG.getCode });
  await armRepeats(getCode, '/promotion/get-sms', 'click');
  await getCode.click();
  await expectOneAfter(page, seen, 'SMS request');
});

test('after completion: registration by repeated Enter', async ({ page }) => {
  await landing(page);
  await page.getByRole('button', { name: MSG.getCode }).click();
  await expect(toast(page, MSG.smsSent)).toBeVisible();
  const code = page.getByLabel('Código SMS');
  await code.fill('123456');
  const seen = count(page, '/promotion/register');
  await armRepeats(code, '/promotion/register', 'enter');
  await code.press('Enter');
  await expectOneAfter(page, seen, 'registration (Enter)');
});

test('after completion: card repay commit without SMS', async ({ page }) => {
  await page.goto(`/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
  await page.getByText('Santander').click();
  const seen = count(page, '/coalition/repayment-commit');
  const pay = page.getByRole('button', { name: 'Pagar', exact: true });
  await armRepeats(pay, '/coalition/repayment-commit', 'click');
  await pay.click();
  await expectOneAfter(page, seen, 'card repay commit');
});

test('after completion: card repay confirm', async ({ page }) => {
  await page.goto(`/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
  await page.getByText('BBVA México').first().click(); // cards bound by other tests may share the bank
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
  await dialog.getByLabel('Código de verificación').fill('123456');
  const seen = count(page, '/coalition/repayment-confirm');
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  await armRepeats(confirm, '/coalition/repayment-confirm', 'click');
  await confirm.click();
  await expectOneAfter(page, seen, 'card repay confirm');
});

test('after completion: online payment, ten taps', async ({ page }) => {
  // The payment page takes a second to come: the taps land while this page is still on screen.
  await page.route('https://pay.dineroagil.mx/**', async (r) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await r.fulfill({ contentType: 'text/html', body: '<title>pay</title>' }).catch(() => undefined);
  });
  const seen = count(page, '/coalition/repayment-huichao');
  await page.goto(`/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
  const online = page.getByRole('button', { name: 'Pagar en línea' });
  await expect(online).toBeEnabled();
  // 1 tap, then 3 x 3.
  await armRepeats(online, '/coalition/repayment-huichao', 'click', 3);
  await online.click();
  await expectOneAfter(page, seen, 'online payment');
});

test('after completion: rating', async ({ page }) => {
  await page.request.post('/__control/reset');
  const seen = count(page, '/loan-score');
  await page.goto(`/abcIs?${SESSION}&productId=1&orderId=${await freshOrder(page, 200)}`);
  const dialog = page.getByRole('dialog', { name: 'Califique su experiencia' });
  await dialog.locator('label', { hasText: '2 estrellas' }).click();
  const send = dialog.getByRole('button', { name: 'Enviar' });
  await armRepeats(send, '/loan-score', 'click');
  await send.click();
  await expectOneAfter(page, seen, 'rating');
});

/* ---- the public site's message form: nothing is sent, so the repeats are judged on the page ---- */

for (const site of [
  {
    lang: 'en',
    path: '/Contact',
    labels: ['Name', 'Telephone', 'E-mail', 'Remark'],
    submit: 'Submit',
  },
  {
    lang: 'es',
    path: '/About?need-pop=2',
    labels: ['Nombre', 'Teléfono', 'Correo electrónico', 'Comentario'],
    submit: 'Enviar',
  },
]) {
  test(`after acceptance: the message form's Submit, tapped again, is ignored while 'Successful!' shows (${site.lang})`, async ({
    page,
  }) => {
    await page.goto(site.path);
    const fields = site.labels.map((label) => page.getByLabel(label, { exact: true }));
    const values = ['Ana', '5512345678', 'ana@example.com', 'Please call me'];
    for (const [i, field] of fields.entries()) await field.fill(values[i]);
    const submit = page.getByRole('button', { name: site.submit });
    // A double tap, then a burst faster than React re-renders: the first one accepts and clears.
    await submit.dblclick();
    await burst(submit);
    await expect(toast(page, MSG.formSuccess)).toBeVisible();
    await expect(toast(page, MSG.incompleteForm)).toHaveCount(0);
    for (const field of fields) {
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    // An edit ends it: the next Submit is judged as usual.
    await fields[0].fill('Luis');
    await submit.click();
    await expect(toast(page, MSG.incompleteForm)).toBeVisible();
    await expect(fields[1]).toHaveAttribute('aria-invalid', 'true');
  });
}
