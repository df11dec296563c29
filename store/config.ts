/**
 * Runtime configuration: `public/config.js` sets `window.__APP_CONFIG__` before the bundle runs,
 * so an operator can point a built app at another API origin, provider or URL allowlist
 * without rebuilding. `API_ORIGIN` at build time is the fallback.
 */
export interface AppConfig {
  /** Origin the API calls go to; '' means this page's own origin (relative URLs). */
  apiOrigin: string;
  /** `{provider}` of the promotion calls. */
  provider: string;
  /** Origins (besides this page's own) that server- or query-supplied URLs may point to. */
  urlAllowlist: string[];
  /** Whether the action recorder runs (on by default in development). */
  recorder?: boolean;
  company: { name: string; phone: string; email: string; address: string; copyright: string };
  appStoreUrl: string;
  playStoreUrl: string;
  /** Scheme the native app answers to, used by "borrow again". */
  appScheme: string;
  /** Where errors, failed API calls and web vitals are sent (src/app/reporting.ts); unset: nothing is sent. */
  reportUrl?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

const defaults: AppConfig = {
  apiOrigin: (typeof process !== 'undefined' && process.env.API_ORIGIN) || '',
  provider: 'demo',
  urlAllowlist: [],
  company: {
    name: 'Préstamo Fácil S.A. de C.V.',
    phone: '800 123 4567',
    email: 'soporte@prestamofacil.example',
    address: 'Av. Reforma 222, Ciudad de México',
    copyright: '© 2026 Préstamo Fácil',
  },
  appStoreUrl: 'https://apps.apple.com/app/id0000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=example.loan',
  appScheme: 'prestamofacil://',
};

export function getConfig(): AppConfig {
  const runtime = (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};
  return { ...defaults, ...runtime, company: { ...defaults.company, ...(runtime.company ?? {}) } };
}

export const apiUrl = (path: string) => getConfig().apiOrigin + path;
