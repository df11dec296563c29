/**
 * The response headers of the deployed app, in one place: the bundled server (server/app.ts,
 * securityHeadersMiddleware) sets them, and the nginx recipe (server/nginxConf.ts, `npm run nginx:conf`)
 * writes the same values, so the two cannot drift.
 */
import { cspFor } from './csp';
import type { RuntimeConfig } from './runtimeConfig';

/** On every response: no referrer leaves the app, and no file is read as another type than it says. */
export const BASE_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
} as const;

/**
 * The policy of a response that never becomes a document or a worker. A Content-Security-Policy applies
 * only to the document or worker it comes with, so the page's policy on a script, a stylesheet or a JSON
 * answer does nothing, and on HTTP/1.1 each response repeats its 850 bytes: 11 of them on a borrower's
 * first load, about 45 ms of a slow 4G link (issue 18). This one says, in 42 bytes, what such a file
 * needs if it is ever opened on its own: nothing may load, nobody may frame it.
 */
export const SUBRESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A script's, stylesheet's or JSON answer's: the short policy, and no framing (OWASP's REST headers). */
export const SUBRESOURCE_HEADERS = {
  'Content-Security-Policy': SUBRESOURCE_CSP,
  'X-Frame-Options': 'DENY',
} as const;

/**
 * The content types that are never a document: with nosniff a browser runs or applies them only as what
 * they say, and opened on their own they show as text. A regular expression's source (case-insensitive),
 * which the nginx recipe's `map` uses too.
 */
export const SUBRESOURCE_TYPES = '^(?:text/javascript|application/javascript|text/css|application/json)(?:;|$)';

const SUBRESOURCE_TYPE = new RegExp(SUBRESOURCE_TYPES, 'i');

/** Scripts that run as a worker: the policy they come with is the worker's own, so they get the page's. */
export const WORKER_SCRIPTS: readonly string[] = ['/sw.js'];

/** Whether a response is a script, stylesheet or JSON answer, and not a worker's script. */
export function isSubresource(urlPath: string, contentType: string | undefined): boolean {
  return !WORKER_SCRIPTS.includes(urlPath) && SUBRESOURCE_TYPE.test(contentType ?? '');
}

/** The headers only a document or a worker reads: the page's policy (csp.ts) and the framing rule. */
export function documentHeaders(config: RuntimeConfig): Record<string, string> {
  return { 'Content-Security-Policy': cspFor(config), 'X-Frame-Options': 'SAMEORIGIN' };
}

/**
 * The security headers of one response: the base ones, and the page's policy on anything that can be a
 * document or a worker (pages, sw.js, images, text, an answer with no type), the short one on the rest.
 */
export function securityHeaders(
  config: RuntimeConfig,
  urlPath: string,
  contentType: string | undefined,
): Record<string, string> {
  return {
    ...BASE_HEADERS,
    ...(isSubresource(urlPath, contentType) ? SUBRESOURCE_HEADERS : documentHeaders(config)),
  };
}

/** The names of every security header, whichever a response gets (the nginx recipe hides the backend's). */
export const SECURITY_HEADER_NAMES = Object.keys({ ...BASE_HEADERS, ...SUBRESOURCE_HEADERS });

export const CACHE = {
  /** Files under assets/ carry a content hash in their name: they never change. */
  immutable: 'public, max-age=31536000, immutable',
  noCache: 'no-cache',
  /** Any other file of the build (images, icons). */
  short: 'public, max-age=3600',
} as const;

/** Fixed names that must be revalidated, or a deploy would not reach returning visitors. */
export const REVALIDATED = ['index.html', 'config.js', 'sw.js'] as const;

/** Paths the contract server (or the real backend) answers; everything else is the build. */
export const API_PREFIXES = [
  '/coalition/',
  '/v3/',
  '/api/',
  '/uploads/',
  '/barcode/',
  '/__control/',
  '/__reports',
] as const;
