/**
 * In-app links of the loan screens. The borrower's page query (session params, need-pop, client
 * headers) travels to the next screen, so the market and the session survive the navigation.
 */
import { safeUrl } from '../../native/safeUrl';

/** Parameters that describe how this page was reached, not who the borrower is. */
const NOT_CARRIED = new Set(['from']);

/** `path?query` with the current page query, overridden by `extra`. */
export function pageLink(path: string, query: Record<string, string>, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (!NOT_CARRIED.has(k)) q.set(k, v);
  for (const [k, v] of Object.entries(extra)) if (v !== '') q.set(k, v);
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A server-given URL (agreement link) checked by `safeUrl`. A same-origin path gets the page query
 * parameters it does not name itself; another allowed origin is left as it came. Null when unsafe.
 */
export function serverLink(raw: unknown, query: Record<string, string>): string | null {
  const safe = safeUrl(raw);
  if (!safe) return null;
  if (!safe.startsWith('/')) return safe;
  const hashAt = safe.indexOf('#');
  const base = hashAt < 0 ? safe : safe.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : safe.slice(hashAt);
  const [path, search = ''] = base.split('?');
  const own = new URLSearchParams(search);
  for (const [k, v] of Object.entries(query)) if (!own.has(k) && !NOT_CARRIED.has(k)) own.set(k, v);
  const qs = own.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash}`;
}
