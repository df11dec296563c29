/**
 * `/Policy` embeds the privacy page in a frame (SPEC §2), under the site's own headers (the framing
 * rule lets this site frame itself). The frame is as tall as its page, so the site scrolls as one; a
 * page that cannot load or does not answer leaves a line that says so, with a link to the page itself.
 */
import { expect, test, type Page } from '@playwright/test';

const PRIVACY = /\/PrivacyPolicy\?/;
/** The line that stands for the framed page until it has loaded (the page's live region is a status too). */
const frameStatus = (page: Page) => page.locator('.official-policy-status[role=status]');

for (const [pop, languageType, title, lang, tab] of [
  ['1', '1', 'Privacy Policy', 'en', 'Privacy Policy'],
  ['2', '2', 'Aviso de Privacidad', 'es', 'Aviso de privacidad'],
] as const) {
  test(`need-pop=${pop}: the privacy page in its language, in a frame as tall as the page`, async ({ page }) => {
    await page.goto(`/Policy?need-pop=${pop}`);
    await expect(page.locator('iframe')).toHaveAttribute('src', `/PrivacyPolicy?languageType=${languageType}`);
    await expect(page.getByRole('heading', { name: tab, level: 1 })).toBeAttached();
    const framed = page.frameLocator('iframe');
    await expect(framed.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(framed.locator('main')).toHaveAttribute('lang', lang);
    // Loaded: the line that stood for the page is gone.
    await expect(frameStatus(page)).toHaveCount(0);

    // Nothing scrolls inside the frame: it is as tall as its page, which is longer than the screen.
    await expect
      .poll(() =>
        page
          .locator('iframe')
          .evaluate((frame: HTMLIFrameElement) =>
            Math.abs(frame.getBoundingClientRect().height - frame.contentDocument!.documentElement.scrollHeight),
          ),
      )
      .toBeLessThanOrEqual(1);
    const frameHeight = await page.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().height);
    expect(frameHeight).toBeGreaterThan(844);
    // The page's last words are reached by scrolling the site, and the footer follows them.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer')).toBeInViewport();
  });
}

test('a privacy page that cannot load: the line says so, links to it, and Retry shows it', async ({ page }) => {
  await page.route(PRIVACY, (route) => route.abort('internetdisconnected'));
  await page.goto('/Policy?need-pop=2');
  const status = frameStatus(page);
  await expect(status).toContainText('El aviso de privacidad no cargó.');
  await expect(status.getByRole('link', { name: 'Abrirlo en su propia página' })).toHaveAttribute(
    'href',
    '/PrivacyPolicy?languageType=2',
  );
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.unroute(PRIVACY);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Aviso de Privacidad' })).toBeVisible();
  await expect(frameStatus(page)).toHaveCount(0);
});

test('a privacy page that does not answer: the line waits with the link, which opens the page', async ({ page }) => {
  // The frame's request is never answered; the page opened on its own is.
  await page.route(PRIVACY, (route) => (route.request().frame() === page.mainFrame() ? route.continue() : undefined));
  // The page's load event waits for its frame: this one never comes.
  await page.goto('/Policy?need-pop=1', { waitUntil: 'domcontentloaded' });
  const status = frameStatus(page);
  await expect(status).toContainText('Loading the privacy policy…');
  await status.getByRole('link', { name: 'Open it on its own page' }).click();
  await expect(page).toHaveURL(/\/PrivacyPolicy\?languageType=1$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
});
