/**
 * The market a call is answered in (CONTRACT.md "Markets"): the app sends `Accept-Language: en-IN`
 * for `need-pop=1` and `es-MX` otherwise. English in the header's first choice means India (English,
 * rupee, UPI, Indian banks); anything else, or no header (curl, the jest suites), means Mexico.
 */
import type { IdentityMarket } from '../store/identity';

export type Market = 'en-IN' | 'es-MX';
const DEFAULT_MARKET: Market = 'es-MX';

/** The language tags of an Accept-Language header, best first (q-values honoured, ties keep order). */
function preferredTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

export function marketOfHeader(header: string | null | undefined): Market {
  for (const tag of preferredTags(header ?? '')) {
    const language = tag.split('-')[0];
    if (language === 'en') return 'en-IN';
    if (language === 'es') return 'es-MX';
  }
  return DEFAULT_MARKET;
}

export const marketOf = (request: Request): Market => marketOfHeader(request.headers.get('accept-language'));

/** The key of the market in the page's own tables (store/identity.ts, the language packs). */
export const identityMarket = (market: Market): IdentityMarket => (market === 'en-IN' ? 'en' : 'es');

/** One value per market, picked for a call: `inMarket(market, { 'es-MX': 'Plazo', 'en-IN': 'Term' })`. */
export const inMarket = <R extends Readonly<Record<Market, unknown>>>(market: Market, values: R): R[Market] =>
  values[market];
