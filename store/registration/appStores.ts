/**
 * The app's store listings on the download page, per market: each market's app (Dinero Ágil, Agil
 * Credit) is a listing of its own, so an Indian visitor is not sent to the Mexican app. config.js may
 * set `appStoreUrl` / `playStoreUrl` as one URL for every market or as `{ en, es }`; a missing or
 * wrong value falls back to the market's. Read by the download page only, so none of it is on a
 * borrower page's first load.
 */
import type { IdentityMarket } from '../identity';
import { configText, runtimeConfig } from '../runtimeConfig';

export interface AppStores {
  appStoreUrl: string;
  playStoreUrl: string;
}

/** Invented listings, like the companies of store/identity.ts. */
const DEFAULT_STORES: Readonly<Record<IdentityMarket, AppStores>> = {
  es: {
    appStoreUrl: 'https://apps.apple.com/mx/app/id0000000000',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=mx.dineroagil.app',
  },
  en: {
    appStoreUrl: 'https://apps.apple.com/in/app/id0000000001',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=in.agilcredit.app',
  },
};

/** One URL for every market, or the market's entry of `{ en, es }`. */
const forMarket = (value: unknown, market: IdentityMarket): unknown =>
  value && typeof value === 'object' ? (value as Partial<Record<IdentityMarket, unknown>>)[market] : value;

export function appStoresFor(market: IdentityMarket): AppStores {
  const raw: Record<string, unknown> = runtimeConfig();
  const fallback = DEFAULT_STORES[market];
  return {
    appStoreUrl: configText(forMarket(raw.appStoreUrl, market), fallback.appStoreUrl),
    playStoreUrl: configText(forMarket(raw.playStoreUrl, market), fallback.playStoreUrl),
  };
}
