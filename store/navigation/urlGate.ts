/**
 * The one gate for URLs that come from the server, the page query or the runtime config (links,
 * images, iframes, redirects): http(s) to this page's origin or an allowlisted one, or a same-origin
 * path. `javascript:`, `data:`, credentials in the URL and anything unparsable are refused (null). The
 * app's own scheme (borrow again) passes only when asked for with `allowSchemes`. Pure: the page URL
 * and the config come in as arguments.
 */
import type { AppConfig } from '../config';

export interface GateContext {
  /** The page's own URL: relative URLs resolve against it, and its origin is always allowed. */
  pageUrl: string;
  config: Pick<AppConfig, 'apiOrigin' | 'urlAllowlist' | 'appScheme'>;
}

const MAX_URL_LENGTH = 4096;

/**
 * `true`: the app's own scheme (borrow again). A list: those scheme prefixes for this one request
 * (`['upi://pay?']` for a UPI payment), so no other request can open another app.
 */
export type AllowedSchemes = boolean | readonly string[];

/** No whitespace or control characters: a link of another app is passed on as it is, so it must be one token. */
const allowedByPrefix = (value: string, prefixes: readonly string[]) =>
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  !/[\s\u0000-\u001f\u007f]/.test(value) &&
  prefixes.some((p) => p.length > 0 && value.toLowerCase().startsWith(p.toLowerCase()));

/**
 * A same-origin URL comes back as a path (`/abcIs?orderId=1`), written relative or absolute, so the
 * navigator carries the session onto both (CONTRACT "Navigation to server-supplied URLs"); another
 * allowed one comes back in full.
 */
export function gateUrl(
  raw: unknown,
  { pageUrl, config }: GateContext,
  opts: { allowSchemes?: AllowedSchemes } = {},
): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > MAX_URL_LENGTH) return null;
  if (opts.allowSchemes === true && config.appScheme && value.startsWith(config.appScheme)) return value;
  if (Array.isArray(opts.allowSchemes) && allowedByPrefix(value, opts.allowSchemes)) return value;
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(value, page);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const allowed = [page.origin, config.apiOrigin, ...config.urlAllowlist].filter(Boolean);
  if (!allowed.includes(url.origin)) return null;
  return url.origin === page.origin ? url.pathname + url.search + url.hash : url.href;
}

/** True for what `gateUrl` returns for this page's own origin. */
export const isInAppPath = (gated: string) => gated.startsWith('/') && !gated.startsWith('//');
