/**
 * Envelopes and request reading shared by every route file, so each endpoint only states
 * its rules. The three envelopes mirror CONTRACT.md: coalition `{ code, message, data }`
 * (code 0 or '0'), legacy form `{ code: '00', ... }`, v3 `{ success, message, data }`.
 */
import { HttpResponse } from 'msw';

export type Params = Record<string, string>;
export type Code = number | string;

/** A real backend answers errors with HTTP 200 and a code in the body; so does this one. */
export function envelope(code: Code, message: string, data: unknown = null) {
  return HttpResponse.json({ code, message, data });
}

/**
 * Success of a coalition call. `code` lets each endpoint pick 0 or '0', as real servers mix. The
 * message is a plain 'ok' in every market: the app shows a message only when a call fails.
 */
export function coalitionOk(data: unknown, code: 0 | '0' = 0) {
  return envelope(code, 'ok', data);
}

export function v3(success: boolean, message: string, data: unknown = null) {
  return HttpResponse.json({ success, message, data });
}

/** Query parameters of the request URL (session parameters always arrive here). */
export function queryOf(request: Request): Params {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/**
 * The payload of a call: query merged with a form or JSON body (body wins), as a PHP-style
 * backend reads `$_REQUEST`. Unreadable bodies read as empty, so validation answers them.
 */
export async function paramsOf(request: Request): Promise<Params> {
  const params = queryOf(request);
  if (request.method === 'GET' || request.method === 'HEAD') return params;
  const type = request.headers.get('content-type') ?? '';
  const raw = await request.text().catch(() => '');
  if (type.includes('json')) {
    try {
      const body: unknown = JSON.parse(raw || '{}');
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const [key, value] of Object.entries(body)) {
          if (value !== null && value !== undefined)
            params[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
        }
      }
    } catch {
      params.__invalidJson = '1';
    }
    return params;
  }
  for (const [key, value] of new URLSearchParams(raw)) params[key] = value;
  return params;
}

/** A trimmed parameter, '' when absent. */
export function param(params: Params, name: string): string {
  return (params[name] ?? '').trim();
}

/** An integer parameter, or null when absent or not a whole number. */
export function intParam(params: Params, name: string): number | null {
  const value = param(params, name);
  return /^-?\d+$/.test(value) ? Number(value) : null;
}
