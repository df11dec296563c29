/** Turns the page location into the `session/started` payload (the only place that reads it). */
import type { SessionStartedPayload, InAppBrowser } from './state';

/** Query of the path, plus the query inside a hash route (`/#/downloadTemplate?id=1`). */
export function queryFromLocation(loc: { search: string; hash: string }): Record<string, string> {
  const out: Record<string, string> = {};
  const hashQuery = loc.hash.includes('?') ? loc.hash.slice(loc.hash.indexOf('?')) : '';
  for (const source of [loc.search, hashQuery]) {
    new URLSearchParams(source).forEach((value, key) => {
      out[key] = value;
    });
  }
  return out;
}

export function readSessionStart(
  loc: { search: string; hash: string },
  userAgent: string,
  detectInApp: (ua: string) => InAppBrowser,
  clientTypeOf: (ua: string) => 'ios' | 'android',
): SessionStartedPayload {
  return {
    query: queryFromLocation(loc),
    inAppBrowser: detectInApp(userAgent),
    clientType: clientTypeOf(userAgent),
  };
}
