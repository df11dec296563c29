/**
 * The one builder of in-app URLs. The borrower's session (session params, need-pop, client-header
 * parameters, anything else the app was opened with) travels from page to page in the query, so a
 * page opened by a link, a server redirect or a reload keeps its market, its calls' session and their
 * headers. Parameters that belong to one page (which order, which complaint, how it was reached) do
 * not travel on.
 */
import type { RootState } from '../reducer';

/** Query keys of one page only: never carried to the next page. */
const PAGE_KEYS = new Set([
  'from',
  'productId',
  'orderId',
  'orderNo',
  'amount',
  'payCode',
  'requestType',
  'problemType',
  'problemSonType',
  'problemId',
  'bulk',
]);

export type QueryParams = Record<string, string | number | undefined | null>;

/** The session part of the start-up query: what every in-app URL carries. */
const carriedOf = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).filter(([key]) => !PAGE_KEYS.has(key)));

// Remembers the last answer by hand (a selector must return the same object for the same query): the
// navigator is on every first load, and reselect would come with it only for this.
let lastQuery: Record<string, string> | null = null;
let lastCarried: Record<string, string> = {};
export const selectCarriedQuery = (state: RootState): Record<string, string> => {
  const { query } = state.session;
  if (query !== lastQuery) {
    lastQuery = query;
    lastCarried = carriedOf(query);
  }
  return lastCarried;
};

/** `path?query`: the carried session, then the page's own parameters (empty ones left out). */
export function inAppUrl(path: string, carried: Record<string, string>, own: QueryParams = {}): string {
  const q = new URLSearchParams(carried);
  for (const [key, value] of Object.entries(own)) {
    if (value === undefined || value === null || value === '') q.delete(key);
    else q.set(key, String(value));
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * A same-origin URL given by the server (`lendDetailsUrl`, an agreement link): kept as written (its
 * own parameters, encoding and fragment) with the carried session parameters it lacks appended.
 */
export function withCarried(path: string, carried: Record<string, string>): string {
  const hashAt = path.indexOf('#');
  const base = hashAt < 0 ? path : path.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const queryAt = base.indexOf('?');
  const own = new URLSearchParams(queryAt < 0 ? '' : base.slice(queryAt + 1));
  const missing = new URLSearchParams();
  for (const [key, value] of Object.entries(carried)) if (!own.has(key) && value !== '') missing.set(key, value);
  const extra = missing.toString();
  if (!extra) return path;
  const joiner = queryAt < 0 ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${extra}${hash}`;
}

/**
 * SPEC §4: after a successful submit the page is replaced by `lendDetailsUrl` with `from=confirm`.
 * The server's URL is kept as written (its own encoding, its fragment); only `from` is set, once.
 */
export function withParam(url: string, key: string, value: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = base.indexOf('?');
  const pair = `${key}=${encodeURIComponent(value)}`;
  if (queryAt < 0) return `${base}?${pair}${hash}`;
  const kept = base
    .slice(queryAt + 1)
    .split('&')
    .filter((p) => p !== '' && p.split('=')[0] !== key);
  return `${base.slice(0, queryAt)}?${[...kept, pair].join('&')}${hash}`;
}
