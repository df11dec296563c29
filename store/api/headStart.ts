/**
 * A first screen's request, started by the entry when the page starts instead of when the screen has
 * loaded and mounted (issue 18: data in parallel with code). The entry runs the very client call the
 * screen's endpoint will make while `headStart` records it; the endpoint's own call later receives
 * that answer instead of asking the network again. The RTK Query lifecycle (pending, fulfilled, the
 * machines' reactions) still happens in the screen's order, so no machine sees an answer before its
 * visit began. Each head start serves one call, then is gone: a refetch asks the network.
 *
 * In the browser the head start is made by the start script (src/start.ts), a bundle of its own that
 * runs before the app's libraries have downloaded; the two bundles each have a copy of this module, so
 * the waiting requests live on the page's global object, where both copies find them.
 */

const holder = globalThis as typeof globalThis & {
  __loanHeadStarts?: Map<string, Promise<unknown>>;
  __loanHeadStartsShown?: Promise<boolean>[];
};
const waiting = (holder.__loanHeadStarts ??= new Map<string, Promise<unknown>>());
/** Per head start: whether its call gave data a screen shows (see headStartsAnswered). */
const verdicts = (holder.__loanHeadStartsShown ??= []);
let recording = false;

/** The same call whatever the order of its fields: method, URL, headers and a canonical body. */
export function requestKey(url: string, init: RequestInit): string {
  const body = typeof init.body === 'string' ? init.body : '';
  let canonical = body;
  try {
    const parsed = JSON.parse(body) as unknown;
    // Code-unit order, not `localeCompare`: its first call loads the collator (65-100 ms of a phone's
    // main thread at 4x slowdown), and a key needs only a stable order.
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      canonical = JSON.stringify(
        Object.fromEntries(Object.entries(parsed).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      );
  } catch {
    const form = new URLSearchParams(body);
    form.sort();
    canonical = form.toString();
  }
  // Headers name the market (Accept-Language) and the client: a call with others is another call.
  const headers = new Headers(init.headers);
  const named = [...headers].map(([k, v]) => `${k}:${v}`).sort();
  return `${init.method ?? 'GET'} ${url}\n${named.join('\n')}\n${canonical}`;
}

/**
 * Runs `call` (a client call) now and keeps the request it makes for the first identical call.
 * Failures are kept for that call too (it shows them with its retry); none is reported twice.
 * `isData` reads the call's result as its endpoint does: false for a refusal in the client's words.
 */
export function headStart(call: () => Promise<unknown>, isData: (result: unknown) => boolean = () => true): void {
  recording = true;
  try {
    verdicts.push(call().then(isData, () => false));
  } finally {
    recording = false;
  }
}

/**
 * Called by the fetch of every client (store/api/request.ts): while a head start records, keeps its
 * request; otherwise hands over a waiting head start of the same call, once.
 */
export function sharedRequest(key: string, request: () => Promise<unknown>): Promise<unknown> {
  if (recording) {
    const p = request();
    p.catch(() => undefined);
    waiting.set(key, p);
    return p;
  }
  const early = waiting.get(key);
  if (!early) return request();
  waiting.delete(key);
  return early;
}

/**
 * Settles when every head start has: true when all gave data, false when one failed or was refused.
 * That answer is then the screen's own call's to show, with its retry, as on any visit: taken by the
 * route's loader, its query would end in an error, and the screen's subscription would ask again at
 * once (RTK Query asks again for an answer it does not have).
 */
export async function headStartsAnswered(): Promise<boolean> {
  return (await Promise.all(verdicts)).every(Boolean);
}

/** Forgets every head start (tests). */
export function clearHeadStarts(): void {
  waiting.clear();
  verdicts.length = 0;
}
