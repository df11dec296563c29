/**
 * Answers that stall after their headers (the contract server's `stall` fault: 200, the headers and
 * the first bytes of the JSON body, then nothing). The app's 60 s limit covers the whole exchange, so
 * each submit ends with a message and its button back (one request per tap, and the next tap goes
 * through), and each load ends with its retry. The page's clock drives the 60 s (requestJson's timer
 * is a setTimeout): nothing has ended at 55 s, everything has at 61 s.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as submit from '../../src/i18n/submitNotices';
import { MSG } from '../../src/i18n/messages';
import { collectErrors, freshOrder } from './support/page';
import { faultFirst, figure, LOAD_CASES, loadingToast, SESSION, toast } from './support/faults';

interface SubmitCase {
  name: string;
  /** A path part of the submit's call. */
  call: string;
  /** Opens the screen and readies the submit; returns its button. */
  open(page: Page): Promise<Locator>;
  /** The button's label while its request is in flight (absent: it keeps its label, disabled). */
  busy?: string;
  /** The message the user gets when the 60 s have passed. */
  message: string;
  /** What the next tap, answered normally, leads to. */
  done(page: Page): Promise<void>;
}

const SUBMITS: SubmitCase[] = [
  {
    name: 'loan submit',
    call: '/loan-detail-push',
    async open(page) {
      await page.goto(`/kimJuly?${SESSION}&productId=1`);
      const apply = page.getByRole('button', { name: 'Solicitar ahora' });
      await expect(apply).toBeEnabled();
      return apply;
    },
    busy: 'Enviando…',
    message: submit.es.loanUnanswered,
    done: (page) => page.waitForURL(/\/abcIs\?/),
  },
  {
    name: 'card repay commit',
    call: '/coalition/repayment-commit',
    async open(page) {
      await page.goto(`/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
      await page.getByText('BBVA México').first().click(); // cards bound by other tests may share the bank
      return page.getByRole('button', { name: 'Pagar', exact: true });
    },
    busy: 'Pagando…',
    message: MSG.networkError,
    done: (page) => expect(page.getByRole('dialog', { name: 'Verificación por SMS' })).toBeVisible(),
  },
  {
    name: 'complaint save',
    call: '/coalition/problem-save',
    async open(page) {
      await page.goto(`/complainPageNext?${SESSION}&problemType=2&problemSonType=&orderNo=174`);
      await page.getByRole('textbox', { name: 'Descripción' }).fill(`Respuesta detenida ${Date.now()}`);
      return page.getByRole('button', { name: 'Submit' });
    },
    busy: 'Enviando…',
    message: submit.es.complaintUnanswered,
    done: (page) => expect(page.getByRole('status').filter({ hasText: 'Enviado con éxito' })).toBeVisible(),
  },
  // The other submits of the list, with the same check.
  {
    name: 'card repay confirm',
    call: '/coalition/repayment-confirm',
    async open(page) {
      await page.goto(`/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
      await page.getByText('BBVA México').first().click(); // cards bound by other tests may share the bank
      await page.getByRole('button', { name: 'Pagar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
      await dialog.getByLabel('Código de verificación').fill('123456');
      return dialog.getByRole('button', { name: 'Confirmar' });
    },
    busy: 'Confirmando…',
    message: MSG.networkError,
    done: (page) => page.waitForURL(/\/abcIs\?/),
  },
  {
    name: 'online pay',
    call: '/coalition/repayment-huichao',
    async open(page) {
      await page.route('https://pay.dineroagil.mx/**', (r) =>
        r.fulfill({ contentType: 'text/html', body: '<title>pay</title>' }),
      );
      await page.goto(`/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
      return page.getByRole('button', { name: 'Pagar en línea' });
    },
    message: MSG.networkError,
    done: (page) => page.waitForURL(/^https:\/\/pay\.dineroagil\.mx\//),
  },
  {
    name: 'SMS request',
    call: '/promotion/get-sms',
    async open(page) {
      await landing(page);
      return page.getByRole('button', { name: MSG.getCode });
    },
    // Busy (aria-disabled), with its label saying so, while the request is out.
    busy: 'Enviando…',
    message: MSG.networkError,
    done: (page) => expect(toast(page, MSG.smsSent)).toBeVisible(),
  },
  {
    name: 'registration',
    call: '/promotion/register',
    async open(page) {
      await landing(page);
      await page.getByRole('button', { name: MSG.getCode }).click();
      await expect(toast(page, MSG.smsSent)).toBeVisible();
      await page.getByLabel('Código SMS').fill('123456');
      return page.getByRole('button', { name: 'Solicitar ahora' });
    },
    busy: 'Registrando…',
    message: MSG.networkError,
    done: (page) => page.waitForURL(/downloadTemplate/),
  },
  {
    name: 'rating',
    call: '/loan-score',
    async open(page) {
      await page.request.post('/__control/reset');
      await page.goto(`/abcIs?${SESSION}&productId=1&orderId=${await freshOrder(page, 200)}`);
      const dialog = page.getByRole('dialog', { name: 'Califique su experiencia' });
      await dialog.locator('label', { hasText: '2 estrellas' }).click();
      return dialog.getByRole('button', { name: 'Enviar' });
    },
    busy: 'Enviando…',
    message: MSG.networkError,
    done: (page) => expect(page.getByRole('dialog', { name: 'Califique su experiencia' })).toBeHidden(),
  },
];

/** The landing form with a fresh phone and the image code. */
async function landing(page: Page) {
  await page.goto('/landing?id=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=&links_id=9');
  await page.getByLabel('Número de celular').fill(`13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
  await page.getByLabel('Código de la imagen', { exact: true }).fill('1234');
}

let errors: string[];
test.beforeEach(async ({ page }) => {
  errors = collectErrors(page);
  // Before the first load, so the app's timers are the page clock's.
  await page.clock.install();
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

for (const c of SUBMITS) {
  test(`${c.name}: an answer stalled after its headers ends at 60 s with a message and the button back`, async ({
    page,
  }) => {
    await figure('stalledBodies', `submit: ${c.name}`, async () => {
      const button = await c.open(page);
      await expect(button).toBeEnabled();
      const seen = await faultFirst(page, c.call, 'stall');
      const headers = page.waitForResponse((r) => r.url().includes(c.call));
      await button.click();
      // The headers and the first bytes are in: from here on it is the body that stalls.
      expect((await headers).status()).toBe(200);
      const busy = c.busy ? page.getByRole('button', { name: c.busy }) : button;
      await expect(busy).toBeDisabled();

      await page.clock.fastForward('00:55');
      await expect(busy).toBeDisabled();
      await page.clock.fastForward('00:06');

      if (c.busy) await expect(busy).toHaveCount(0);
      await expect(button).toBeEnabled();
      // An earlier toast may still be fading out: the newest is the one that counts.
      await expect(toast(page).last()).toHaveText(c.message);
      await expect(loadingToast(page)).toHaveCount(0);
      expect(seen.count).toBe(1);

      // Usable: the next tap sends one request, answered this time.
      await button.click();
      await c.done(page);
      expect(seen.count).toBe(2);
    });
  });
}

for (const [route, url, call] of LOAD_CASES) {
  test(`${route}: a load whose answer stalls after its headers ends at 60 s with a retry that recovers`, async ({
    page,
  }) => {
    await figure('stalledBodies', `load: ${route}`, async () => {
      const seen = await faultFirst(page, call, 'stall');
      const headers = page.waitForResponse((r) => call.test(r.url()));
      await page.goto(url);
      expect((await headers).status()).toBe(200);
      const retry = page.getByRole('button', { name: /Reintentar|Retry/ }).first();

      await page.clock.fastForward('00:55');
      await expect(retry).toHaveCount(0);
      await page.clock.fastForward('00:06');

      await expect(retry).toBeVisible();
      await expect(loadingToast(page)).toHaveCount(0);
      expect(seen.count).toBe(1);
      await retry.click();
      await expect(retry).toHaveCount(0);
      await expect(page.locator('main').first()).toBeVisible();
      expect(seen.count).toBe(2);
    });
  });
}
