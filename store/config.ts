/**
 * Runtime configuration: `public/config.js` sets `window.__APP_CONFIG__` before the bundle runs,
 * so an operator can point a built app at another API origin, provider or URL allowlist
 * without rebuilding. `API_ORIGIN` at build time is the fallback.
 */
import { DEFAULT_COMPANIES, companyOf, type CompanyIdentity, type IdentityMarket } from './identity';
import { costDisclosureConfigOf, type CostDisclosureConfig } from './cost/config';

export interface AppConfig {
  /** Origin the API calls go to; '' means this page's own origin (relative URLs). */
  apiOrigin: string;
  /** `{provider}` of the promotion calls. */
  provider: string;
  /** Origins (besides this page's own) that server- or query-supplied URLs may point to. */
  urlAllowlist: string[];
  /** Whether the action recorder runs (on by default in development). */
  recorder?: boolean;
  /** The lender per market (store/identity.ts), overrides applied; read it with `companyFor(market)`. */
  companies: Record<IdentityMarket, CompanyIdentity>;
  appStoreUrl: string;
  playStoreUrl: string;
  /** Scheme the native app answers to, used by "borrow again". */
  appScheme: string;
  /** Escalation contacts per market (`{ en: [...], es: [...] }`), read with `escalationContacts` (store/escalation.ts). */
  escalation?: unknown;
  /** Where errors, failed API calls and web vitals are sent (src/app/reporting.ts); unset: nothing is sent. */
  reportUrl?: string;
  /** The cost sheet's grievance officer and cooling-off periods (store/cost/config.ts); fields override one by one. */
  costDisclosure: CostDisclosureConfig;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<Omit<AppConfig, 'companies'>> & {
      companies?: Partial<Record<IdentityMarket, Partial<CompanyIdentity>>>;
      /** One override for every market (older shape of config.js), applied over `companies`. */
      company?: Partial<CompanyIdentity>;
    };
  }
}

const defaults: AppConfig = {
  apiOrigin: (typeof process !== 'undefined' && process.env.API_ORIGIN) || '',
  provider: 'demo',
  urlAllowlist: [],
  companies: { ...DEFAULT_COMPANIES },
  appStoreUrl: 'https://apps.apple.com/app/id0000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=mx.dineroagil.app',
  appScheme: 'prestamofacil://',
  costDisclosure: costDisclosureConfigOf(undefined),
};

export function getConfig(): AppConfig {
  const runtime = (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};
  // Each market's company: the default, then config.js's `companies[market]`, then its `company`.
  return {
    ...defaults,
    ...runtime,
    companies: { en: companyOf(runtime, 'en'), es: companyOf(runtime, 'es') },
    costDisclosure: costDisclosureConfigOf(runtime.costDisclosure),
  };
}

/** The company the page names in a market. */
export const companyFor = (market: IdentityMarket): CompanyIdentity => getConfig().companies[market];

export const apiUrl = (path: string) => getConfig().apiOrigin + path;
