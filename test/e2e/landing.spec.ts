/**
 * The promotion landing page, the pages it leads to and the public site, in Chromium at 390x844
 * against the contract server (captcha answer '1234', SMS code '123456', 13900000000 registered).
 * Each test uses its own random phone, so runs never depend on each other or on a server reset.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '../../src/i18n/messages';
import { faultFirst } from './support/faults';
import { collectErrors, shoot, toast } from './support/page';
import { HASH_URLS } from './support/urls';

const LANDING = '/landing?id=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=INV1&links_id=9&UC=AW-1';
const freshPhone = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const grouped = (p: string) => `${p.slice(0, 3)} ${p.slice(3, 7)} ${p.slice(7)}`;

async function openLanding(page: Page, url = LANDING) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Préstamos de hasta $30,000 en minutos' })).toBeVisible();
  const captcha = page.getByRole('img', { name: 'Código de verificación en imagen' });
  await expect(captcha).toBeVisible();
  await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return captcha;
}

/** A field in error: marked invalid, its error (the toast's words) under it and read with it. */
async function expectInvalid(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

function countRequests(page: Page, part: string) {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.url().includes(part)) seen.count += 1;
  });
  return seen;
}

test('a visitor registers end to end and lands on the download page', async ({ page }) => {
  const errors = collectErrors(page);
  const sms = countRequests(page, '/promotion/get-sms');
  const register = countRequests(page, '/promotion/register');
  const phone = freshPhone();
  await openLanding(page);
  await shoot(page, 'landing-empty');

  await page.getByLabel('Número de celular').pressSequentially(phone);
  await expect(page.getByLabel('Número de celular')).toHaveValue(grouped(phone));
  await page.getByLabel('Código de la imagen', { exact: true }).fill('1234');
  await page.getByRole('button', { name: MSG.getCode }).click();
  await expect(toast(page, MSG.smsSent)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(60|59)s$/ })).toBeVisible();
  await shoot(page, 'landing-countdown');

  // During the countdown a tap is refused and nothing is sent.
  await page.getByRole('button', { name: /^\d+s$/ }).click();
  await expect(toast(page, MSG.smsRepeat)).toBeVisible();
  expect(sms.count).toBe(1);

  await page.getByLabel('Código SMS').fill('123456');
  await page.getByRole('button', { name: 'Solicitar ahora' }).dblclick();
  await expect(toast(page, MSG.registered)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).hash).toBe('#/downloadTemplate?app_from=web&user_from=ads&utm_tag=demo&id=1&links_id=9');
  expect(register.count).toBe(1);
  await shoot(page, 'landing-registered');
  expect(errors).toEqual([]);
});

test('the countdown runs 60 whole seconds, then the label resets', async ({ page }) => {
  await page.clock.install();
  await openLanding(page);
  await page.getByLabel('Número de celular').fill(freshPhone());
  await page.getByLabel('Código de la imagen', { exact: true }).fill('1234');
  // From here the page's time moves only when the test moves it (a few seconds ahead of the real clock,
  // so never into the past): a slow machine must not tick a second away between a step and its check.
  await page.clock.pauseAt(Date.now() + 5_000);
  await page.getByRole('button', { name: MSG.getCode }).click();
  await expect(page.getByRole('button', { name: '60s' })).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByRole('button', { name: '59s' })).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(page.getByRole('button', { name: '29s' })).toBeVisible();
  await page.clock.runFor(29_000);
  await expect(page.getByRole('button', { name: MSG.getCode })).toBeVisible();
});

test('checks before a send: phone first, then captcha', async ({ page }) => {
  const sms = countRequests(page, '/promotion/get-sms');
  await openLanding(page);
  const phone = page.getByLabel('Número de celular');
  const captcha = page.getByLabel('Código de la imagen', { exact: true });
  const smsCode = page.getByLabel('Código SMS');
  await page.getByRole('button', { name: MSG.getCode }).click();
  await expect(toast(page, MSG.badPhone)).toBeVisible();
  await expectInvalid(phone, MSG.badPhone);
  await phone.fill('12345678901');
  await page.getByRole('button', { name: 'Solicitar ahora' }).click();
  await expect(toast(page, MSG.badPhone)).toBeVisible();
  await expectInvalid(phone, MSG.badPhone);
  await phone.fill(freshPhone());
  await page.getByRole('button', { name: MSG.getCode }).click();
  await expect(toast(page, MSG.badCaptcha)).toBeVisible();
  // One field in error at a time: the phone's error went with its fix.
  await expectInvalid(captcha, MSG.badCaptcha);
  await expect(phone).not.toHaveAttribute('aria-invalid');
  await captcha.fill('1234');
  await page.getByRole('button', { name: 'Solicitar ahora' }).click();
  await expect(toast(page, MSG.badSmsCode)).toBeVisible();
  await expectInvalid(smsCode, MSG.badSmsCode);
  await expect(captcha).not.toHaveAttribute('aria-invalid');
  await shoot(page, 'landing-validation');
  expect(sms.count).toBe(0);
});

test('an already registered phone (code 11) is sent to the download page', async ({ page }) => {
  await openLanding(page);
  await page.getByLabel('Número de celular').fill('13900000000');
  await page.getByLabel('Código de la imagen', { exact: true }).fill('1234');
  await page.getByRole('button', { name: MSG.getCode }).click();
  await expect(toast(page, MSG.alreadyRegistered)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeVisible();
  expect(new URL(page.url()).hash).toMatch(
    /^#\/downloadTemplate\?app_from=web&user_from=ads&utm_tag=demo&id=1&links_id=9$/,
  );
});

test('a wrong image code (101) refreshes the captcha; tapping it refreshes it, not without a phone', async ({
  page,
}) => {
  const captcha = await openLanding(page);
  const first = await captcha.getAttribute('src');
  await page.getByRole('button', { name: 'Cambiar el código de la imagen' }).click();
  await expect(toast(page, MSG.badPhone)).toBeVisible();
  expect(await captcha.getAttribute('src')).toBe(first);

  await page.getByLabel('Número de celular').fill(freshPhone());
  await page.getByRole('button', { name: 'Cambiar el código de la imagen' }).click();
  await expect(captcha).not.toHaveAttribute('src', first!);
  const second = await captcha.getAttribute('src');
  expect(second).toMatch(/get-captcha\?sid=[0-9a-f]{32}&a=\d+$/);

  await page.getByLabel('Código de la imagen', { exact: true }).fill('9999');
  await page.getByRole('button', { name: MSG.getCode }).click();
  await expect(toast(page, '图形验证码错误')).toBeVisible();
  await expect(captcha).not.toHaveAttribute('src', second!);
  await expect(page.getByLabel('Código de la imagen', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: MSG.getCode })).toBeVisible();
});

/** The two markets' landing pages and the words the captcha box and the buttons use in each. */
const MARKETS = [
  {
    name: 'es',
    url: '/landing?id=1&user_from=ads&utm_tag=demo&app_from=demo&invite_code=X1',
    heading: 'Préstamos de hasta $30,000 en minutos',
    phone: 'Número de celular',
    captcha: 'Código de la imagen',
    captchaAlt: 'Código de verificación en imagen',
    retry: 'Reintentar',
    broken: 'La imagen no cargó. Toque para otra',
    sending: 'Enviando…',
    agreementLink: 'acuerdo de registro',
    agreementTitle: 'Acuerdo de registro',
    downloadLink: 'Leer el acuerdo de registro',
  },
  {
    name: 'en',
    url: '/landing?id=2&user_from=ads&utm_tag=demo&app_from=demo&invite_code=X1&need-pop=1',
    heading: 'Instant loans up to ₹50,000',
    phone: 'Mobile number',
    captcha: 'Image code',
    captchaAlt: 'Image verification code',
    retry: 'Retry',
    broken: 'Image did not load. Tap for a new one',
    sending: 'Sending…',
    agreementLink: 'registration agreement',
    agreementTitle: 'Registration agreement',
    downloadLink: 'Read the registration agreement',
  },
] as const;

for (const m of MARKETS) {
  test(`${m.name}: get-sid failing, the captcha box offers ${m.retry}; get code sends no empty sid`, async ({
    page,
  }) => {
    const sid = await faultFirst(page, '/promotion/get-sid', '500');
    const sms = countRequests(page, '/promotion/get-sms');
    await page.goto(m.url);
    await expect(page.getByRole('heading', { name: m.heading })).toBeVisible();
    await expect(toast(page, MSG.networkError)).toBeVisible();
    const retry = page.getByRole('button', { name: m.retry });
    await expect(retry).toBeVisible();
    await shoot(page, `landing-sid-failed-${m.name}`);

    // Get code with no sid asks for one again (the image comes) instead of sending `sid=`.
    await page.getByLabel(m.phone).fill(freshPhone());
    await page.getByLabel(m.captcha, { exact: true }).fill('abcd');
    await page.getByRole('button', { name: MSG.getCode }).click();
    await expect(toast(page, MSG.badCaptcha)).toBeVisible();
    const img = page.getByRole('img', { name: m.captchaAlt });
    await expect(img).toBeVisible();
    expect(sms.count).toBe(0);
    expect(sid.count).toBe(2);
    await expect(page.getByLabel(m.captcha, { exact: true })).toHaveValue('');
  });

  test(`${m.name}: the Retry of a failed get-sid needs no phone, keeps the focus and brings the image`, async ({
    page,
  }) => {
    await faultFirst(page, '/promotion/get-sid', '500');
    await page.goto(m.url);
    const retry = page.getByRole('button', { name: m.retry });
    await retry.focus();
    await page.keyboard.press('Enter');
    const img = page.getByRole('img', { name: m.captchaAlt });
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    expect(await img.evaluate((i) => i.closest('button') === document.activeElement)).toBe(true);
    await expect(toast(page, MSG.badPhone)).toHaveCount(0);
  });

  test(`${m.name}: a captcha image that does not load says so; a tap brings a new one`, async ({ page }) => {
    const captcha = await faultFirst(page, '/promotion/get-captcha', '500');
    await page.goto(m.url);
    const broken = page.getByRole('button', { name: m.broken });
    await expect(broken).toBeVisible();
    await expect(page.getByRole('img', { name: m.captchaAlt })).toHaveCount(0);
    await shoot(page, `landing-captcha-broken-${m.name}`);
    await broken.click();
    const img = page.getByRole('img', { name: m.captchaAlt });
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    expect(captcha.count).toBe(2);
  });

  test(`${m.name}: get code says it is sending and keeps the focus; apply keeps it too`, async ({ page }) => {
    await faultFirst(page, '/promotion/get-sms', 'delay:1500');
    await faultFirst(page, '/promotion/register', 'delay:1500');
    await page.goto(m.url);
    await expect(page.getByRole('img', { name: m.captchaAlt })).toBeVisible();
    await page.getByLabel(m.phone).fill(freshPhone());
    await page.getByLabel(m.captcha, { exact: true }).fill('1234');
    await page.getByRole('button', { name: MSG.getCode }).focus();
    await page.keyboard.press('Enter');
    const sending = page.getByRole('button', { name: m.sending });
    await expect(sending).toBeFocused();
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await shoot(page, `landing-sending-${m.name}`);
    await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeFocused();

    await page.getByLabel(/SMS/).fill('123456');
    const apply = page.locator('button[type=submit]');
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await expect(apply).toBeFocused();
    await expect(toast(page, MSG.registered)).toBeVisible({ timeout: 10_000 });
  });

  test(`${m.name}: the agreement links keep the market through a reload`, async ({ page }) => {
    await page.goto(m.url);
    await expect(page.getByRole('heading', { name: m.heading })).toBeVisible();
    await page.getByRole('link', { name: m.agreementLink }).click();
    await expect(page.getByRole('heading', { name: m.agreementTitle, level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: m.agreementTitle, level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', m.name);

    // The download page's link, opened fresh with the market on the path.
    const market = m.name === 'en' ? '?need-pop=1' : '';
    await page.goto(`/${market}${HASH_URLS.download.slice(1)}`);
    await page.getByRole('link', { name: m.downloadLink }).click();
    await page.reload();
    await expect(page.getByRole('heading', { name: m.agreementTitle, level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', m.name);
  });
}

test('back from the download page after registering, a new phone registers (one register per double tap)', async ({
  page,
}) => {
  const register = countRequests(page, '/promotion/register');
  await openLanding(page);
  await page.getByLabel('Número de celular').fill(freshPhone());
  await page.getByLabel('Código de la imagen', { exact: true }).fill('1234');
  await page.getByLabel('Código SMS').fill('123456');
  await page.getByRole('button', { name: 'Solicitar ahora' }).click();
  await expect(page.getByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeVisible();
  expect(register.count).toBe(1);

  await page.goBack();
  const captcha = page.getByRole('img', { name: 'Código de verificación en imagen' });
  await expect.poll(() => captcha.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await page.getByLabel('Número de celular').fill(freshPhone());
  await page.getByLabel('Código de la imagen', { exact: true }).fill('1234');
  await page.getByLabel('Código SMS').fill('123456');
  await page.getByRole('button', { name: 'Solicitar ahora' }).dblclick();
  await expect(toast(page, MSG.registered)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeVisible();
  expect(register.count).toBe(2);
});

test('the download page sends each market to its own app', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(HASH_URLS.download);
  await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=mx.dineroagil.app',
  );
  await page.goto(`/?need-pop=1${HASH_URLS.download.slice(1).replace('id=1', 'id=2')}`);
  await expect(page.getByRole('heading', { name: /^Download / })).toBeVisible();
  await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=in.agilcredit.app',
  );
  await shoot(page, 'landing-download-en');
  expect(errors).toEqual([]);
});

test('the download and agreement pages open on a fresh load', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(HASH_URLS.download);
  await expect(page.getByRole('heading', { name: 'Descargue Dinero Ágil' })).toBeVisible();
  await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
  await shoot(page, 'landing-download');
  await page.goto(HASH_URLS.agreement);
  await expect(page.getByRole('heading', { name: 'Acuerdo de registro', level: 1 })).toBeVisible();
  await shoot(page, 'landing-agreement');
  expect(errors).toEqual([]);
});

test('official home: the carousel autoplays every 3 s and loops', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const dots = page.locator('.official-dots');
  await expect(dots).toHaveAttribute('data-current', '0');
  await expect(page.getByRole('navigation')).toBeVisible();
  // Slide changes are timed inside the page, so a busy test runner cannot blur the interval.
  await page.evaluate(() => {
    const w = window as unknown as { slideChanges: { value: string | null; at: number }[] };
    w.slideChanges = [];
    const root = document.querySelector('.official-carousel')!;
    let last = root.querySelector('.official-dots')?.getAttribute('data-current') ?? null;
    new MutationObserver(() => {
      const value = root.querySelector('.official-dots')?.getAttribute('data-current') ?? null;
      if (value !== last) w.slideChanges.push({ value, at: performance.now() });
      last = value;
    }).observe(root, { subtree: true, attributes: true, childList: true });
  });
  await shoot(page, 'official-home');
  const changes = () =>
    page.evaluate(() => (window as unknown as { slideChanges: { value: string; at: number }[] }).slideChanges);
  await expect.poll(async () => (await changes()).length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
  const [first, second] = await changes();
  expect([first.value, second.value]).toEqual(['1', '0']);
  expect(second.at - first.at).toBeGreaterThan(2700);
  expect(second.at - first.at).toBeLessThan(3600);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await shoot(page, 'official-home-footer');
  expect(errors).toEqual([]);
});

for (const path of ['/About', '/Contact'] as const) {
  test(`official ${path} form: incomplete, then successful`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('button', { name: 'Submit' }).click();
    const fail = toast(page, MSG.incompleteForm);
    await expect(fail).toBeVisible();
    // Every empty field says so under itself, and keeps saying it after the toast has gone.
    const fields = ['Name', 'Telephone', 'E-mail', 'Remark'].map((name) => page.getByLabel(name));
    for (const field of fields) await expectInvalid(field, MSG.incompleteForm);
    await expect(fail).toBeHidden({ timeout: 2500 });
    for (const field of fields) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Name').fill('Ana');
    await page.getByLabel('Telephone').fill('5512345678');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Remark').fill('Please call me back');
    await shoot(page, `official-${path.slice(1).toLowerCase()}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, MSG.formSuccess)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    for (const field of fields) await expect(field).not.toHaveAttribute('aria-invalid');
  });
}

test('official tabs: comments, privacy policy in its frame and loan terms', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Comment' }).click();
  await expect(page.getByRole('heading', { name: 'Comment', level: 1 })).toBeVisible();
  await shoot(page, 'official-user');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  // In a frame (SPEC §2) as tall as its page: test/e2e/policyFrame.spec.ts.
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await shoot(page, 'official-policy');
  await page.getByRole('link', { name: 'Loan terms and conditions' }).click();
  await expect(page.getByRole('heading', { name: 'Loan terms and conditions', level: 1 })).toBeVisible();
  await expect(page.getByText('Rs.1,000 for new clients', { exact: false })).toBeVisible();
  await shoot(page, 'official-loan');
  expect(errors).toEqual([]);
});
