/**
 * The page around the screens (issue 17, items 2, 3, 6, 7, 8) in Chromium: `<html lang>` and the title
 * per route and market, notices read from the polite live region, a field's error inline with
 * aria-invalid, scroll at the top on a new page and restored on Back, the order and repay screens
 * brought up to date when the page is shown again (visibilitychange, pageshow from the back-forward
 * cache) without a loading page, and tel: / wa.me links outside the iOS shell.
 */
import { expect, test, type Page } from '@playwright/test';
import { SESSION } from './support/faults';
import { ROUTE_URLS } from './support/urls';

const resetServer = (page: Page) => page.request.post('/__control/reset');
const setOrderStatus = async (page: Page, orderId: string, status: number) => {
  const res = await page.request.post('/__control/order-status', { data: { orderId, status } });
  expect(res.status()).toBe(200);
};

/** Records whether a loading page ever appears from now on (a MutationObserver in the page). */
async function watchForLoadingPage(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { __sawLoading?: boolean };
    w.__sawLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('.page-loading')) w.__sawLoading = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as Window & { __sawLoading?: boolean }).__sawLoading);
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.describe('language and title', () => {
  const cases: [string, string][] = [
    [`${ROUTE_URLS['/abcIs']}&need-pop=1`, 'en'],
    [ROUTE_URLS['/abcIs'], 'es'],
    [`${ROUTE_URLS['/dibbleNight']}&need-pop=1`, 'en'],
    [`${ROUTE_URLS['/dibbleNight']}&need-pop=2`, 'es'],
    [`${ROUTE_URLS['/versions']}&need-pop=1`, 'en'],
    [`${ROUTE_URLS['/Dag']}&need-pop=1`, 'en'],
    [`${ROUTE_URLS['/friendsIts']}&need-pop=1`, 'en'],
    [`${ROUTE_URLS['/landing']}&need-pop=1`, 'en'],
    [ROUTE_URLS['/landing'], 'es'],
    ['/informallyIn?languageType=1', 'en'],
    ['/informallyIn?languageType=2&need-pop=1', 'es'],
    ['/About', 'en'],
    ['/About?need-pop=2', 'es'],
  ];
  for (const [url, expected] of cases) {
    test(`${url} reads lang=${expected}`, async ({ page }) => {
      await page.goto(url);
      await expect.poll(() => lang(page)).toBe(expected);
    });
  }

  test('each route has its own title in the market language', async ({ page }) => {
    await page.goto(`${ROUTE_URLS['/dibbleNight']}&need-pop=1`);
    await expect(page).toHaveTitle(/^Repayment · /);
    await page.goto(`${ROUTE_URLS['/feesAbc']}&need-pop=1`);
    await expect(page).toHaveTitle(/^Extension · /);
    await page.goto(ROUTE_URLS['/feesAbc']);
    await expect(page).toHaveTitle(/^Extensión · /);
  });

  for (const pop of ['1', '2']) {
    test(`the site's tabs and the card form are titled as their menu and heading name them (need-pop=${pop})`, async ({
      page,
    }) => {
      for (const path of ['/About', '/User', '/Policy', '/Loan']) {
        await page.goto(`${path}?need-pop=${pop}`);
        const current = page.locator('nav a[aria-current=page]');
        await expect(current).toHaveCount(1);
        const name = (await current.textContent())!.trim();
        await expect(page).toHaveTitle(new RegExp(`^${name} · `));
      }
      // Not in the menu (SPEC §2 names five tabs): titled as its heading.
      for (const url of ['/Contact?', `${ROUTE_URLS['/arphaxat']}&`]) {
        await page.goto(`${url}need-pop=${pop}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${(await heading.textContent())!.trim()} · `));
      }
    });
  }

  test('a chunk that cannot download shows the offline page in the market language', async ({ page }) => {
    await page.goto(`${ROUTE_URLS['/Dag']}&need-pop=1`);
    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    // The network drops: the next screen's chunk never arrives.
    await page.route(/\.js(\?|$)/, (route) => route.abort('internetdisconnected'));
    await page.evaluate((url) => {
      history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${ROUTE_URLS['/feesAbc']}&need-pop=1`);
    await expect(page.getByRole('heading', { name: 'No connection' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(await lang(page)).toBe('en');
  });
});

test('a notice is read from the polite live region; the field it is about is marked inline', async ({ page }) => {
  await page.goto(ROUTE_URLS['/landing']);
  const live = page.locator('#notice-announcer');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveAttribute('role', 'status');
  await expect(live).toBeEmpty();
  await page.getByRole('button', { name: 'Solicitar ahora' }).click();
  await expect(live).toHaveText('请正确输入手机号！');
  // The spec's Chinese words on a Spanish page say their language, in the region, the toast and the field.
  await expect(live).toHaveAttribute('lang', 'zh');
  await expect(page.locator('.adm-toast-main span[lang=zh]')).toHaveText('请正确输入手机号！');
  const phone = page.getByLabel('Número de celular');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await phone.getAttribute('aria-describedby');
  await expect(page.locator(`#${describedBy}`)).toHaveText('请正确输入手机号！');
  await expect(page.locator(`#${describedBy}`)).toHaveAttribute('lang', 'zh');
  await phone.fill('13812345678');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${describedBy}`)).toHaveCount(0);
});

test("the sign-in failure page's Spanish texts say so on an English page", async ({ page }) => {
  await page.goto('/abcNot?need-pop=1');
  await expect(page.getByRole('heading', { name: 'Fracaso' })).toBeVisible();
  expect(await lang(page)).toBe('en');
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'es');
});

test.describe('scroll', () => {
  test('the agreement opened from the confirm page starts at the top; Back returns to where it was', async ({
    page,
  }) => {
    await page.goto(ROUTE_URLS['/versions']);
    const link = page.getByRole('link', { name: /contrato|agreement/i }).first();
    await expect(link).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const before = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect(page).toHaveURL(/\/directorsIn/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/versions/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('official tabs open at the top', async ({ page }) => {
    await page.goto('/About');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('navigation').getByRole('link').last().click();
    await expect(page).not.toHaveURL(/\/About/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('freshness', () => {
  // These change an order on the shared contract server: one at a time, each from the seed.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ page }) => resetServer(page));
  test.afterAll(async ({ request }) => void (await request.post('/__control/reset')));

  test('repay: shown again after a payment elsewhere, the new amount replaces the old without a loading page', async ({
    page,
  }) => {
    await page.goto(`/dibbleNight?${SESSION}&productId=1&orderId=180`);
    const amount = page.getByTestId('repay-amount');
    await expect(amount).toBeVisible();
    const before = await amount.textContent();
    const sawLoading = await watchForLoadingPage(page);
    await setOrderStatus(page, '180', 200);
    const refetch = page.waitForRequest(/loan-play-detail/);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await refetch;
    await expect(amount).not.toHaveText(before ?? '');
    expect(await sawLoading()).toBe(false);
  });

  test('loan detail: restored from the back-forward cache (pageshow persisted), the new status shows', async ({
    page,
  }) => {
    await page.goto(`${ROUTE_URLS['/abcIs']}&need-pop=1`);
    await expect(page.getByText(/Repayment due|Pendiente de pago/).first()).toBeVisible();
    const sawLoading = await watchForLoadingPage(page);
    await setOrderStatus(page, '174', 200);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect(page.getByText(/Paid off|Liquidado/).first()).toBeVisible();
    expect(await sawLoading()).toBe(false);
  });
});

test('outside the iOS shell: the telephone is a tel: link and WhatsApp a wa.me link', async ({ page }) => {
  await page.goto(`${ROUTE_URLS['/Dag']}&need-pop=1`);
  const call = page.getByRole('link', { name: /^Call / });
  await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
  const chat = page.getByRole('link', { name: /^Chat on WhatsApp with / });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
});
