/**
 * Loan screens in Chromium at 390x844 against the contract server: confirm and submit, the reload
 * after 5500 ms, each status's buttons, the extension reminder, rating high and low, agreements and
 * products; a screenshot of each screen in both markets (`loan-*.png`).
 *
 * Bridge calls are recorded by a `window.webkit.messageHandlers` stub kept in sessionStorage, so
 * calls made just before a page replacement can still be read after it.
 */
import { expect, test, type Page } from '@playwright/test';
import * as submit from '../../src/i18n/submitNotices';
import { collectErrors, freshOrder, shoot as shootNow, toast } from './support/page';

// The server remembers refreshed quotes and ratings: these tests reset it and run one at a time.
test.describe.configure({ mode: 'default' });

const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const MARKETS = [
  { needPop: '1', name: 'en' },
  { needPop: '2', name: 'es' },
] as const;
const at = (path: string, params: Record<string, string>) => `${path}?${SESSION}&${new URLSearchParams(params)}`;

const BRIDGE_NAMES = [
  'goTo',
  'closeWebview',
  'toHome',
  'toMine',
  'offToLogin',
  'callPhone',
  'toRate',
  'burialPointConfirm',
  'startBank',
  'endBank',
];

async function installBridgeStub(page: Page) {
  await page.addInitScript((names: string[]) => {
    const KEY = '__bridgeCalls';
    const handlers: Record<string, { postMessage(payload: unknown): void }> = {};
    for (const name of names) {
      handlers[name] = {
        postMessage(payload: unknown) {
          const calls = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[];
          calls.push({ name, payload });
          sessionStorage.setItem(KEY, JSON.stringify(calls));
        },
      };
    }
    (window as unknown as { webkit: unknown }).webkit = { messageHandlers: handlers };
  }, BRIDGE_NAMES);
}

/** Screenshot once the route's chunk and data are in and every image has loaded. */
async function shoot(page: Page, name: string) {
  await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main h1, main h2').first()).toBeAttached();
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await shootNow(page, name);
}

const bridgeCalls = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('__bridgeCalls') ?? '[]') as { name: string; payload: unknown }[],
  );

let errors: string[];
test.beforeEach(async ({ page, request }) => {
  expect((await request.post('/__control/reset')).ok()).toBe(true);
  await request.delete('/__control/faults');
  errors = collectErrors(page);
  await installBridgeStub(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test.describe('loan confirm', () => {
  for (const m of MARKETS) {
    test(`confirm and submit (${m.name}): one push, burial point, page replaced by lendDetailsUrl + from=confirm`, async ({
      page,
    }) => {
      const pushes: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/loan-detail-push')) pushes.push(r.postData() ?? '');
      });
      await page.goto(at('/kimJuly', { productId: '1', 'need-pop': m.needPop }));
      const apply = page.getByRole('button', { name: m.name === 'en' ? 'Apply now' : 'Solicitar ahora' });
      await expect(apply).toBeEnabled();
      await expect(page.getByText(m.name === 'en' ? '₹3.000.00' : '$3.000.00')).toBeVisible();
      await shoot(page, `loan-confirm-${m.name}`);

      const box = page.getByRole('checkbox');
      await expect(box).toBeChecked();
      await box.uncheck();
      await expect(apply).toBeDisabled();
      await shoot(page, `loan-confirm-unticked-${m.name}`);
      await box.check();
      await expect(apply).toBeEnabled();

      await page.request.post('/__control/faults', { data: { path: 'loan-detail-push', kind: 'delay:600' } });
      // A burst of taps before React can disable the button.
      await apply.evaluate((b) => {
        for (let i = 0; i < 5; i += 1) (b as HTMLButtonElement).click();
      });
      await page.waitForURL(/\/abcIs\?/);
      const landed = new URL(page.url());
      // The server's URL with from=confirm, then the session parameters it lacked (carried by the navigator).
      expect(landed.pathname + landed.search).toMatch(
        /^\/abcIs\?orderId=21&productId=1&from=confirm&deviceId=dev-demo-0001&/,
      );
      expect(landed.searchParams.get('sessionId')).toBe('sess-demo-0001');
      expect(landed.searchParams.get('need-pop')).toBe(m.needPop);
      expect(pushes).toHaveLength(1);
      expect(JSON.parse(pushes[0])).toEqual({ amount: '300000', periods: '91', termUnit: '1', productId: '1' });
      expect(await bridgeCalls(page)).toEqual([{ name: 'burialPointConfirm', payload: { productId: '1' } }]);
      // The server answers in the market the call names (Accept-Language).
      await expect(page.getByRole('heading', { name: m.name === 'en' ? 'Under review' : 'En revisión' })).toBeVisible();
    });

    test(`an untick outlives reading the agreement (${m.name}): back from it, the box is still unticked`, async ({
      page,
    }) => {
      await page.goto(at('/kimJuly', { productId: '1', 'need-pop': m.needPop }));
      const apply = page.getByRole('button', { name: m.name === 'en' ? 'Apply now' : 'Solicitar ahora' });
      await expect(apply).toBeEnabled();
      await page.getByRole('checkbox').uncheck();
      await expect(apply).toBeDisabled();
      await page.getByRole('link', { name: m.name === 'en' ? 'loan agreement' : 'contrato de préstamo' }).click();
      await expect(page).not.toHaveURL(/\/kimJuly/);
      await page.goBack();
      await expect(page).toHaveURL(/\/kimJuly/);
      await expect(page.getByRole('checkbox')).not.toBeChecked();
      await expect(apply).toBeDisabled();
      await shoot(page, `loan-confirm-back-unticked-${m.name}`);
    });

    test(`instalment confirm on /charter with coupon (${m.name})`, async ({ page }) => {
      await page.goto(at('/charter', { productId: '3', 'need-pop': m.needPop }));
      await expect(
        page.getByRole('heading', { name: m.name === 'en' ? 'Instalment plan' : 'Plan de cuotas' }),
      ).toBeVisible();
      await expect(page.getByTestId('coupon-row')).toContainText(m.name === 'en' ? '₹50.00' : '$50.00');
      await expect(page.getByText(m.name === 'en' ? 'Instalment 3 of 3' : 'Cuota 3 de 3')).toBeAttached();
      await shoot(page, `loan-charter-${m.name}`);
    });
  }

  test('an answer lost after the loan was made: the borrower is told, and the retry repeats the application key and lands on the loan', async ({
    page,
  }) => {
    const keys: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/loan-detail-push')) keys.push(r.headers()['idempotency-key']);
    });
    await page.goto(at('/kimJuly', { productId: '1' }));
    const apply = page.getByRole('button', { name: 'Solicitar ahora' });
    await expect(apply).toBeEnabled();
    // Every send of this page: when a reused connection closes with no answer, Chromium sends the same
    // POST again on its other open connections before it gives up (7 sends in all in a lab run), each
    // with the same key, so the server makes one loan of them. Only this page's pushes: other spec
    // files push loans on the same server at the same time.
    const lost = '**/loan-detail-push';
    await page.route(lost, (r) => r.continue({ headers: { ...r.request().headers(), 'x-fault': 'lost' } }));
    await apply.click();
    await expect(toast(page, submit.es.loanUnanswered)).toBeVisible();
    await expect(apply).toBeEnabled();
    await page.unroute(lost);
    await apply.click();
    await page.waitForURL(/\/abcIs\?orderId=21&productId=1&from=confirm/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    await expect(page.getByRole('heading', { name: 'En revisión' })).toBeVisible();
  });

  test('a WebView killed after the push went out: the reopened page repeats its application key and lands on the one loan', async ({
    page,
    context,
  }) => {
    const keys: (string | undefined)[] = [];
    const watch = (p: typeof page) =>
      p.on('request', (r) => {
        if (r.url().includes('/loan-detail-push')) keys.push(r.headers()['idempotency-key']);
      });
    watch(page);
    const url = at('/kimJuly', { productId: '1' });
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Solicitar ahora' })).toBeEnabled();
    // This page's pushes only (other spec files push loans on the same server at the same time). Were
    // one of Chromium's own resends to reach the server without the header, it would be answered and
    // the page would leave for the loan before the toast: the test would fail, never pass wrongly.
    await page.route('**/loan-detail-push', (r) =>
      r.continue({ headers: { ...r.request().headers(), 'x-fault': 'lost' } }),
    );
    await page.getByRole('button', { name: 'Solicitar ahora' }).click();
    await expect(toast(page, submit.es.loanUnanswered)).toBeVisible();
    // The page is gone with its store (the phone killed the WebView); the shell opens the quote again.
    await page.close();
    const reopened = await context.newPage();
    watch(reopened);
    await reopened.goto(url);
    await reopened.getByRole('button', { name: 'Solicitar ahora' }).click();
    await reopened.waitForURL(/\/abcIs\?orderId=21&productId=1&from=confirm/);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    await expect(reopened.getByRole('heading', { name: 'En revisión' })).toBeVisible();
    // Answered: nothing of the application is left on the phone.
    expect(await reopened.evaluate(() => localStorage.getItem('loanApplications:unfinished'))).toBeNull();
  });

  test('offline before any notice was shown: Apply still says why nothing was sent', async ({ page, context }) => {
    // The notices' code (with the kit's toast) comes once the screen has painted, before it is needed.
    const noticesReady = page.waitForResponse(
      async (r) => /\/assets\/[^/]+\.js$/.test(new URL(r.url()).pathname) && (await r.text()).includes('adm-toast'),
    );
    await page.goto(at('/kimJuly', { productId: '1' }));
    const apply = page.getByRole('button', { name: 'Solicitar ahora' });
    await expect(apply).toBeEnabled();
    await noticesReady;
    await context.setOffline(true);
    await apply.click();
    await expect(toast(page, submit.es.loanUnanswered)).toBeVisible();
    await expect(apply).toBeEnabled();
    await context.setOffline(false);
  });

  test('English market, relative lendDetailsUrl: the detail page stays English and its calls carry the session and headers', async ({
    page,
  }) => {
    const headers = { crp_phe: 'ph-e2e', dearest: 'de-e2e', showy: 'sh-e2e' };
    const details: Record<string, string>[] = [];
    const contracts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/loan-details/loan-details')) details.push(r.headers());
      if (r.url().includes('/contract-detail')) contracts.push(r.url());
    });
    await page.goto(at('/kimJuly', { productId: '1', 'need-pop': '1', ...headers }));
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(/\/abcIs\?/);
    const landed = new URL(page.url()).searchParams;
    expect([landed.get('from'), landed.get('sessionId'), landed.get('need-pop'), landed.get('crp_phe')]).toEqual([
      'confirm',
      'sess-demo-0001',
      '1',
      'ph-e2e',
    ]);
    // English labels on the detail page (the status text itself is the server's).
    await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeAttached();
    await expect(page.getByRole('img', { name: 'Under review' })).toBeVisible();
    await expect.poll(() => details.length).toBeGreaterThan(0);
    expect(details[0]).toMatchObject(headers);
    await shoot(page, 'loan-detail-after-confirm-en');

    // "View the loan agreement": contract-detail with the borrower's session.
    await page.getByRole('link', { name: 'View the loan agreement' }).click();
    await page.waitForURL(/\/directorsIn\?/);
    await expect.poll(() => contracts.length).toBeGreaterThan(0);
    const contract = new URL(contracts[0]).searchParams;
    expect([contract.get('orderNo'), contract.get('sessionId'), contract.get('userId')]).toEqual([
      '21',
      'sess-demo-0001',
      '10001',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Promissory note' })).toBeVisible();

    // Loaded again from its own URL, the detail page keeps the market and the headers.
    await page.goBack();
    await page.waitForURL(/\/abcIs\?/);
    details.length = 0;
    await page.reload();
    await expect(page.getByRole('img', { name: 'Under review' })).toBeVisible();
    await expect.poll(() => details.length).toBeGreaterThan(0);
    expect(details[0]).toMatchObject(headers);
  });

  test('a lendDetailsUrl the app refuses (product 4): the message, the loan said sent, the button freed, one push', async ({
    page,
  }) => {
    let pushes = 0;
    page.on('request', (r) => {
      if (r.url().includes('/loan-detail-push')) pushes += 1;
    });
    await page.goto(at('/kimJuly', { productId: '4', 'need-pop': '1' }));
    const apply = page.getByRole('button', { name: 'Apply now' });
    await expect(apply).toBeEnabled();
    await apply.evaluate((b) => {
      for (let i = 0; i < 3; i += 1) (b as HTMLButtonElement).click();
    });
    // The toast itself: its words are also in the live region (src/ui/announcer.ts).
    await expect(
      toast(page, 'This link cannot be opened. Please try again later or contact customer service.'),
    ).toBeVisible();
    const sent = page.getByRole('status', { name: 'Your application was sent' });
    await expect(sent).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sending…' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/kimJuly');
    expect(pushes).toBe(1);
    expect(await bridgeCalls(page)).toEqual([{ name: 'burialPointConfirm', payload: { productId: '4' } }]);
    await shoot(page, 'loan-confirm-sent-en');

    await sent.getByRole('link', { name: 'See my loan' }).click();
    await page.waitForURL(/\/abcIs\?/);
    const q = new URL(page.url()).searchParams;
    expect([q.get('orderId'), q.get('productId'), q.get('sessionId'), q.get('need-pop')]).toEqual([
      '21',
      '4',
      'sess-demo-0001',
      '1',
    ]);
    await expect(page.getByRole('img', { name: 'Under review' })).toBeVisible();
    expect(pushes).toBe(1);
  });

  test('product 2: the countdown modal, then the reload with isType 1 after 5500 ms', async ({ page }) => {
    const reloadSeen = page.waitForRequest(
      (r) => r.url().includes('/loan-detail-confirm') && (r.postDataJSON() as { isType?: number })?.isType === 1,
      { timeout: 15_000 },
    );
    // The 5500 ms run from the first answer (the machine's clock), not from when the modal's chunk
    // happens to paint on a busy runner.
    const firstAnswer = page
      .waitForResponse(
        (r) =>
          r.url().includes('/loan-detail-confirm') && (r.request().postDataJSON() as { isType?: number })?.isType !== 1,
      )
      .then(() => Date.now());
    // A borrower of its own: the server ends product 2's waiting per borrower, and other files reload it.
    await page.goto(at('/versions', { productId: '2', 'need-pop': '1', dearest: 'loan-reload-en' }));
    const dialog = page.getByRole('dialog', { name: 'Updating your offer' });
    await expect(dialog).toBeVisible();
    const shownAt = await firstAnswer;
    await expect(dialog.getByText('We are updating your offer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeDisabled();
    await page.waitForTimeout(1200);
    await shoot(page, 'loan-reload-en');
    await reloadSeen;
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThanOrEqual(5000);
    expect(waited).toBeLessThan(8000);
    await expect(page.getByText('₹2.800.00')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled();
    await shoot(page, 'loan-reloaded-en');
  });

  test('product 2 in Spanish shows the modal too', async ({ page }) => {
    await page.goto(at('/versions', { productId: '2', dearest: 'loan-reload-es' }));
    await expect(page.getByRole('dialog', { name: 'Actualizando su oferta' })).toBeVisible();
    await page.waitForTimeout(1200);
    await shoot(page, 'loan-reload-es');
  });
});

test.describe('loan detail', () => {
  const CASES = [
    { code: '21', repay: false, extend: false, borrow: false, rating: false },
    { code: '151', repay: false, extend: false, borrow: false, rating: false },
    { code: '110', repay: false, extend: false, borrow: false, rating: false },
    { code: '170', repay: false, extend: false, borrow: false, rating: false },
    { code: '174', repay: true, extend: true, borrow: false, rating: false },
    { code: '180', repay: true, extend: true, borrow: false, rating: true },
    { code: '200', repay: false, extend: false, borrow: true, rating: true },
    { code: '999', repay: false, extend: false, borrow: false, rating: false },
  ];
  for (const m of MARKETS) {
    const L =
      m.name === 'en'
        ? {
            repay: 'Repay',
            extend: 'Extend repayment',
            borrow: 'Borrow again',
            notNow: 'Not now',
            rate: 'Rate your experience',
          }
        : {
            repay: 'Pagar',
            extend: 'Diferir el pago',
            borrow: 'Pedir otra vez',
            notNow: 'Ahora no',
            rate: 'Califique su experiencia',
          };
    for (const c of CASES) {
      test(`status ${c.code} (${m.name}): its icon and buttons`, async ({ page }) => {
        await page.goto(at('/abcIs', { productId: '1', orderId: c.code, 'need-pop': m.needPop }));
        await expect(page.locator(`[data-status="${c.code}"]`)).toBeVisible();
        if (c.rating) {
          const rating = page.getByRole('dialog', { name: L.rate });
          await expect(rating).toBeVisible();
          await page.waitForTimeout(400);
          await shoot(page, `loan-rating-${c.code}-${m.name}`);
          await rating.getByRole('button', { name: L.notNow }).click();
          await expect(rating).toBeHidden();
        }
        const icon = page.locator('svg.status-icon');
        if (c.code === '170') await expect(icon).toHaveCount(0);
        else await expect(icon).toHaveAttribute('data-icon', c.code === '999' ? '200' : c.code);
        await expect(page.getByRole('link', { name: L.repay, exact: true })).toHaveCount(c.repay ? 1 : 0);
        await expect(page.getByRole('button', { name: L.extend })).toHaveCount(c.extend ? 1 : 0);
        await expect(page.getByRole('button', { name: L.borrow })).toHaveCount(c.borrow ? 1 : 0);
        await expect(page.getByTestId('order-detail')).toHaveCount(c.code === '110' ? 0 : 1);
        await shoot(page, `loan-detail-${c.code}-${m.name}`);

        if (c.repay) {
          await page.getByRole('link', { name: L.repay, exact: true }).click();
          await page.waitForURL(/\/dibbleNight\?/);
          const q = new URL(page.url()).searchParams;
          expect([q.get('orderId'), q.get('productId'), q.get('sessionId'), q.get('need-pop')]).toEqual([
            c.code,
            '1',
            'sess-demo-0001',
            m.needPop,
          ]);
        }
        if (c.borrow) {
          await page.getByRole('button', { name: L.borrow }).click();
          await expect
            .poll(() => bridgeCalls(page))
            .toEqual([
              { name: 'goTo', payload: { to: 'prestamofacil://product?productId=1', toP: { productId: '1' } } },
            ]);
        }
      });
    }
  }

  for (const m of MARKETS) {
    test(`extension reminder (${m.name}): extension page, or normal repayment`, async ({ page }) => {
      const L =
        m.name === 'en'
          ? {
              extend: 'Extend repayment',
              title: 'Extend your repayment?',
              go: 'Go to extension',
              normal: 'Continue to normal repayment',
            }
          : {
              extend: 'Diferir el pago',
              title: '¿Desea diferir su pago?',
              go: 'Ir al pago diferido',
              normal: 'Continuar con el pago normal',
            };
      const detail = at('/abcIs', { productId: '3', orderId: '174', 'need-pop': m.needPop });
      await page.goto(detail);
      await page.getByRole('button', { name: L.extend }).click();
      const dialog = page.getByRole('dialog', { name: L.title });
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(400);
      await shoot(page, `loan-extension-reminder-${m.name}`);
      await dialog.getByRole('link', { name: L.go }).click();
      await page.waitForURL(/\/feesAbc\?/);
      expect(new URL(page.url()).searchParams.get('orderId')).toBe('174');

      await page.goto(detail);
      await page.getByRole('button', { name: L.extend }).click();
      await page.getByRole('dialog', { name: L.title }).getByRole('link', { name: L.normal }).click();
      await page.waitForURL(/\/dibbleNight\?/);
      expect(new URL(page.url()).searchParams.get('productId')).toBe('3');
    });
  }
});

test.describe('rating', () => {
  test('no star: the spec message', async ({ page }) => {
    await page.goto(at('/abcIs', { productId: '1', orderId: await freshOrder(page, 200) }));
    const dialog = page.getByRole('dialog', { name: 'Califique su experiencia' });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Seleccione una calificación')).toBeVisible();
    await shoot(page, 'loan-rating-nostar-es');
  });

  test('high (5 stars): the score is posted and the native toRate is called', async ({ page }) => {
    const scores: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/loan-score')) scores.push(r.postDataJSON());
    });
    const orderId = await freshOrder(page, 180);
    await page.goto(at('/abcIs', { productId: '1', orderId, 'need-pop': '1' }));
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.locator('label', { hasText: '5 stars' }).click();
    await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await shoot(page, 'loan-rating-5-en');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => bridgeCalls(page)).toEqual([{ name: 'toRate', payload: {} }]);
    expect(scores).toEqual([{ productId: '1', orderId, score: 5 }]);
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toHaveCount(0);
  });

  for (const m of MARKETS) {
    test(`low (2 stars, ${m.name}): the thank-you modal, no toRate`, async ({ page }) => {
      const L =
        m.name === 'en'
          ? { rate: 'Rate your experience', send: 'Send', thanks: 'Thank you!', star: '2 stars', ok: 'OK' }
          : {
              rate: 'Califique su experiencia',
              send: 'Enviar',
              thanks: '¡Gracias!',
              star: '2 estrellas',
              ok: 'Aceptar',
            };
      await page.goto(at('/abcIs', { productId: '2', orderId: await freshOrder(page, 200), 'need-pop': m.needPop }));
      const dialog = page.getByRole('dialog', { name: L.rate });
      await dialog.locator('label', { hasText: L.star }).click();
      await dialog.getByRole('button', { name: L.send }).click();
      const thanks = page.getByRole('dialog', { name: L.thanks });
      await expect(thanks).toBeVisible();
      await page.waitForTimeout(400);
      await shoot(page, `loan-rating-thanks-${m.name}`);
      await thanks.getByRole('button', { name: L.ok }).click();
      await expect(thanks).toBeHidden();
      expect(await bridgeCalls(page)).toEqual([]);
      // Rated: the server stops asking.
      await page.reload();
      await expect(page.locator('[data-status="200"]')).toBeVisible();
      await expect(page.getByRole('dialog', { name: L.rate })).toHaveCount(0);
    });
  }
});

test.describe('agreements, products and repay choice', () => {
  for (const m of MARKETS) {
    test(`promissory note (${m.name})`, async ({ page }) => {
      await page.goto(at('/directorsIn', { orderNo: '174', 'need-pop': m.needPop }));
      await expect(
        page.getByRole('heading', { level: 1, name: m.name === 'en' ? 'Promissory note' : 'Pagaré' }),
      ).toBeVisible();
      await expect(page.locator('tr[data-field="mount"] td')).toHaveText(m.name === 'en' ? '₹6.000.00' : '$6.000.00');
      await expect(page.getByText(/18%/)).toBeVisible();
      await shoot(page, `loan-agreement-${m.name}`);
      await page.getByText(/3%/).scrollIntoViewIfNeeded();
      await shoot(page, `loan-agreement-terms-${m.name}`);
    });

    test(`period agreement (${m.name})`, async ({ page }) => {
      await page.goto(at('/agony', { orderNo: '174', 'need-pop': m.needPop }));
      await expect(page.locator('.agreement-plan tbody tr')).toHaveCount(3);
      await page.locator('.agreement-plan').scrollIntoViewIfNeeded();
      await shoot(page, `loan-period-agreement-${m.name}`);
    });

    test(`products, product and apply (${m.name})`, async ({ page }) => {
      await page.goto(at('/placeIs', { 'need-pop': m.needPop }));
      await expect(page.getByRole('listitem')).toHaveCount(3);
      await shoot(page, `loan-products-${m.name}`);
      const product = m.name === 'en' ? 'Credit Plus' : 'Crédito Plus';
      await page.getByRole('link', { name: m.name === 'en' ? `View ${product}` : `Ver ${product}` }).click();
      await page.waitForURL(/\/theThey\?/);
      await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
      await shoot(page, `loan-product-${m.name}`);
      await page.getByRole('link', { name: m.name === 'en' ? 'Apply now' : 'Solicitar ahora' }).click();
      await page.waitForURL(/\/kimJuly\?/);
      expect(new URL(page.url()).searchParams.get('productId')).toBe('3');
      await expect(page.getByTestId('coupon-row')).toBeVisible();
    });

    test(`repay now or defer (${m.name})`, async ({ page }) => {
      await page.goto(at('/channelsIntroduced', { productId: '3', orderId: '174', 'need-pop': m.needPop }));
      await shoot(page, `loan-repay-choice-${m.name}`);
      await page.getByRole('link', { name: m.name === 'en' ? 'Defer repayment' : 'Diferir el pago' }).click();
      await page.waitForURL(/\/feesAbc\?/);
      await page.goBack();
      await page.getByRole('link', { name: m.name === 'en' ? 'Repay now' : 'Pagar ahora' }).click();
      await page.waitForURL(/\/dibbleNight\?.*orderId=174/);
    });
  }
});
