/**
 * Fault injection, so tests can see how the app behaves when the network misbehaves.
 * Per request: header `x-fault` or query `__fault`. Armed ahead of time:
 * `POST /__control/faults {path, kind, times?}` faults the next `times` requests whose
 * pathname contains `path`; `DELETE /__control/faults` disarms all.
 * Kinds: `delay:MS` (then answer normally), `500`, `badjson`, `drop` (network error),
 * `timeout` (no answer until the client aborts, or the cap), `stall` (200 with the headers and the
 * first bytes of a JSON body, then nothing more until the client goes away, or the cap, when the
 * body ends there, cut short), `lost` (the endpoint does its work, then its answer is lost as a
 * network error: what a retry must not repeat).
 *
 * Only for tests: everything here (the header, the query and every `/__control/` path) works only
 * when the process was started with `CONTRACT_FAULTS=1` (jest's env.js and the Playwright
 * webServer set it). Under plain `npm start` the controls answer 404 and the header and query
 * are ignored. Bounded either way: at most MAX_ARMED armed faults, delays and timeouts of at most
 * MAX_DELAY_MS, `times` of at most MAX_TIMES.
 */
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';

export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: '500' }
  | { kind: 'badjson' }
  | { kind: 'drop' }
  | { kind: 'timeout' }
  | { kind: 'stall' }
  | { kind: 'lost' };

interface ArmedFault {
  path: string;
  spec: string;
  fault: Fault;
  remaining: number;
}

export const MAX_ARMED = 100;
export const MAX_DELAY_MS = 120_000;
export const MAX_TIMES = 1000;
const MAX_PATH_LENGTH = 200;
/** A "timeout" or a "stall" still ends eventually, so an abandoned request cannot pin memory forever. */
const TIMEOUT_CAP_MS = MAX_DELAY_MS;
const KINDS = ['500', 'badjson', 'drop', 'timeout', 'stall', 'lost'] as const;
/** What a stalled answer sends before it stops: the start of an ordinary envelope. */
export const STALL_HEAD = '{"code":"0","success":true,"message":"ok","data":{"list":[';
const CONTROL_PREFIX = '/__control/';

/** Read at call time, so a test can switch it off and on. */
function faultsEnabled(): boolean {
  return process.env.CONTRACT_FAULTS === '1';
}

const armed: ArmedFault[] = [];

function parseFault(spec: string | null | undefined): Fault | null {
  const value = (spec ?? '').trim();
  const delay = /^delay:(\d{1,6})$/.exec(value);
  if (delay) {
    const ms = Number(delay[1]);
    return ms <= MAX_DELAY_MS ? { kind: 'delay', ms } : null;
  }
  const kind = KINDS.find((k) => k === value);
  if (kind) return { kind };
  return null;
}

/** Why an arm request is refused, or null when it is acceptable. */
function armRefusal(path: unknown, spec: unknown, times: unknown): string | null {
  if (typeof path !== 'string' || !path || path.length > MAX_PATH_LENGTH)
    return `path must be a non-empty string of at most ${MAX_PATH_LENGTH} characters`;
  if (typeof spec !== 'string' || !parseFault(spec))
    return `kind must be "delay:MS" (MS <= ${MAX_DELAY_MS}), "500", "badjson", "drop", "timeout", "stall" or "lost"`;
  if (!Number.isInteger(times) || (times as number) < 1 || (times as number) > MAX_TIMES)
    return `times must be an integer from 1 to ${MAX_TIMES}`;
  if (armed.length >= MAX_ARMED) return `at most ${MAX_ARMED} faults may be armed: DELETE /__control/faults first`;
  return null;
}

export function armFault(path: string, spec: string, times = 1): Fault {
  const refusal = armRefusal(path, spec, times);
  if (refusal) throw new Error(`cannot arm fault: ${refusal}`);
  const fault = parseFault(spec) as Fault;
  armed.push({ path, spec, fault, remaining: times });
  return fault;
}

export function clearFaults(): void {
  armed.length = 0;
}

function armedFaults() {
  return armed.map(({ path, spec, remaining }) => ({ path, kind: spec, times: remaining }));
}

/** The fault for this request, consuming one use of an armed fault if it is the source. */
function faultFor(request: Request, url: URL): Fault | null {
  const explicit = parseFault(request.headers.get('x-fault') ?? url.searchParams.get('__fault'));
  if (explicit) return explicit;
  const index = armed.findIndex((a) => url.pathname.includes(a.path));
  if (index < 0) return null;
  const hit = armed[index];
  hit.remaining -= 1;
  if (hit.remaining <= 0) armed.splice(index, 1);
  return hit.fault;
}

/** Resolves after `ms`, or as soon as the client gives up on the request. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    timer.unref?.();
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * 200 with its headers and STALL_HEAD, then nothing: the body neither grows nor ends. It errors when
 * the client aborts (where the transport passes the abort on: msw in jest; under express the socket's
 * close stops the pipe) and ends, cut short, at the cap, so the connection is always released.
 * `no-transform` keeps the compression middleware from holding the first bytes back in its buffer.
 */
function stalledAnswer(signal: AbortSignal): Response {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stop = () => {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(STALL_HEAD));
      onAbort = () => {
        stop();
        controller.error(new Error('client went away'));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      timer = setTimeout(() => {
        stop();
        controller.close();
      }, TIMEOUT_CAP_MS);
      timer.unref?.();
    },
    cancel: stop,
  });
  return new HttpResponse(body, {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store, no-transform' },
  });
}

async function applyFault(
  fault: Fault,
  request: Request,
  endpoints: readonly RequestHandler[],
): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'delay':
      await wait(fault.ms, request.signal);
      // Fall through to the real handler: a slow answer, not a different one.
      return request.signal.aborted ? HttpResponse.error() : undefined;
    case '500':
      return HttpResponse.json(
        { code: 500, success: false, message: 'Error interno del servidor', data: null },
        { status: 500 },
      );
    case 'badjson':
      return new HttpResponse('{"code":0,"success":true,"message":"ok","data":{"list":[', {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    case 'drop':
      return HttpResponse.error();
    case 'timeout':
      await wait(TIMEOUT_CAP_MS, request.signal);
      return HttpResponse.error();
    case 'stall':
      return stalledAnswer(request.signal);
    case 'lost':
      // The endpoint's state changes as for any call; only its answer never reaches the client.
      await getResponse([...endpoints], request);
      return HttpResponse.error();
  }
}

/** What any unknown path gets from the express server, so a disabled control looks like nothing. */
const notFound = () =>
  new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The controls and the fault gate, placed before `endpoints` (which a `lost` fault runs itself). */
export const faultHandlers = (endpoints: readonly RequestHandler[]) => [
  // First of all: without the flag, no control path exists (answering undefined falls through).
  http.all(`*${CONTROL_PREFIX}*`, () => (faultsEnabled() ? undefined : notFound())),
  http.post('*/__control/faults', async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      body = null;
    }
    const { path, kind, times } = (body ?? {}) as { path?: unknown; kind?: unknown; times?: unknown };
    const count = times === undefined ? 1 : Number(times);
    const refusal = armRefusal(path, kind, count);
    if (refusal) return HttpResponse.json({ code: 1, message: refusal, data: null }, { status: 400 });
    armFault(path as string, kind as string, count);
    return HttpResponse.json({ code: 0, message: 'armed', data: { armed: armedFaults() } });
  }),
  http.delete('*/__control/faults', () => {
    clearFaults();
    return HttpResponse.json({ code: 0, message: 'cleared', data: { armed: [] } });
  }),
  http.get('*/__control/faults', () => HttpResponse.json({ code: 0, message: 'ok', data: { armed: armedFaults() } })),
  // Placed before every endpoint; answering undefined lets the request fall through.
  http.all('*', async ({ request }) => {
    if (!faultsEnabled()) return undefined;
    const url = new URL(request.url);
    if (url.pathname.startsWith(CONTROL_PREFIX)) return undefined;
    const fault = faultFor(request, url);
    return fault ? applyFault(fault, request, endpoints) : undefined;
  }),
];
