/**
 * Thumb-sized tap targets: on every route, in both markets, every visible control's hit box is at
 * least 44x44 CSS px (Apple HIG and WCAG 2.5.5). The hit box is the element's own box or, when that is
 * smaller, the 44x44 square around its centre as Chromium hit-tests it (so a ::before/::after hit area
 * counts). A checkbox or radio counts through its label (a tap on the label toggles it). Links inside
 * running text are exempt (WCAG 2.5.8 "inline" exception): their height is the line's, set by the
 * text around them. Prints the number of targets checked per route.
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_URLS } from './support/urls';

const MIN = 44;

const MARKETS = [
  { name: 'es-MX', needPop: '2' },
  { name: 'en-IN', needPop: '1' },
];

const withMarket = (url: string, needPop: string) => `${url}${url.includes('?') ? '&' : '?'}need-pop=${needPop}`;

interface Report {
  checked: number;
  /** Links in running text (WCAG 2.5.8 "inline"). */
  inline: number;
  /** Labels of text fields: the field itself is the target (WCAG 2.5.8 "equivalent"). */
  equivalent: number;
  small: string[];
}

/** Runs in the page: finds the controls and measures each hit box. */
function measureTargets(min: number): Report {
  const SELECTOR = [
    'a[href]',
    'button',
    'input:not([type=hidden])',
    'select',
    'textarea',
    'summary',
    '[role=button]',
    '[role=tab]',
    '[role=link]',
    '[role=checkbox]',
    '[role=radio]',
    '[role=switch]',
    'label[for]',
  ].join(',');
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    if (el.closest('[inert],[aria-hidden=true]')) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  const name = (el: Element) => {
    const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${text}"`;
  };
  /** A link in a sentence: inline, with text of its own block around it. */
  const inRunningText = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    if (!block) return false;
    const around = (block.textContent || '').replace(el.textContent || '', '').trim();
    return around.length > 0;
  };
  /** Chromium's own hit test over the 44x44 square centred on the element. */
  const squareHits = (el: Element) => {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const h = min / 2 - 0.5;
    const points = [
      [cx - h, cy - h],
      [cx + h, cy - h],
      [cx - h, cy + h],
      [cx + h, cy + h],
      [cx, cy - h],
      [cx, cy + h],
      [cx - h, cy],
      [cx + h, cy],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === el || el.contains(hit));
    });
  };
  const labelOf = (el: Element): Element | null => {
    const wrapping = el.closest('label');
    if (wrapping) return wrapping;
    return el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
  };

  /** A label whose field is itself a checked target: a tap on the field does what the label does. */
  const labelOfField = (el: Element) => {
    if (el.tagName !== 'LABEL') return false;
    const field = (el as HTMLLabelElement).control;
    return !!field && !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type));
  };

  const report: Report = { checked: 0, inline: 0, equivalent: 0, small: [] };
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
    // A visually hidden radio or checkbox is reached through its label, which is checked on its own.
    const toggle = el instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(el.type);
    const target = toggle ? (labelOf(el) ?? el) : el;
    if (!visible(target)) continue;
    if (labelOfField(target)) {
      report.equivalent += 1;
      continue;
    }
    if (inRunningText(target)) {
      report.inline += 1;
      continue;
    }
    report.checked += 1;
    const r = target.getBoundingClientRect();
    if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
    if (squareHits(target)) continue;
    report.small.push(`${name(target)} ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  window.scrollTo(scrollX, scrollY);
  return report;
}

async function settle(page: Page) {
  // Quiet network, within reason: seen twice on the official pages, Playwright's network-idle never
  // came though no request was open. The targets are measured on the drawn screen, checked next.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('.page-loading')).toHaveCount(0);
  // Carousels and tabs finish their first layout.
  await page.waitForTimeout(200);
}

for (const market of MARKETS) {
  for (const [route, url] of Object.entries(ROUTE_URLS)) {
    test(`tap targets of ${route} (${market.name})`, async ({ page }) => {
      await page.goto(withMarket(url, market.needPop));
      await settle(page);
      const report = await page.evaluate(measureTargets, MIN);
      console.log(
        `${route} ${market.name}: ${report.checked} targets checked; exempt: ${report.inline} inline links, ${report.equivalent} field labels`,
      );
      expect(report.small, `targets under ${MIN}x${MIN} on ${route}`).toEqual([]);
    });
  }
}

/**
 * Safe areas: with a notch (47 px) and a home indicator (34 px) emulated through the DevTools
 * protocol (env(safe-area-inset-*), with viewport-fit=cover), no fixed or sticky bar puts its
 * content under them.
 */
test.describe('safe-area insets', () => {
  const TOP = 47;
  const BOTTOM = 34;
  const HEIGHT = 844;

  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: TOP, bottom: BOTTOM, left: 0, right: 0 } });
  });

  const rectOf = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

  test('the sticky official header keeps its brand below the notch, the footer above the home bar', async ({
    page,
  }) => {
    await page.goto('/About');
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    expect((await rectOf(page, '.official-header')).top).toBe(0);
    expect((await rectOf(page, '.official-brand')).top).toBeGreaterThanOrEqual(TOP);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = await rectOf(page, '.official-copyright');
    expect(copyright.bottom).toBeLessThanOrEqual(HEIGHT - BOTTOM);
  });

  test('the loan submit bar keeps its button above the home indicator', async ({ page }) => {
    await page.goto(ROUTE_URLS['/kimJuly']);
    await settle(page);
    expect((await rectOf(page, '.loan-submit-bar')).bottom).toBe(HEIGHT);
    expect((await rectOf(page, '.loan-submit-bar .btn-primary')).bottom).toBeLessThanOrEqual(HEIGHT - BOTTOM);
  });

  test('the floating service button starts above the home indicator', async ({ page }) => {
    await page.goto(ROUTE_URLS['/dibbleNight']);
    await settle(page);
    const bubble = await rectOf(page, '.floating-service .adm-floating-bubble-button');
    expect(bubble.bottom).toBeLessThanOrEqual(HEIGHT - BOTTOM - 120);
  });

  test('the sticky complaint tabs stay below the notch; the list ends above the home indicator', async ({ page }) => {
    await page.goto(`${ROUTE_URLS['/complaintList']}&bulk=5000`);
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.waitForTimeout(100);
    // Stuck to the top of the screen, with its tabs below the notch.
    expect((await rectOf(page, '.complaint-tabs')).top).toBe(0);
    const tab = await rectOf(page, '.complaint-tabs [role=tab]');
    expect(tab.top).toBeGreaterThanOrEqual(TOP);
    const pagePadding = await page
      .locator('main.page')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingBottom));
    expect(pagePadding).toBeGreaterThanOrEqual(64 + BOTTOM);
  });
});
