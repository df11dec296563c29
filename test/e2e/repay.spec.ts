/**
 * Repayment screens in Chromium at 390x844 against the contract server: the repay page (detail
 * collapse, copy, barcode modal, the vertical-only drag of the customer-service button), the
 * instruction pages, the extension, the whole legacy card repay with its SMS step (countdown,
 * cancel, resend, 800006, 800005, success, the warning after a reload that lost a payment's answer)
 * and card binding (with its answer lost, in both markets). Screenshots are `repay-*.png`.
 *
 * Nothing here resets the server: each test reads the ids it needs from the server's answers.
 */
import { expect, test, type Page } from '@playwright/test';
import { MSG as MSG_SPEC } from '../../src/i18n/messages';
import * as submit from '../../src/i18n/submitNotices';
import { collectErrors, fingerDrag, shoot as shootNow, toast } from './support/page';

const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';
const ORDER = `${SESSION}&productId=1&orderId=174`;
const MSG = {
  chooseCard: '请先选择付款银行卡！',
  badVerifyCode: '请输入正确的验证码',
  verifyCodeWrong: 'verification code wrong',
  paidTwice: 'do not submit the payment request twice',
};

/** Screenshot once data and every image are in. */
async function shoot(page: Page, name: string) {
  await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await shootNow(page, name);
}

let errors: string[];
test.beforeEach(({ page }) => {
  errors = collectErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test.describe('repay /dibbleNight', () => {
  test('shows amount with $, date, product and channels; the detail list opens and closes', async ({ page }) => {
    await page.goto(`/dibbleNight?${ORDER}`);
    await expect(page.getByTestId('repay-amount')).toHaveText('$2.011.70');
    await expect(page.getByText('Crédito Plus')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tiendas de conveniencia' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logotipo de Crédito Plus' })).toBeVisible();
    await shoot(page, 'repay-main');

    const terms = page.locator('.detail-list dt');
    await expect(terms).toHaveCount(2);
    await page.getByRole('button', { name: 'Ver más' }).click();
    await expect(terms).toHaveCount(5);
    await expect(page.getByText('Cargo moratorio')).toBeVisible();
    await shoot(page, 'repay-details-open');
    await page.getByRole('button', { name: 'Ocultar' }).click();
    await expect(terms).toHaveCount(2);
  });

  test('copies a reference code to the clipboard and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(`/dibbleNight?${ORDER}`);
    await page.getByRole('button', { name: 'Copiar referencia 93000000000174' }).click();
    await expect(toast(page)).toHaveText('Copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('93000000000174');
    await shoot(page, 'repay-copied');
  });

  test('the barcode opens in a dialog, wide, inside a white quiet zone, and closes', async ({ page }) => {
    await page.goto(`/dibbleNight?${ORDER}`);
    await page.getByRole('button', { name: 'Código de barras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Muestre este código en caja' });
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole('img', { name: 'Código de barras' });
    await expect(image).toBeVisible();
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0));
    const box = (await image.boundingBox())!;
    // Wide enough for a till scanner, with at least 24 px of white on each side (the quiet zone).
    expect(box.width).toBeGreaterThanOrEqual(280);
    const zone = (await dialog.locator('.barcode-quiet-zone').boundingBox())!;
    expect(box.x - zone.x).toBeGreaterThanOrEqual(24);
    expect(zone.x + zone.width - (box.x + box.width)).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThan(80);
    await expect(dialog.getByText('93000000000174')).toBeVisible();
    await shoot(page, 'repay-barcode');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the customer-service button drags vertically only, and a tap opens customer service', async ({ page }) => {
    await page.goto(`/dibbleNight?${ORDER}`);
    await expect(page.getByTestId('repay-amount')).toBeVisible();
    const bubble = page.getByRole('button', { name: 'Atención al cliente' });
    const before = (await bubble.boundingBox())!;
    const cx = before.x + before.width / 2;
    const cy = before.y + before.height / 2;
    // On a touch device the bubble follows touch events (a mouse drag is what a desktop does).
    // Diagonal drag: up 250 px and left 150 px, in steps as a finger would, resting before the lift.
    await fingerDrag(page, { x: cx, y: cy }, { x: cx - 150, y: cy - 250 });
    await expect
      .poll(async () => Math.round(before.y - (await bubble.boundingBox())!.y), { timeout: 5000 })
      .toBeGreaterThan(200);
    const after = (await bubble.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
    // Ending a drag is not a tap: still on the repay page.
    expect(new URL(page.url()).pathname).toBe('/dibbleNight');
    await shoot(page, 'repay-bubble-dragged');

    await bubble.tap();
    await expect(page).toHaveURL(/\/actLegislation\?.*sessionId=sess-demo-0001/);
  });

  test('the English market shows the rupee symbol', async ({ page }) => {
    await page.goto(`/dibbleNight?${ORDER}&need-pop=1`);
    await expect(page.getByTestId('repay-amount')).toHaveText('₹2.011.70');
    await shoot(page, 'repay-main-en');
  });
});

test.describe('without a touch screen', () => {
  test.use({ hasTouch: false, isMobile: false });

  test('a mouse drag also moves the customer-service button vertically only', async ({ page }) => {
    await page.goto(`/dibbleNight?${ORDER}`);
    await expect(page.getByTestId('repay-amount')).toBeVisible();
    const bubble = page.getByRole('button', { name: 'Atención al cliente' });
    const before = (await bubble.boundingBox())!;
    const cx = before.x + before.width / 2;
    const cy = before.y + before.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 150, cy - 250, { steps: 10 });
    await page.mouse.up();
    await expect
      .poll(async () => Math.round(before.y - (await bubble.boundingBox())!.y), { timeout: 5000 })
      .toBeGreaterThan(200);
    expect(Math.abs((await bubble.boundingBox())!.x - before.x)).toBeLessThanOrEqual(1);
    expect(new URL(page.url()).pathname).toBe('/dibbleNight');
  });
});

test.describe('instruction pages', () => {
  test('a channel row leads to its instruction page with the amount, code, company and sections', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(`/dibbleNight?${ORDER}`);
    await page.getByRole('link', { name: /tiendas OXXO/ }).click();
    await expect(page).toHaveURL(/\/carpmm\?.*requestType=2.*amount=201170.*payCode=OXXO/);
    await expect(page.getByRole('heading', { name: 'Pago en OXXO' })).toBeVisible();
    await expect(page.getByTestId('instruction-amount')).toHaveText('$2.011.70');
    await expect(page.getByRole('img', { name: 'Código de pago' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cómo pagar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'pagos@dineroagil.mx' })).toBeVisible();
    await shoot(page, 'repay-instruction');
    await page.getByRole('button', { name: 'Copiar beneficiario' }).click();
    await expect(toast(page)).toHaveText('Copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Financiera Ágil/);
  });

  test('Dragonpay has its own instruction route', async ({ page }) => {
    await page.goto(`/dibbleNight?${ORDER}`);
    await page.getByRole('link', { name: /Dragonpay/ }).click();
    await expect(page).toHaveURL(/\/dragonpayPaymentInstructions\?.*payCode=DRAGONPAY/);
    await expect(page.getByRole('heading', { name: 'Pago con Dragonpay' })).toBeVisible();
    await shoot(page, 'repay-instruction-dragonpay');
  });
});

test('extension /feesAbc shows the delay amount, plan and channels', async ({ page }) => {
  await page.goto(`/feesAbc?${ORDER}`);
  await expect(page.getByTestId('delay-amount')).toHaveText('$11.70');
  await expect(page.getByText('Puede diferir su pago hasta 7 días.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan de la extensión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atención al cliente' })).toBeVisible();
  await shoot(page, 'repay-extension');
});

for (const [screen, path, call] of [
  ['repay', '/dibbleNight', '/v3/installment/loan-play-detail'],
  ['extension', '/feesAbc', '/v3/installment/loan-play-delay-detail'],
] as const) {
  for (const [market, query, label] of [
    ['es', '', 'Atención al cliente'],
    ['en', '&need-pop=1', 'Customer service'],
  ] as const) {
    test(`${screen} (${market}): scrolled to the end, the last lines clear the customer-service button`, async ({
      page,
    }) => {
      const answer = page.waitForResponse((r) => r.url().includes(call));
      await page.goto(`${path}?${ORDER}${query}`);
      const { data } = (await (await answer).json()) as { data: { repayList: { list: unknown[] }[] } };
      const channels = data.repayList.reduce((n, group) => n + group.list.length, 0);
      const bubble = page.getByRole('button', { name: label });
      await expect(bubble).toBeVisible();
      // Every channel is in (after the first they come a task later) before the end is measured.
      await expect(page.locator('.channel-list > li')).toHaveCount(channels);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() => Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight),
        )
        .toBe(true);
      const lastBottom = await page.evaluate(() => {
        const blocks = [...document.querySelectorAll('main > *')].filter(
          (el) => !el.matches('.floating-service-room, .adm-floating-bubble'),
        );
        return Math.max(...blocks.map((el) => el.getBoundingClientRect().bottom));
      });
      const box = (await bubble.boundingBox())!;
      expect(lastBottom).toBeLessThanOrEqual(box.y);
      await shoot(page, `repay-${screen}-end-${market}`);
    });
  }
}

test.describe('card repay /theTo', () => {
  const CARD_REPAY = `/theTo?${ORDER}&amount=300000`;

  async function open(page: Page) {
    await page.goto(CARD_REPAY);
    await expect(page.getByRole('radio', { name: /BBVA México/ }).first()).toBeVisible();
  }

  /** Chooses BBVA (needs SMS), pays, and returns the repayRecordId the server gave. */
  async function payWithSms(page: Page) {
    await page.getByText('BBVA México').first().click(); // cards bound by other tests may share the bank
    const answer = page.waitForResponse((r) => r.url().includes('/coalition/repayment-commit'));
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const body = (await (await answer).json()) as { data: { needValid: number; repayRecordId: string } };
    expect(body.data.needValid).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Verificación por SMS' })).toBeVisible();
    return body.data.repayRecordId;
  }

  test('the amount is typed on the money keyboard', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('amount-value')).toHaveText('3000');
    await page.getByRole('button', { name: /Monto a pagar/ }).click();
    const backspace = page.getByTitle('Borrar');
    await expect(backspace).toBeVisible();
    for (let i = 0; i < 4; i++) await backspace.click();
    for (const key of ['2', '5', '.', '.', '5', '0', '1']) {
      await page.locator('.adm-number-keyboard').getByRole('button', { name: key, exact: true }).click();
    }
    await expect(page.getByTestId('amount-value')).toHaveText('25.50');
    await shoot(page, 'repay-card-keyboard');
    await page.getByRole('button', { name: 'Listo' }).click();
    await expect(page.locator('.adm-number-keyboard')).toBeHidden();
  });

  test('the amount is typed from a hardware keyboard: Tab to the field, Enter, digits, Backspace, Escape', async ({
    page,
  }) => {
    await open(page);
    const field = page.getByRole('button', { name: /Monto a pagar/ });
    // From the page's start, as a keyboard user arrives.
    for (let i = 0; i < 10 && !(await field.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.adm-number-keyboard')).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('12..509');
    await expect(page.getByTestId('amount-value')).toHaveText('12.50');
    await page.keyboard.press('Escape');
    await expect(page.locator('.adm-number-keyboard')).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  test('SMS flow: card first, countdown, cancel, wrong code, resend, paid twice', async ({ page, request }) => {
    await page.clock.install();
    await open(page);
    await shoot(page, 'repay-card');

    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(toast(page)).toHaveText(MSG.chooseCard);

    await payWithSms(page);
    const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
    const smsButton = dialog.getByTestId('sms-button');
    await expect(smsButton).toHaveText('60 s');
    await expect(smsButton).toBeDisabled();
    await page.clock.runFor(3000);
    await expect(smsButton).toHaveText('57 s');
    await shoot(page, 'repay-sms');

    // Cancel closes the step; paying again opens it with a fresh 60 s.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    const recordId = await payWithSms(page);
    await expect(smsButton).toHaveText('60 s');

    const code = dialog.getByLabel('Código de verificación');
    await code.fill('123');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page)).toHaveText(MSG.badVerifyCode);

    await code.fill('111111');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page)).toHaveText(MSG.verifyCodeWrong);
    await shoot(page, 'repay-sms-wrong-code');

    // After 60 s the button is back to its label and resends with sendMsg 1.
    await page.clock.runFor(60_000);
    await expect(smsButton).toHaveText('Obtener código');
    await expect(smsButton).toBeEnabled();
    const resend = page.waitForResponse((r) => r.url().includes('/coalition/repayment-commit'));
    await smsButton.click();
    expect((await resend).request().postData()).toContain('sendMsg=1');
    await expect(smsButton).toHaveText('60 s');
    // The resent code belongs to the payment record the server names in its answer.
    const resent = (await (await resend).json()) as { data: { repayRecordId: string } };
    const pendingId = resent.data.repayRecordId || recordId;

    // The same payment confirmed elsewhere first: confirming it here is refused as a repeat.
    const other = await request.post(`/coalition/repayment-confirm?${SESSION}`, {
      form: { orderId: '174', verifyCode: '123456', repaymentRecordId: pendingId },
    });
    expect((await other.json()).code).toBe('00');
    await code.fill('123456');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page)).toHaveText(MSG.paidTwice);
    await shoot(page, 'repay-sms-paid-twice');
  });

  test('the right code pays and goes to the borrow detail', async ({ page }) => {
    await open(page);
    await payWithSms(page);
    const dialog = page.getByRole('dialog', { name: 'Verificación por SMS' });
    await dialog.getByLabel('Código de verificación').fill('123456');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/abcIs\?.*orderId=174/);
    expect(new URL(page.url()).searchParams.get('amount')).toBeNull();
  });

  /*
   * A commit whose answer was lost, then the page reloaded (what a WebView the OS killed comes back
   * as): the new page knows no token of that payment, so it warns before the borrower pays again.
   * The fault is this page's only (an `x-fault` header on its commits), not armed on the server as the
   * loan spec does: the other tests of this file pay on the same server at the same time. Should one of
   * Chromium's own resends reach the server without the header, the server would answer it '00' and the
   * page would leave for the loan: this test would fail, never pass wrongly.
   */
  const EARLIER = [
    {
      market: 'es',
      query: '',
      bank: 'Santander',
      pay: 'Pagar',
      says: /^Un pago con tarjeta de \$3\.000\.00 para este préstamo se envió (?:el \d{4}-\d\d-\d\d )?a las (\d\d:\d\d) y no recibimos respuesta\. Revise su préstamo antes de pagar de nuevo\.$/,
      link: 'Ver mi préstamo',
      again: 'Ya revisé mi préstamo y quiero pagar de nuevo',
    },
    {
      market: 'en',
      query: '&need-pop=1',
      bank: 'ICICI Bank',
      pay: 'Pay',
      says: /^A card payment of ₹3\.000\.00 for this loan was sent (?:on \d{4}-\d\d-\d\d )?at (\d\d:\d\d) and no answer came\. Check your loan before paying again\.$/,
      link: 'View my loan',
      again: 'I have checked my loan and want to pay again',
    },
  ];
  for (const m of EARLIER) {
    test(`a lost answer, then a reload: the page warns and "${m.link}" leads to the loan (${m.market})`, async ({
      page,
    }) => {
      await page.goto(`${CARD_REPAY}${m.query}`);
      await expect(page.getByRole('radio', { name: new RegExp(m.bank) })).toBeVisible();
      const lost = '**/coalition/repayment-commit*';
      let sends = 0;
      await page.route(lost, async (route) => {
        sends += 1;
        await route.continue({ headers: { ...route.request().headers(), 'x-fault': 'lost' } });
      });
      await page.getByText(m.bank).click();
      const pay = page.getByRole('button', { name: m.pay, exact: true });
      await pay.click();
      await expect(toast(page, 'error')).toBeVisible();
      await expect(pay).toBeEnabled();
      expect(sends).toBeGreaterThanOrEqual(1);
      const sentAt = new Date();
      await page.unroute(lost);

      await page.reload();
      await expect(page.getByRole('radio', { name: new RegExp(m.bank) })).toBeVisible();
      const warning = page.getByRole('status').filter({ has: page.getByRole('link', { name: m.link }) });
      await expect(warning).toBeVisible();
      const text = (await warning.locator('p').textContent()) ?? '';
      expect(text).toMatch(m.says);
      // The time the phone sent it, HH:mm (a minute, or midnight, may turn between the send and this reading).
      const [hh, mm] = m.says.exec(text)![1].split(':').map(Number);
      const apart = Math.abs(hh * 60 + mm - (sentAt.getHours() * 60 + sentAt.getMinutes()));
      expect(Math.min(apart, 24 * 60 - apart)).toBeLessThanOrEqual(1);
      // On the first screen, under the heading and above the card list and the pay button, which waits
      // for the borrower's word that they checked their loan and want to pay again (that payment may
      // have gone through). The other tests bind cards on this server, so the list's length varies:
      // the warning's place must not depend on it.
      const box = (await warning.boundingBox())!;
      const cardsBox = (await page.getByRole('radio', { name: new RegExp(m.bank) }).boundingBox())!;
      const payBox = (await pay.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.y + box.height).toBeLessThanOrEqual(cardsBox.y);
      expect(box.y + box.height).toBeLessThanOrEqual(payBox.y);
      await expect(pay).toBeDisabled();
      await shoot(page, `repay-card-earlier-payment-${m.market}`);
      const again = warning.getByRole('checkbox', { name: m.again });
      await again.check();
      await expect(pay).toBeEnabled();
      await shoot(page, `repay-card-pay-again-${m.market}`);
      await again.uncheck();
      await expect(pay).toBeDisabled();

      await warning.getByRole('link', { name: m.link }).click();
      await expect(page).toHaveURL(/\/abcIs\?.*orderId=174/);
      expect(new URL(page.url()).searchParams.get('sessionId')).toBe('sess-demo-0001');
      // Looking at the loan settles nothing: back on the repay page, the warning is still there.
      await page.goBack();
      await expect(page.getByRole('status').filter({ hasText: m.link })).toBeVisible();
    });
  }

  test('a refused payment leaves nothing on the phone: after a reload the page does not warn', async ({ page }) => {
    await open(page);
    await page.route('**/coalition/repayment-commit*', (route) =>
      route.fulfill({ json: { code: '09', message: 'Tarjeta rechazada por el banco', data: null } }),
    );
    await page.getByText('Santander').click();
    const pay = page.getByRole('button', { name: 'Pagar', exact: true });
    await pay.click();
    await expect(toast(page, 'Tarjeta rechazada por el banco')).toBeVisible();
    await expect(pay).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('unsettledCardPayment.v1'))).toBeNull();

    await page.reload();
    await expect(page.getByRole('radio', { name: /Santander/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver mi préstamo' })).toHaveCount(0);
  });

  test('card 3 pays without SMS, and a double tap commits once', async ({ page }) => {
    await open(page);
    await page.getByText('Santander').click();
    let commits = 0;
    page.on('request', (r) => {
      if (r.url().includes('/coalition/repayment-commit')) commits += 1;
    });
    await page.getByRole('button', { name: 'Pagar', exact: true }).dblclick();
    await expect(page).toHaveURL(/\/abcIs\?.*orderId=174/);
    expect(commits).toBe(1);
  });
});

test('bind card: grouped number, bank, startBank then endBank', async ({ page }) => {
  // A native shell stand-in that records the bridge calls.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __calls: string[] }).__calls = calls;
    const handler = (name: string) => ({ postMessage: () => calls.push(name) });
    (window as unknown as { webkit: unknown }).webkit = {
      messageHandlers: { startBank: handler('startBank'), endBank: handler('endBank') },
    };
  });
  const calls = () => page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
  await page.goto(`/arphaxat?${SESSION}`);
  await expect.poll(calls).toEqual(['startBank']);
  const number = page.getByLabel('Número de tarjeta');
  // A fresh number each run: the server refuses a card that is already bound.
  const digits = `4000${String(Date.now()).slice(-12)}`;
  await number.pressSequentially(digits);
  await expect(number).toHaveValue(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByLabel('Banco').selectOption({ label: 'Banorte' });
  await shoot(page, 'repay-bind');
  await page.getByRole('button', { name: 'Vincular' }).click();
  await expect(page.getByRole('heading', { name: 'Tarjeta vinculada' })).toBeVisible();
  await shoot(page, 'repay-bind-done');
  expect(await calls()).toEqual(['startBank', 'endBank']);
});

/*
 * A bind whose answer was lost (CONTRACT.md: `endBank` when done): every send of one bind carries the
 * same Idempotency-Key, so the card that try bound is answered "bound", not "already bound".
 */
for (const m of [
  {
    market: 'es-MX',
    query: '',
    number: 'Número de tarjeta',
    bank: 'Banco',
    bind: 'Vincular',
    bound: 'Tarjeta vinculada',
  },
  {
    market: 'en-IN',
    query: '&need-pop=1',
    number: 'Card number',
    bank: 'Bank',
    bind: 'Link card',
    bound: 'Card linked',
  },
]) {
  test.describe(`bind card, answer lost (${m.market})`, () => {
    const BIND = (url: URL) => url.pathname.endsWith('/coalition/bind-card');

    /** The bind screen with a stand-in shell, a fresh card typed and a bank chosen; this page's keys. */
    async function ready(page: Page) {
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { __calls: string[] }).__calls = calls;
        const handler = (name: string) => ({ postMessage: () => calls.push(name) });
        (window as unknown as { webkit: unknown }).webkit = {
          messageHandlers: { startBank: handler('startBank'), endBank: handler('endBank') },
        };
      });
      const keys: (string | undefined)[] = [];
      page.on('request', (r) => {
        if (BIND(new URL(r.url()))) keys.push(r.headers()['idempotency-key']);
      });
      await page.goto(`/arphaxat?${SESSION}${m.query}`);
      // A fresh number each run: the server refuses a card that is already bound.
      await page.getByLabel(m.number).pressSequentially(`4152${String(Date.now()).slice(-12)}`);
      await page.getByLabel(m.bank).selectOption({ index: 1 });
      const calls = () => page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
      return { keys, calls };
    }

    test('no answer at all: the market words, then the next tap repeats the key and the card is bound', async ({
      page,
    }) => {
      const { keys, calls } = await ready(page);
      // Every send of this page's bind is lost (Chromium's own resends too), after the server bound it.
      await page.route(BIND, (r) => r.continue({ headers: { ...r.request().headers(), 'x-fault': 'lost' } }));
      await page.getByRole('button', { name: m.bind }).click();
      const unanswered = m.market === 'es-MX' ? submit.es.bindUnanswered : submit.en.bindUnanswered;
      await expect(toast(page, unanswered)).toBeVisible({ timeout: 15_000 });
      await expect(toast(page, MSG_SPEC.networkError)).toHaveCount(0);
      await shootNow(page, `repay-bind-unanswered-${m.market}`);
      await page.unroute(BIND);
      await page.getByRole('button', { name: m.bind }).click();
      await expect(page.getByRole('heading', { name: m.bound })).toBeVisible();
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[\w-]{16,}$/);
      expect(await calls()).toEqual(['startBank', 'endBank']);
    });

    test("the first send's answer lost, Chromium's own resend answered: bound, endBank", async ({ page }) => {
      const { keys, calls } = await ready(page);
      // Only the first send is lost; what the browser sends again by itself goes through as it is.
      let sends = 0;
      await page.route(BIND, (r) => {
        sends += 1;
        const headers = r.request().headers();
        return r.continue({ headers: sends === 1 ? { ...headers, 'x-fault': 'lost' } : headers });
      });
      await page.getByRole('button', { name: m.bind }).click();
      const bound = page.getByRole('heading', { name: m.bound });
      const unanswered = toast(page, m.market === 'es-MX' ? submit.es.bindUnanswered : submit.en.bindUnanswered);
      // Chromium may resend by itself (then it is bound at once), or give up (then the next tap).
      await expect(bound.or(unanswered)).toBeVisible({ timeout: 15_000 });
      if (!(await bound.isVisible())) await page.getByRole('button', { name: m.bind }).click();
      await expect(bound).toBeVisible();
      await expect(
        toast(page, m.market === 'es-MX' ? 'La tarjeta ya está vinculada' : 'This card is already linked'),
      ).toHaveCount(0);
      expect(new Set(keys).size).toBe(1);
      expect(await calls()).toEqual(['startBank', 'endBank']);
    });
  });
}
