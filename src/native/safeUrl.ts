/**
 * The one gate for URLs that come from the server or the page query (links, images, iframes,
 * redirects): http(s) to this page's origin or an allowlisted one, or a same-origin path.
 * `javascript:`, `data:` and anything unparsable are refused (null). The app's own scheme
 * (borrow again) passes only when asked for with `allowSchemes`.
 */
import { getConfig } from '../../store/config';

export function safeUrl(raw: unknown, opts: { allowSchemes?: boolean } = {}): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > 4096) return null;
  const config = getConfig();
  if (opts.allowSchemes && config.appScheme && value.startsWith(config.appScheme)) return value;
  let url: URL;
  try {
    url = new URL(value, window.location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const allowed = [window.location.origin, config.apiOrigin, ...config.urlAllowlist].filter(Boolean);
  if (!allowed.includes(url.origin)) return null;
  return url.origin === window.location.origin && !/^[a-z]+:/i.test(value)
    ? url.pathname + url.search + url.hash
    : url.href;
}

/** For `<img src>`: a safe URL or nothing (an empty src would request the page itself). */
export const safeImg = (raw: unknown): string | undefined => safeUrl(raw) ?? undefined;
