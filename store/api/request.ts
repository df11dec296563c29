/**
 * What every client shares: the 60 s fetch that parses JSON, the error a screen gets, the query
 * encoding. Kept apart from the base queries so a route loads only the clients it calls.
 */
import type { Notice, NoticeCode } from '../notice';
import { marketOf } from '../session';
import { requestKey, sharedRequest } from './headStart';

export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * CONTRACT.md "Markets": every call names the borrower's market, so the server answers in its
 * language, currency, channels and banks: `en-IN` for `need-pop=1`, `es-MX` otherwise (SPEC §1's
 * rule, `marketOf`).
 */
export const acceptLanguage = (needPop: string) => (marketOf(needPop) === 'en' ? 'en-IN' : 'es-MX');
export const marketHeaders = (needPop: string): Record<string, string> => ({
  'Accept-Language': acceptLanguage(needPop),
});

export type Payload = Record<string, string | number | boolean | null | undefined>;

/** What a screen gets when a call did not give usable data. */
export interface ApiError {
  /** failed: the server said no; network: no answer; timeout: 60 s passed; http: 4xx/5xx;
   *  malformed: the body is not JSON or not of the expected shape. */
  kind: 'failed' | 'network' | 'timeout' | 'http' | 'malformed';
  message: string;
  code?: string | number;
  status?: number;
}

export class RequestError extends Error {
  constructor(
    readonly kind: 'network' | 'timeout' | 'http' | 'malformed',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export const toQuery = (payload: Payload = {}) => {
  const q = new URLSearchParams();
  for (const [k, val] of Object.entries(payload)) if (val !== undefined && val !== null) q.append(k, String(val));
  return q;
};

export const withQuery = (path: string, query: URLSearchParams) => {
  const qs = query.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
};

/**
 * fetch with the 60 s limit and the caller's abort signal; resolves to the parsed JSON body. The limit
 * covers the whole exchange, headers and body: an answer that stalls half way fails as a timeout too.
 */
export function requestJson(url: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
  // A first screen's call may already be on its way (headStart.ts): it is taken instead.
  return sharedRequest(requestKey(url, init), () => fetchJson(url, init, signal));
}

async function fetchJson(url: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), REQUEST_TIMEOUT_MS);
  const onAbort = () => limit.abort();
  signal?.addEventListener('abort', onAbort);
  const failure = () =>
    limit.signal.aborted && !signal?.aborted
      ? new RequestError('timeout', 'timeout')
      : new RequestError('network', 'error');
  // A body read is not always cut by the abort (a mocked or buffered stream): the race makes it so.
  const stopped = new Promise<never>((_, reject) =>
    limit.signal.addEventListener('abort', () => reject(failure()), { once: true }),
  );
  stopped.catch(() => undefined);
  try {
    let response: Response;
    try {
      response = await Promise.race([fetch(url, { ...init, signal: limit.signal }), stopped]);
    } catch {
      throw failure();
    }
    if (!response.ok) throw new RequestError('http', `HTTP ${response.status}`, response.status);
    let body: string;
    try {
      body = await Promise.race([response.text(), stopped]);
    } catch {
      throw failure();
    }
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new RequestError('malformed', 'malformed response');
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const errorOf = (e: unknown): ApiError =>
  e instanceof RequestError
    ? { kind: e.kind, message: e.message, status: e.status }
    : { kind: 'network', message: 'error' };

/** RTK Query's hook for a response that fails its schema: a clear, retryable error. */
export const schemaFailure = (): ApiError => ({ kind: 'malformed', message: 'malformed response' });

/** A failed call as a notice: the server's refusal in its own words, else our words for `fallback`. */
export function errorNotice(error: unknown, fallback: NoticeCode = 'networkError'): Notice {
  const e = error as Partial<ApiError> | undefined;
  return e?.kind === 'failed' && e.message ? { text: e.message } : { code: fallback };
}

interface Settled<T> {
  data?: T;
  error?: unknown;
}
interface MutationRequest<T> extends PromiseLike<Settled<T>> {
  reset(): void;
}

/**
 * Runs one mutation from a listener and forgets it: awaits the result, then drops the cache entry,
 * so a machine that owns the flow does not leave a stale mutation in the store.
 */
export async function settle<T>(request: MutationRequest<T>): Promise<Settled<T>> {
  try {
    return await request;
  } finally {
    request.reset();
  }
}
