/**
 * The response headers of the deployed app, in one place: the bundled server (server/app.ts) sets
 * them, and the nginx recipe (server/nginxConf.ts, `npm run nginx:conf`) writes the same values, so
 * the two cannot drift.
 */
import { cspFor } from './csp';
import type { RuntimeConfig } from './runtimeConfig';

/** Every security header of every response; the CSP comes from config.js (see csp.ts). */
export function securityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': cspFor(config),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

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
