/**
 * The home carousel's pause control (WCAG 2.2.2) in Chromium at 390x844, in both site languages: SPEC
 * §9's 3000 ms autoplay runs with a visible button named in the site's language, reached with Tab and
 * worked with Enter; with prefers-reduced-motion: reduce the carousel starts paused. `/` is prerendered
 * and hydrated: neither adds a console error. Screenshots are `carousel-*.png`.
 */
import { expect, test, type Page } from '@playwright/test';
import { shoot } from './support/page';

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const activeDot = (page: Page) => page.locator('.official-carousel .official-dots').getAttribute('data-current');

for (const site of [
  { lang: 'en', url: '/', pause: 'Pause slideshow', play: 'Play slideshow' },
  { lang: 'es', url: '/?need-pop=2', pause: 'Pausar presentación', play: 'Reproducir presentación' },
]) {
  test.describe(`home carousel (${site.lang})`, () => {
    test('autoplays, and its pause button, reached with Tab, stops it with Enter', async ({ page }) => {
      const errors = consoleErrors(page);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(site.url);
      const pause = page.getByRole('button', { name: site.pause });
      await expect(pause).toBeVisible();
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      // It moves by itself every 3000 ms.
      await expect.poll(() => activeDot(page), { timeout: 5000 }).toBe('1');
      await shoot(page, `carousel-playing-${site.lang}`);
      // Reached from the top of the page with Tab alone (a few stops: the nav bar comes first).
      for (let i = 0; i < 20 && !(await pause.evaluate((b) => b === document.activeElement)); i += 1)
        await page.keyboard.press('Tab');
      await expect(pause).toBeFocused();
      await page.keyboard.press('Enter');
      const play = page.getByRole('button', { name: site.play });
      await expect(play).toBeFocused();
      const at = await activeDot(page);
      await page.waitForTimeout(4000);
      expect(await activeDot(page)).toBe(at);
      await shoot(page, `carousel-paused-${site.lang}`);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: site.pause })).toBeFocused();
      await expect.poll(() => activeDot(page), { timeout: 5000 }).not.toBe(at);
      expect(errors).toEqual([]);
    });

    test('with prefers-reduced-motion: reduce it starts paused, and Play starts it', async ({ page }) => {
      const errors = consoleErrors(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(site.url);
      const play = page.getByRole('button', { name: site.play });
      await expect(play).toBeVisible();
      await expect(page.locator('.official-carousel .adm-swiper')).toBeVisible();
      await page.waitForTimeout(4000);
      expect(await activeDot(page)).toBe('0');
      await shoot(page, `carousel-reduced-motion-${site.lang}`);
      await play.click();
      await expect(page.getByRole('button', { name: site.pause })).toBeVisible();
      await expect.poll(() => activeDot(page), { timeout: 5000 }).toBe('1');
      expect(errors).toEqual([]);
    });
  });
}
