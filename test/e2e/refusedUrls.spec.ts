/**
 * URLs the app refuses (off the allowlist, script and data schemes, a user part that hides the real
 * host, scheme-relative), followed to what the borrower sees, wherever they come from: the loan
 * push's lendDetailsUrl, the online payment's url, the agreement link of the confirm and detail
 * screens (isNewContract) and the runtime config's store links. Safe = the "cannot open this link"
 * message shows, nothing navigates (same page, no request to another host, no popup, no script run)
 * and what was waiting is free again. The server's own refused lendDetailsUrl (product 4) must say
 * so within a second of its answer; loan.spec.ts covers the rest of that flow.
 */
import { expect, test, type Page } from '@playwright/test';
import * as common from '../../src/i18n/common';
import { collectErrors } from './support/page';
import { figure, SESSION, toast } from './support/faults';

const HOSTILE = [
  'https://evil.example/abcIs?orderId=21',
  'javascript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'https://pay.example.com@evil.example/abcIs',
  '//evil.example/abcIs',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/5b1f',
];
const REFUSED = new RegExp(`^(${[common.es.linkRefused, common.en.linkRefused].map(escape).join('|')})$`);

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Everything that would mean the page followed a URL it should have refused. */
function watchLeaks(page: Page) {
  const leaks: string[] = [];
  let armed = false;
  page.on('framenavigated', (frame) => {
    if (armed && frame === page.mainFrame()) leaks.push(`navigated to ${frame.url()}`);
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1') leaks.push(`request to ${r.url()}`);
  });
  page.context().on('page', (p) => leaks.push(`popup ${p.url()}`));
  return {
    /** From now on any main-frame navigation counts. */
    arm: () => {
      armed = true;
    },
    async expectNone(pathname: string) {
      expect(new URL(page.url()).pathname).toBe(pathname);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(leaks).toEqual([]);
    },
  };
}

/** Answers the page's calls to `call` with the server's answer, `edit`ed. */
async function editAnswers(page: Page, call: string, edit: (body: { data: Record<string, unknown> }) => void) {
  const seen = { count: 0 };
  await page.route(
    (url) => url.pathname.includes(call),
    async (route) => {
      seen.count += 1;
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      edit(body);
      await route.fulfill({ response, json: body });
    },
  );
  return seen;
}

let errors: string[];
test.beforeEach(({ page }) => {
  errors = collectErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('lendDetailsUrl refused by the app (product 4): the message within a second of the answer, one push', async ({
  page,
}) => {
  await figure('refusedUrls', 'lendDetailsUrl: server product 4', async () => {
    const leaks = watchLeaks(page);
    let pushes = 0;
    page.on('request', (r) => {
      if (r.url().includes('/loan-detail-push')) pushes += 1;
    });
    await page.goto(`/kimJuly?${SESSION}&productId=4`);
    const apply = page.getByRole('button', { name: 'Solicitar ahora' });
    await expect(apply).toBeEnabled();
    leaks.arm();
    const answered = page.waitForResponse((r) => r.url().includes('/loan-detail-push'));
    await apply.click();
    await answered;
    const answeredAt = Date.now();
    await expect(toast(page).last()).toHaveText(REFUSED, { timeout: 1_000 });
    expect(Date.now() - answeredAt).toBeLessThan(1_000);
    await expect(page.getByRole('button', { name: 'Enviando…' })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Su solicitud fue enviada' })).toBeVisible();
    await leaks.expectNone('/kimJuly');
    expect(pushes).toBe(1);
  });
});

for (const hostile of HOSTILE) {
  test(`lendDetailsUrl ${hostile}: the message, the loan said sent, nothing followed`, async ({ page }) => {
    await figure('refusedUrls', `lendDetailsUrl: ${hostile}`, async () => {
      const leaks = watchLeaks(page);
      const pushes = await editAnswers(page, '/loan-detail-push', (body) => {
        body.data.lendDetailsUrl = hostile;
      });
      await page.goto(`/kimJuly?${SESSION}&productId=1`);
      const apply = page.getByRole('button', { name: 'Solicitar ahora' });
      await expect(apply).toBeEnabled();
      leaks.arm();
      await apply.click();
      await expect(toast(page).last()).toHaveText(REFUSED);
      await expect(page.getByRole('button', { name: 'Enviando…' })).toHaveCount(0);
      await expect(page.getByRole('status', { name: 'Su solicitud fue enviada' })).toBeVisible();
      await leaks.expectNone('/kimJuly');
      expect(pushes.count).toBe(1);
    });
  });

  test(`online pay url ${hostile}: the message, the button free, one request, nothing followed`, async ({ page }) => {
    await figure('refusedUrls', `online pay url: ${hostile}`, async () => {
      const leaks = watchLeaks(page);
      const calls = await editAnswers(page, '/coalition/repayment-huichao', (body) => {
        body.data.url = hostile;
      });
      await page.goto(`/theTo?${SESSION}&productId=1&orderId=174&amount=300000`);
      const online = page.getByRole('button', { name: 'Pagar en línea' });
      await expect(online).toBeEnabled();
      leaks.arm();
      await online.click();
      await expect(toast(page).last()).toHaveText(REFUSED);
      await expect(online).toBeEnabled();
      await leaks.expectNone('/theTo');
      expect(calls.count).toBe(1);
    });
  });

  test(`agreement link ${hostile} on the confirm screen: the consent stays, the link says why`, async ({ page }) => {
    await figure('refusedUrls', `agreement link (confirm): ${hostile}`, async () => {
      const leaks = watchLeaks(page);
      await editAnswers(page, '/loan-detail-confirm', (body) => {
        body.data.isNewContract = hostile;
      });
      await page.goto(`/kimJuly?${SESSION}&productId=1`);
      const apply = page.getByRole('button', { name: 'Solicitar ahora' });
      const consent = page.getByRole('checkbox');
      await expect(apply).toBeEnabled();
      await expect(consent).toBeChecked();
      const link = page.getByRole('link', { name: 'contrato de préstamo' });
      await expect(link).toHaveAttribute('href', '#');
      leaks.arm();
      await link.click();
      await expect(toast(page).last()).toHaveText(REFUSED);
      // The tap was the link's, not the label's: the consent is unchanged, and still gates the submit.
      await expect(consent).toBeChecked();
      await consent.uncheck();
      await expect(apply).toBeDisabled();
      await leaks.expectNone('/kimJuly');
    });
  });

  test(`agreement link ${hostile} on the loan detail: the link says why`, async ({ page }) => {
    await figure('refusedUrls', `agreement link (detail): ${hostile}`, async () => {
      const leaks = watchLeaks(page);
      await editAnswers(page, '/loan-details/loan-details', (body) => {
        body.data.isNewContract = hostile;
      });
      await page.goto(`/abcIs?${SESSION}&productId=1&orderId=174`);
      const link = page.getByRole('link', { name: 'Ver el contrato de préstamo' });
      await expect(link).toHaveAttribute('href', '#');
      leaks.arm();
      await link.click();
      await expect(toast(page).last()).toHaveText(REFUSED);
      await leaks.expectNone('/abcIs');
    });
  });

  test(`config store links ${hostile}: each says why`, async ({ page }) => {
    await figure('refusedUrls', `config store links: ${hostile}`, async () => {
      const leaks = watchLeaks(page);
      await page.route('**/config.js', async (route) => {
        const response = await route.fetch();
        const stores = JSON.stringify({ appStoreUrl: hostile, playStoreUrl: hostile });
        await route.fulfill({
          response,
          body: `${await response.text()};Object.assign(window.__APP_CONFIG__,${stores});`,
        });
      });
      await page.goto('/#/downloadTemplate?app_from=demo&user_from=ads&utm_tag=demo&id=1&links_id=1');
      for (const name of [/App Store/, /Google Play/]) {
        const link = page.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', '#');
        leaks.arm();
        await link.click();
        await expect(toast(page).last()).toHaveText(REFUSED);
        await leaks.expectNone('/');
      }
    });
  });
}
