/**
 * Runtime configuration: `public/config.js` sets `window.__APP_CONFIG__` before the bundle runs,
 * so an operator can point a built app at another API origin, provider or URL allowlist
 * without rebuilding. `API_ORIGIN` at build time is the fallback.
 */
import { apiOrigin, apiProvider } from './apiAddress';
import type { CompanyIdentity, IdentityMarket } from './identity';
import { configText, runtimeConfig } from './runtimeConfig';

export interface AppConfig {
  /** Origin the API calls go to; '' means this page's own origin (relative URLs). */
  apiOrigin: string;
  /** `{provider}` of the promotion calls. */
  provider: string;
  /** Origins (besides this page's own) that server- or query-supplied URLs may point to. */
  urlAllowlist: string[];
  /** Whether the action recorder runs (on by default in development). */
  recorder?: boolean;
  /** Scheme the native app answers to, used by "borrow again". */
  appScheme: string;
  /** Escalation contacts per market (`{ en: [...], es: [...] }`), read with `escalationContacts` (store/escalation.ts). */
  escalation?: unknown;
  /** Where errors, failed API calls and web vitals are sent (src/app/reporting.ts); unset: nothing is sent. */
  reportUrl?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig> & {
      /** The lender per market over store/identity.ts's (read with store/lenderConfig.ts's `companyFor`). */
      companies?: Partial<Record<IdentityMarket, Partial<CompanyIdentity>>>;
      /** One override for every market (older shape of config.js), applied over `companies`. */
      company?: Partial<CompanyIdentity>;
      /** The cost sheet's grievance officer and cooling-off periods (store/lenderConfig.ts); fields override one by one. */
      costDisclosure?: unknown;
      /** The download page's store listings, one URL or `{ en, es }` (store/registration/appStores.ts). */
      appStoreUrl?: unknown;
      playStoreUrl?: unknown;
    };
  }
}

const defaults: Omit<AppConfig, 'apiOrigin' | 'provider'> = {
  urlAllowlist: [],
  appScheme: 'prestamofacil://',
};

/**
 * The settings every page may need, each of its own type. The lender's (each market's company, the
 * cost sheet's contacts) are read with store/lenderConfig.ts by the screens that show them.
 */
export function getConfig(): AppConfig {
  const raw: Record<string, unknown> = runtimeConfig();
  const reportUrl = configText(raw.reportUrl, '');
  // A field of the wrong type falls back to its default (an allowlist set to null made every URL check throw).
  return {
    apiOrigin: apiOrigin(),
    provider: apiProvider(),
    urlAllowlist: Array.isArray(raw.urlAllowlist)
      ? raw.urlAllowlist.filter((origin): origin is string => typeof origin === 'string' && origin !== '')
      : defaults.urlAllowlist,
    ...(typeof raw.recorder === 'boolean' ? { recorder: raw.recorder } : {}),
    appScheme: configText(raw.appScheme, defaults.appScheme),
    // Read field by field by store/escalation.ts.
    ...(raw.escalation !== undefined ? { escalation: raw.escalation } : {}),
    ...(reportUrl ? { reportUrl } : {}),
  };
}
