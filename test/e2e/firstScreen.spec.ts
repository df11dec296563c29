/**
 * How a first screen loads (issue 18): a borrower screen's first API request leaves from the start
 * script while the app's bundles and the screen's chunks download, once; its chunks are named in its
 * HTML and its head's scripts fetched at high priority; the public pages come prerendered (they show
 * without JavaScript) and are hydrated without a console error in either market; no UI-kit file is
 * fetched before a kit-free screen paints; the confirm page's reload countdown is seen whole; the first
 * screen's visit starts before its first render, which shows its answer (src/app/firstVisit.ts).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { MSG } from '../../src/i18n/messages';
import { nextFrames, recordLayoutShifts, toast } from './support/page';
import { ROUTE_URLS } from './support/urls';

const LANDING = ROUTE_URLS['/landing'];

/**
 * Holds a prerendered page's app scripts (all but the start and after-paint scripts) until the returned
 * function is called, so a test can act on the page as its HTML painted it.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!start\.|afterPaint\.)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors and page errors of a page, from now on. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** From the next page on, its largest-contentful-paint times in `window.__lcp`, in order. */
const recordLcp = (page: Page) =>
  page.addInitScript(() => {
    const w = window as Window & { __lcp?: number[] };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp!.push(e.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/**
 * The scripts a page's HTML names: the start script, the after-paint script (a prerendered page's), the
 * app's bundles it runs, its route's chunks it preloads and React's renderer, named on #root for the
 * start script to ask for.
 */
async function pageScripts(page: Page, url: string) {
  const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
  const named = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  return {
    start: named(/<script defer(?:="")? src="?(\/assets\/start\.[^" >]+)/g),
    afterPaint: named(/<script defer(?:="")? src="?(\/assets\/afterPaint\.[^" >]+)/g),
    app: named(/<script defer(?:="")? src="?(\/assets\/(?!start\.|afterPaint\.)[^" >]+)/g),
    chunks: named(/<link rel="preload" as="script" href="([^"]+)"/g),
    renderer: named(/data-renderer="([^"]+)"/g).flatMap((list) => list.split(' ')),
  };
}

/** Borrower screens that open with a call, and that call. */
const FIRST_CALLS = [
  ['/kimJuly', '/v3/loan-confirm/loan-detail-confirm'],
  ['/abcIs', '/v3/loan-details/loan-details'],
  ['/dibbleNight', '/v3/installment/loan-play-detail'],
  ['/friendsIts', '/coalition/problem-init'],
  ['/complaintList', '/coalition/problem-list'],
  // One of each other kind of call: the JSON client with the page's own body, the form client, the
  // coalition client's GET and a call that takes its id from the page only.
  ['/costSheet', '/v3/loan-confirm/loan-detail-confirm'],
  ['/theTo', '/coalition/repayment-way'],
  ['/directorsIn', '/coalition/contract-detail'],
  ['/complainDetails', '/coalition/problem-detail'],
] as const;

test.describe('data in parallel with code', () => {
  for (const [route, api] of FIRST_CALLS) {
    test(`${route}: one ${api} request, sent before the app and the screen's chunks have arrived`, async ({ page }) => {
      const url = ROUTE_URLS[route];
      const scripts = await pageScripts(page, url);
      expect(scripts.start).toHaveLength(1);
      expect(scripts.afterPaint).toEqual([]);
      expect(scripts.app.length).toBeGreaterThan(0);
      expect(scripts.chunks.length).toBeGreaterThan(0);
      expect(scripts.renderer.length).toBeGreaterThan(0);
      // React, the app and the route's own chunks all arrive a second late; the data must not wait.
      const chunks = [...scripts.app, ...scripts.chunks, ...scripts.renderer];
      await page.route(
        (u) => chunks.includes(u.pathname),
        async (r) => {
          await new Promise((res) => setTimeout(res, 1000));
          await r.continue();
        },
      );
      const apiStarts: number[] = [];
      const chunkEnds: number[] = [];
      page.on('request', (r: Request) => {
        if (new URL(r.url()).pathname === api) apiStarts.push(Date.now());
      });
      page.on('requestfinished', (r: Request) => {
        if (chunks.includes(new URL(r.url()).pathname)) chunkEnds.push(Date.now());
      });
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(apiStarts).toHaveLength(1);
      expect(chunkEnds.length).toBe(chunks.length);
      expect(apiStarts[0]).toBeLessThan(Math.min(...chunkEnds));
    });
  }
});

test.describe("the first screen's visit starts before its first render", () => {
  // Card repay opens with its form, whose cards fill in: it has no first visit (src/app/firstVisit.ts).
  for (const [route, api] of FIRST_CALLS.filter(([route]) => route !== '/theTo')) {
    test(`${route}: the screen's first render shows its answer, from one ${api} request`, async ({ page }) => {
      const url = ROUTE_URLS[route];
      // React's renderer a second late: the answer is surely in before the first render.
      const { renderer } = await pageScripts(page, url);
      await page.route(
        (u) => renderer.includes(u.pathname),
        async (r) => {
          await new Promise((res) => setTimeout(res, 1000));
          await r.continue();
        },
      );
      // Any loading state the screen renders in its <main>, however briefly, is seen.
      await page.addInitScript(() => {
        const w = window as Window & { __screenLoading?: boolean };
        w.__screenLoading = false;
        new MutationObserver(() => {
          if (document.querySelector('main .page-loading')) w.__screenLoading = true;
        }).observe(document, { subtree: true, childList: true });
      });
      const calls: string[] = [];
      page.on('request', (r: Request) => {
        if (new URL(r.url()).pathname === api) calls.push(r.url());
      });
      const errors = consoleErrors(page);
      await page.goto(url);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as Window & { __screenLoading?: boolean }).__screenLoading)).toBe(false);
      expect(calls).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("a refusal as the first screen's answer", () => {
  for (const [market, query, retry] of [
    ['es', '', 'Reintentar'],
    ['en', '&need-pop=1', 'Retry'],
  ] as const) {
    test(`/kimJuly (${market}): shown with its retry, from one request; the retry asks again`, async ({ page }) => {
      const api = '/v3/loan-confirm/loan-detail-confirm';
      const calls: string[] = [];
      await page.route(`**${api}`, (r) => {
        calls.push(r.request().url());
        return calls.length === 1
          ? r.fulfill({ json: { success: false, message: 'Producto no disponible', data: null } })
          : r.continue();
      });
      const errors = consoleErrors(page);
      await page.goto(`${ROUTE_URLS['/kimJuly']}${query}`);
      await expect(page.getByText('Producto no disponible').first()).toBeVisible();
      const button = page.getByRole('button', { name: retry });
      await expect(button).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls).toHaveLength(1);
      await button.click();
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await expect(button).toHaveCount(0);
      expect(calls).toHaveLength(2);
      expect(errors).toEqual([]);
    });
  }
});

/**
 * The browser's own record of each request of a page's load, in order: its path, when it was sent,
 * which scripts' code sent it and the priority the browser gave it.
 */
async function requestsSent(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent: { path: string; at: number; by: string[]; priority: string }[] = [];
  cdp.on('Network.requestWillBeSent', (e) =>
    sent.push({
      path: new URL(e.request.url).pathname,
      at: e.timestamp,
      by: (e.initiator.stack?.callFrames ?? []).map((f) => new URL(f.url, e.request.url).pathname),
      priority: e.request.initialPriority,
    }),
  );
  await page.goto(url);
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return sent;
}

/** The priority the browser gave each request of a page's load, by path. */
const requestPriorities = async (page: Page, url: string) =>
  new Map((await requestsSent(page, url)).map((r) => [r.path, r.priority]));

test.describe("the head's scripts", () => {
  for (const route of ['/kimJuly', '/dibbleNight'] as const) {
    test(`${route}: config.js, the start script and the app's bundles are fetched at high priority`, async ({
      page,
    }) => {
      const url = ROUTE_URLS[route];
      const scripts = await pageScripts(page, url);
      const head = ['/config.js', ...scripts.start, ...scripts.app];
      expect(scripts.app.length).toBeGreaterThan(0);
      const priority = await requestPriorities(page, url);
      // A deferred script is fetched at low priority unless its tag says otherwise.
      for (const file of head) expect([file, priority.get(file)]).toEqual([file, 'High']);
      for (const file of scripts.chunks) expect([file, priority.get(file)]).toEqual([file, 'High']);
    });
  }

  test('a prerendered page keeps its start script at the usual priority: its paint is the HTML', async ({ page }) => {
    const scripts = await pageScripts(page, LANDING);
    expect(scripts.start).toHaveLength(1);
    const priority = await requestPriorities(page, LANDING);
    expect(priority.get(scripts.start[0])).toBe('Low');
  });
});

test.describe("React's renderer", () => {
  for (const route of ['/kimJuly', '/complaintList'] as const) {
    test(`${route}: asked for once, by the start script, after the files the head names`, async ({ page }) => {
      const url = ROUTE_URLS[route];
      const scripts = await pageScripts(page, url);
      expect(scripts.renderer).toHaveLength(1);
      const [renderer] = scripts.renderer;
      const head = [...scripts.start, ...scripts.app, ...scripts.chunks];
      expect(head).not.toContain(renderer);
      const sent = await requestsSent(page, url);
      const asked = sent.filter((r) => r.path === renderer);
      expect(asked).toHaveLength(1);
      // Sent from the start script's own code, not from the app's `import()` (whose stack holds main.js).
      expect(asked[0].by.length).toBeGreaterThan(0);
      expect(new Set(asked[0].by)).toEqual(new Set(scripts.start));
      for (const file of head) expect(sent.find((r) => r.path === file)!.at).toBeLessThanOrEqual(asked[0].at);
    });
  }
});

/** The stylesheets a page's HTML carries (`<style data-href>`: the file each one is), and how many it links. */
async function pageStyles(page: Page, url: string) {
  const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
  return {
    inline: [...html.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)].map((m) => ({ href: m[1], css: m[2] })),
    linked: [...html.matchAll(/<link[^>]*rel="?stylesheet/g)].length,
  };
}

/** The paths of the stylesheets a page requests from now on, in order. */
function stylesheetsRequested(page: Page) {
  const css: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('.css')) css.push(pathname);
  });
  return css;
}

test.describe("the public pages' stylesheets", () => {
  for (const url of [LANDING, '/'] as const) {
    test(`${url}: the app's and the route's are in its HTML, applied, and not fetched when the app takes over`, async ({
      page,
    }) => {
      const styles = await pageStyles(page, url);
      expect(styles.linked).toBe(0);
      // The app's stylesheet (its custom properties) and the route's own.
      expect(styles.inline.map((s) => s.css).filter((css) => css.includes('--accent:'))).toHaveLength(1);
      expect(styles.inline.length).toBeGreaterThanOrEqual(2);
      const css = stylesheetsRequested(page);
      await page.goto(url);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 245, 247)');
      // Once the app has taken over (the home's carousel is the kit's; the landing's phone field formats
      // what is typed), its route's chunk has run and webpack found the route's stylesheet in place.
      if (url === '/') await expect(page.locator('.official-carousel .adm-swiper')).toBeVisible();
      else {
        const phone = page.locator('input[name="phone"]');
        await expect(async () => {
          await phone.fill('13812345678');
          await expect(phone).toHaveValue('138 1234 5678', { timeout: 500 });
        }).toPass();
      }
      await page.waitForLoadState('networkidle');
      for (const { href } of styles.inline) expect(css).not.toContain(href);
    });
  }

  test('a tab opened after the home page gets its own stylesheet', async ({ page }) => {
    const styles = await pageStyles(page, '/');
    const css = stylesheetsRequested(page);
    await page.goto('/');
    await expect(page.locator('.official-carousel .adm-swiper')).toBeVisible();
    await page.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/About/);
    await expect.poll(() => css.filter((f) => !styles.inline.some((s) => s.href === f)).length).toBeGreaterThan(0);
    // Requested is not yet applied: the check waits until every stylesheet link of the page has loaded
    // (its sheet is there); one that never does fails it.
    const allLoaded = () =>
      page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        return links.length > 0 && links.every((l) => l.sheet !== null);
      });
    await expect.poll(allLoaded).toBe(true);
  });
});

test('a renderer download that fails is asked for again by the app, and the screen renders', async ({ page }) => {
  const url = ROUTE_URLS['/kimJuly'];
  const scripts = await pageScripts(page, url);
  const [renderer] = scripts.renderer;
  const main = scripts.app.find((p) => p.startsWith('/assets/main.'))!;
  let attempts = 0;
  await page.route(
    (u) => u.pathname === renderer,
    async (r) => {
      attempts += 1;
      if (attempts === 1) await r.abort('connectionreset');
      else await r.continue();
    },
  );
  let rendererFailed!: () => void;
  const failed = new Promise<void>((resolve) => (rendererFailed = resolve));
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).pathname === renderer) rendererFailed();
  });
  // The app's bundle comes once the start script's attempt has failed.
  await page.route(
    (u) => u.pathname === main,
    async (r) => {
      await failed;
      await r.continue();
    },
  );
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Solicitar ahora' })).toBeVisible();
  expect(attempts).toBe(2);
});

test.describe('a page whose app cannot start says so', () => {
  const message = (page: Page) => page.locator('#boot-failed');

  test('the libraries fail to download: the message in Spanish, and its link reloads the page', async ({ page }) => {
    const url = ROUTE_URLS['/kimJuly'];
    const scripts = await pageScripts(page, url);
    const libraries = scripts.app.find((p) => !p.startsWith('/assets/main.'))!;
    expect(libraries).toBeTruthy();
    let failing = true;
    await page.route(
      (u) => u.pathname === libraries,
      (r) => (failing ? r.abort('connectionreset') : r.continue()),
    );
    await page.goto(url);
    await expect(message(page)).toBeInViewport();
    await expect(page.getByRole('alert')).toHaveText(/No pudimos cargar esta página\. Revise su conexión\./);
    await expect(page.getByText('We could not load this page', { exact: false })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Retry' })).toBeHidden();
    failing = false;
    await page.getByRole('link', { name: 'Reintentar' }).click();
    await expect(page.getByRole('button', { name: 'Solicitar ahora' })).toBeVisible();
    expect(new URL(page.url()).search).toBe(new URL(url, 'http://x').search);
    await expect(message(page)).toBeHidden();
  });

  test('the English market (need-pop=1) reads it in English', async ({ page }) => {
    const url = `${ROUTE_URLS['/kimJuly']}&need-pop=1`;
    const scripts = await pageScripts(page, url);
    const main = scripts.app.find((p) => p.startsWith('/assets/main.'))!;
    await page.route(
      (u) => u.pathname === main,
      (r) => r.abort('connectionreset'),
    );
    await page.goto(url);
    await expect(message(page)).toBeInViewport();
    await expect(page.getByRole('alert')).toHaveText(/We could not load this page\. Check your connection\./);
    await expect(page.getByRole('link', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reintentar' })).toBeHidden();
  });

  test("React's renderer that cannot be downloaded: the app reports it and the message shows", async ({ page }) => {
    const url = ROUTE_URLS['/kimJuly'];
    const [renderer] = (await pageScripts(page, url)).renderer;
    let attempts = 0;
    await page.route(
      (u) => u.pathname === renderer,
      (r) => {
        attempts += 1;
        return r.abort('connectionreset');
      },
    );
    await page.goto(url);
    // The start script's attempt, and the app's own when it asked after that one had failed.
    await expect(message(page)).toBeInViewport();
    expect(attempts).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('link', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Solicitar ahora' })).toHaveCount(0);
  });

  test('a page that loads never shows it', async ({ page }) => {
    await page.goto(ROUTE_URLS['/dibbleNight']);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(message(page)).toBeHidden();
  });
});

test.describe('prerendered public pages', () => {
  test('without JavaScript /landing shows its heading, hero and form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(LANDING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regístrese y obtenga su préstamo');
    await expect(page.getByRole('textbox', { name: 'Número de celular' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrarse' })).toBeVisible();
    // Before the app is there, the phone field takes typing (the app keeps it, below); the captcha and
    // SMS fields, whose image and code come with the app, take none, and the buttons no tap.
    await expect(page.getByRole('textbox', { name: 'Número de celular' })).toBeEditable();
    await expect(page.getByRole('textbox', { name: 'Código de la imagen', exact: true })).not.toBeEditable();
    await expect(page.getByRole('textbox', { name: 'Código SMS' })).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Registrarse' })).toBeDisabled();
    await page.goto('/landing?need-pop=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register and get your loan');
    await context.close();
  });

  test('without JavaScript / shows its hero and carousel', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.official-slide').first()).toBeVisible();
    await page.goto('/?need-pop=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  for (const [url, lang, heading] of [
    [LANDING, 'es', 'Préstamos de hasta $30,000 en minutos'],
    [`/landing?need-pop=1&id=2&user_from=ads&utm_tag=demo&app_from=demo`, 'en', 'Instant loans up to ₹50,000'],
    ['/', 'en', null],
    ['/?need-pop=2', 'es', null],
  ] as const) {
    test(`${url} is hydrated, not replaced, with no console error`, async ({ page }) => {
      const errors = consoleErrors(page);
      // Records whether the prerendered <main> is ever taken out of the page (a fresh render would).
      await page.addInitScript(() => {
        const w = window as Window & { __mainReplaced?: boolean };
        w.__mainReplaced = false;
        document.addEventListener('DOMContentLoaded', () => {
          const main = document.querySelector('#root main');
          new MutationObserver(() => {
            if (main && !main.isConnected) w.__mainReplaced = true;
          }).observe(document.getElementById('root')!, { childList: true, subtree: true });
        });
      });
      await page.goto(url);
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
      if (heading) {
        // The page's own query took over: its template's words, and the form answers typing.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        const phone = page.locator('input[name="phone"]');
        await phone.fill('13812345678');
        await expect(phone).toHaveValue('138 1234 5678');
        await expect(page.locator('.landing-terms a')).toHaveAttribute('href', /user_from=ads/);
      } else {
        await expect(page.locator('.official-carousel .adm-swiper')).toBeVisible();
      }
      expect(await page.evaluate(() => (window as Window & { __mainReplaced?: boolean }).__mainReplaced)).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  test('/landing: a phone typed before the app has arrived is kept when it takes over', async ({ page }) => {
    const errors = consoleErrors(page);
    // The app's scripts wait until the phone is typed.
    const release = await holdAppScripts(page);
    await page.goto(LANDING);
    const phone = page.getByRole('textbox', { name: 'Número de celular' });
    await phone.pressSequentially('13800138000');
    await expect(phone).toHaveValue('13800138000');
    const apply = page.locator('button.landing-apply');
    await expect(apply).toBeDisabled();
    release();
    await expect(apply).toBeEnabled();
    await expect(phone).toHaveValue('138 0013 8000');
    // The store has the number: the check before a send passes the phone and stops at the captcha.
    await page.getByRole('button', { name: MSG.getCode }).click();
    await expect(toast(page, MSG.badCaptcha)).toBeVisible();
    await expect(phone).not.toHaveAttribute('aria-invalid');
    expect(errors).toEqual([]);
  });

  test('/landing does not move when the app takes over (CLS under 0.02)', async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto(LANDING);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('img.landing-banner')).toBeVisible();
    expect((await shifts()).reduce((sum, x) => sum + x.value, 0)).toBeLessThan(0.02);
  });

  // The template's title and subtitle come with the app; the HTML paints the market's fallback texts.
  // The English campaign's subtitle takes two lines where the fallback takes one.
  for (const [url, heading] of [
    [LANDING, 'Préstamos de hasta $30,000 en minutos'],
    ['/landing?need-pop=1&id=2&user_from=ads&utm_tag=demo&app_from=demo', 'Instant loans up to ₹50,000'],
  ] as const) {
    test(`${url}: the template's copy takes the fallback's place without moving the form`, async ({ page }) => {
      const recorded = await recordLayoutShifts(page);
      // The app's scripts wait until the prerendered page has painted with its fallback texts.
      const release = await holdAppScripts(page);
      await page.goto(url);
      const form = page.locator('form.landing-form');
      await expect(form).toBeVisible();
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await nextFrames(page);
      const before = (await form.boundingBox())!.y;
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('button.landing-apply')).toBeEnabled();
      await nextFrames(page);
      // The submit button's label changes to the template's (its text re-centred: a shift of 0.0003).
      const shifts = await recorded();
      // Failed once in about 120 local runs, its message lost: a failure now says every shift.
      expect((await form.boundingBox())!.y, JSON.stringify(shifts)).toBe(before);
      expect(
        shifts.reduce((sum, x) => sum + x.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.001);
    });
  }

  for (const url of [LANDING, '/landing?need-pop=1', '/', '/?need-pop=2']) {
    test(`${url}: only the start and after-paint scripts run before the prerendered page has painted; the app after`, async ({
      page,
    }) => {
      await recordLcp(page);
      const scripts = await pageScripts(page, url);
      expect(scripts.start).toHaveLength(1);
      expect(scripts.afterPaint).toHaveLength(1);
      expect(scripts.app).toEqual([]);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => {
        const lcps = (window as Window & { __lcp?: number[] }).__lcp ?? [];
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const js = performance
          .getEntriesByType('resource')
          .filter((r) => new URL(r.name).pathname.endsWith('.js'))
          .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime }));
        return { lcp: lcps.at(-1) ?? Infinity, lcps, fcp, js };
      });
      // The landing's largest paint is its HTML's banner; the home's is its carousel, which the app
      // (the kit's Swiper) draws: there the app waits for the first paint only.
      const painted = url.startsWith('/landing') ? timing.lcp : timing.fcp;
      const app = timing.js.filter((r) => !/^\/(config\.js|assets\/(start|afterPaint)\.)/.test(r.path));
      // React (its renderer too), the app and the screen's chunk all came, each asked for after the largest paint.
      expect(app.length).toBeGreaterThanOrEqual(4);
      expect(Number.isFinite(painted)).toBe(true);
      // Seen once in a loaded CI run and not since (56 local runs, some beside busy loops): a failure
      // says every paint and every start, so the next one can be read.
      const when = JSON.stringify({ lcps: timing.lcps, fcp: timing.fcp, app: app.map((r) => [r.path, r.start]) });
      expect(
        app.filter((r) => r.start < painted).map((r) => r.path),
        when,
      ).toEqual([]);
    });
  }
});

/**
 * The kit's own stylesheet rules: its theme variables, its component rules (our own styles only adjust
 * the toast's mask).
 */
const KIT_CSS = /--adm-color-primary:\s*#1677ff|(^|[}\s,])\.adm-(?!toast-mask)[a-z-]+\s*\{/;

// Not `/`: its first screen shows a kit component (the carousel's Swiper, asked for right after the
// first render).
test('no UI-kit file is fetched before a kit-free screen paints', async ({ page }) => {
  // The bound is the first contentful paint: a kit chunk asked for by the render that paints (a hidden
  // keyboard mounted with its screen) starts before it. A dialog opening a second later may be a larger
  // paint, but it is not the first one.
  for (const url of [
    LANDING,
    ROUTE_URLS['/kimJuly'],
    ROUTE_URLS['/abcIs'],
    ROUTE_URLS['/dibbleNight'],
    ROUTE_URLS['/complaintList'],
    // The money keyboard is the kit's, but hidden until the amount is tapped.
    ROUTE_URLS['/theTo'],
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const early = await page.evaluate(() => {
      const resources = performance
        .getEntriesByType('resource')
        .filter((r): r is PerformanceResourceTiming => 'responseEnd' in r);
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return resources
        .filter((r) => r.startTime < paint && /\.(js|css)$/.test(new URL(r.name).pathname))
        .map((r) => new URL(r.name).pathname);
    });
    expect(early.length).toBeGreaterThan(0);
    // The stylesheets the page's HTML carries count as fetched before the paint.
    for (const { href, css } of (await pageStyles(page, url)).inline)
      expect(`${url} ${href}: ${KIT_CSS.test(css)}`).toBe(`${url} ${href}: false`);
    for (const file of early) {
      const text = await (await page.request.get(file)).text();
      // The kit's own files: its stylesheet rules, its class-name strings.
      const kit = file.endsWith('.css') ? KIT_CSS.test(text) : /["'`]adm-[a-z-]+["'`]/.test(text);
      expect(`${url} ${file}: ${kit}`).toBe(`${url} ${file}: false`);
    }
  }
});

test('the confirm reload countdown is on screen for its whole 5.5 s', async ({ page }) => {
  // A borrower of its own: the server ends product 2's waiting per borrower, and other files reload it.
  const url = `${ROUTE_URLS['/kimJuly'].replace('productId=1', 'productId=2')}&dearest=first-screen-countdown`;
  // Product 2 asks to wait until it has been reloaded once: a fresh server state.
  expect((await page.request.post('/__control/reset')).ok()).toBe(true);
  // Slow code: the quote may well arrive before the app and the screen's code do.
  const scripts = await pageScripts(page, url);
  const chunks = [...scripts.app, ...scripts.chunks];
  await page.route(
    (u) => chunks.includes(u.pathname),
    async (r) => {
      await new Promise((res) => setTimeout(res, 800));
      await r.continue();
    },
  );
  let reloadAt = 0;
  page.on('request', (r) => {
    if (r.url().includes('loan-detail-confirm') && (r.postData() ?? '').includes('isType')) reloadAt = Date.now();
  });
  await page.goto(url);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const shownAt = Date.now();
  // It opens at its full count (5 s shown of 5.5 s).
  await expect(dialog).toContainText(/\D5\D/);
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  expect(reloadAt).toBeGreaterThan(0);
  // The whole count, less what the test itself takes to notice the dialog.
  expect(reloadAt - shownAt).toBeGreaterThan(5_200);
});
