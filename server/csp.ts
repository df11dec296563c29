/**
 * The Content-Security-Policy, built from the runtime config the page reads (config.js), so the
 * policy and the app's URL gate (store/navigation/urlGate.ts) allow the same origins: images,
 * calls and frames may come from this origin, `apiOrigin` and the `urlAllowlist` origins, and from
 * nowhere else. Everything else stays as strict as a same-origin app needs.
 */
import type { RuntimeConfig } from './runtimeConfig';

/** `https://host[:port]` for an http(s) URL without credentials and with a plain host, else null. */
function originOf(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // The URL parser lets `*` and other marks through in a host; in a policy they would be wildcards.
  if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i.test(url.hostname)) return null;
  return url.origin;
}

/**
 * The extra origins of the policy: `apiOrigin`'s origin, and every allowlist entry that is exactly
 * an origin (the gate compares a URL's origin with the entries as written, so an entry with a path,
 * a wildcard or another scheme never lets a URL through there, and is left out here too).
 */
export function allowedOrigins(config: RuntimeConfig): string[] {
  const api = originOf(config.apiOrigin);
  const list = Array.isArray(config.urlAllowlist) ? (config.urlAllowlist as unknown[]) : [];
  const exact = list.filter((entry): entry is string => typeof entry === 'string' && originOf(entry) === entry);
  return [...new Set([...(api ? [api] : []), ...exact])];
}

export function cspFor(config: RuntimeConfig): string {
  const sources = ["'self'", ...allowedOrigins(config)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd-mobile writes inline style attributes, hence 'unsafe-inline' for styles only.
    "style-src 'self' 'unsafe-inline'",
    // data: and blob: as before: local previews (a photo before it is uploaded), inline images.
    `img-src ${sources} data: blob:`,
    `connect-src ${sources}`,
    `frame-src ${sources}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
