/**
 * Fault injection, so tests can see how the app behaves when the network misbehaves.
 * Per request: header `x-fault` or query `__fault`. Armed ahead of time:
 * `POST /__control/faults {path, kind, times?}` faults the next `times` requests whose
 * pathname contains `path`; `DELETE /__control/faults` disarms all.
 * Kinds: `delay:MS` (then answer normally), `500`, `badjson`, `drop` (network error),
 * `timeout` (no answer until the client aborts).
 */
import { http, HttpResponse } from 'msw';

export type Fault =
  { kind: 'delay'; ms: number } | { kind: '500' } | { kind: 'badjson' } | { kind: 'drop' } | { kind: 'timeout' };

interface ArmedFault {
  path: string;
  spec: string;
  fault: Fault;
  remaining: number;
}

const MAX_DELAY_MS = 600_000;
/** A "timeout" still ends eventually, so an abandoned request cannot pin memory forever. */
const TIMEOUT_CAP_MS = 10 * 60_000;
const CONTROL_PREFIX = '/__control/';

const armed: ArmedFault[] = [];

function parseFault(spec: string | null | undefined): Fault | null {
  const value = (spec ?? '').trim();
  const delay = /^delay:(\d{1,6})$/.exec(value);
  if (delay) {
    const ms = Number(delay[1]);
    return ms <= MAX_DELAY_MS ? { kind: 'delay', ms } : null;
  }
  if (value === '500' || value === 'badjson' || value === 'drop' || value === 'timeout') return { kind: value };
  return null;
}

export function armFault(path: string, spec: string, times = 1): Fault {
  const fault = parseFault(spec);
  if (!fault) throw new Error(`unknown fault kind: ${spec}`);
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

async function applyFault(fault: Fault, request: Request): Promise<Response | undefined> {
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
  }
}

export const faultHandlers = [
  http.post('*/__control/faults', async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      body = null;
    }
    const { path, kind, times } = (body ?? {}) as { path?: unknown; kind?: unknown; times?: unknown };
    const count = times === undefined ? 1 : Number(times);
    if (
      typeof path !== 'string' ||
      typeof kind !== 'string' ||
      !parseFault(kind) ||
      !Number.isInteger(count) ||
      count < 1
    ) {
      return HttpResponse.json(
        {
          code: 1,
          message:
            'Expected { path: string, kind: "delay:MS"|"500"|"badjson"|"drop"|"timeout", times?: positive integer }',
          data: null,
        },
        { status: 400 },
      );
    }
    armFault(path, kind, count);
    return HttpResponse.json({ code: 0, message: 'armed', data: { armed: armedFaults() } });
  }),
  http.delete('*/__control/faults', () => {
    clearFaults();
    return HttpResponse.json({ code: 0, message: 'cleared', data: { armed: [] } });
  }),
  http.get('*/__control/faults', () => HttpResponse.json({ code: 0, message: 'ok', data: { armed: armedFaults() } })),
  // Placed before every endpoint; answering undefined lets the request fall through.
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(CONTROL_PREFIX)) return undefined;
    const fault = faultFor(request, url);
    return fault ? applyFault(fault, request) : undefined;
  }),
];
