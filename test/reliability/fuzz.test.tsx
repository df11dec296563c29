/**
 * Property-based: every screen, fed generated malformed responses (anything at all, a success envelope
 * around garbage, or its real response with fields replaced by null, wrong types, huge strings, markup
 * and unknown codes), never crashes (no route error, no uncaught error) and always shows some text.
 * FUZZ_RUNS sets the runs per screen (npm run audit:reliability uses 300).
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { server } from '../support/msw';
import { renderRoute } from '../support/render';
import { ROUTE_URLS } from '../e2e/support/urls';
import { recordFigure } from './figures';

const RUNS = Number(process.env.FUZZ_RUNS || 25);
const API = /\/(coalition|v3|api\/v2)\//;
const SKIP = new Set(['/testPreview']);
/** A currency symbol before a sign, an exponent, NaN or Infinity: an absurd amount on screen. */
const ABSURD_MONEY = /[$₹](?:-\d|\d+(?:\.\d+)?e[+-]?\d|NaN|Infinity)/;
/**
 * Each element's own text (its text children joined): an amount is read where it is written, so two
 * fields side by side (an amount "$11.70" and a remark "1e5" beside it) do not read as "$11.701e5".
 */
const ownTexts = (root: Element) =>
  [root, ...root.querySelectorAll('*')].map((el) =>
    [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.nodeValue)
      .join(''),
  );

const garbage = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string(),
  fc.constant('x'.repeat(30_000)),
  fc.constant('<img src=x onerror=alert(1)><script>alert(1)</script>'),
  fc.constant('javascript:alert(1)'),
  fc.constant(99999),
  // Absurd amounts (issue 15): refused by the money schemas, never shown as "$1e+306" or "$-999.999.99".
  fc.constant(-99999999),
  fc.constant(1e308),
  fc.constant('1e5'),
  fc.constant('-99999999'),
  fc.constant({}),
  fc.constant([]),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
);

type Json = unknown;
/** Paths of every leaf and node of a JSON value. */
function paths(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, Json>)) {
      paths(v, [...prefix, Array.isArray(value) ? Number(k) : k], out);
    }
  }
  return out;
}
function replaceAt(value: Json, path: (string | number)[], next: Json): Json {
  if (!path.length) return next;
  if (!value || typeof value !== 'object') return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, Json>;
  copy[path[0]] = replaceAt(copy[path[0]], path.slice(1), next);
  return copy;
}

/** A malformed answer for each API path, derived from the real answers of that screen. */
const malformed = (baseline: Map<string, Json>) =>
  fc.oneof(
    fc.jsonValue().map((v) => () => v),
    fc
      .record({
        code: fc.constantFrom(0, '0', '00'),
        success: fc.constant(true),
        message: fc.string(),
        data: fc.jsonValue(),
      })
      .map((env) => () => env),
    fc.array(fc.tuple(fc.nat(), garbage), { minLength: 1, maxLength: 4 }).map((edits) => (path: string) => {
      let body = baseline.get(path);
      for (const [n, g] of edits) {
        const all = paths(body);
        body = replaceAt(body, all[n % all.length], g);
      }
      return body;
    }),
  );

const crashes: string[] = [];
const onRejection = (e: unknown) => crashes.push(String(e));
beforeAll(() => process.on('unhandledRejection', onRejection));
afterAll(() => process.off('unhandledRejection', onRejection));

async function settle(container: HTMLElement) {
  // Loaded means: the lazy screen is in, nothing is still loading, and some text shows.
  await waitFor(() => {
    expect(container.querySelector('.page-loading')).toBeNull();
    expect(container.textContent?.trim().length).toBeGreaterThan(0);
  });
}

async function baselineOf(url: string) {
  const seen = new Map<string, Json>();
  const listener = async ({ request, response }: { request: Request; response: Response }) => {
    const path = new URL(request.url).pathname;
    if (API.test(path))
      seen.set(
        path,
        await response
          .clone()
          .json()
          .catch(() => null),
      );
  };
  server.events.on('response:mocked', listener);
  const { container } = renderRoute(url);
  await settle(container).catch(() => undefined);
  // Late answers still render (store updates notify on an animation frame): inside act.
  await act(() => new Promise((r) => setTimeout(r, 50)));
  server.events.removeListener('response:mocked', listener);
  cleanup();
  return seen;
}

for (const [route, url] of Object.entries(ROUTE_URLS)) {
  if (SKIP.has(route)) continue;
  test(`${route} survives malformed responses`, async () => {
    const baseline = await baselineOf(url);
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(malformed(baseline), async (bodyFor) => {
        tried += 1;
        server.use(
          http.all(API, ({ request }) => {
            const body = bodyFor(new URL(request.url).pathname);
            return body === undefined ? new HttpResponse('', { status: 200 }) : HttpResponse.json(body as never);
          }),
        );
        const { container } = renderRoute(url);
        try {
          await settle(container);
          expect(container.textContent?.trim().length).toBeGreaterThan(0);
          expect(container.textContent).not.toContain('Algo salió mal');
          expect(ownTexts(container).filter((text) => ABSURD_MONEY.test(text))).toEqual([]);
          expect(crashes).toEqual([]);
        } finally {
          cleanup();
          server.resetHandlers();
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    recordFigure('malformedResponses', route, tried, 0);
  }, 600_000);
}
