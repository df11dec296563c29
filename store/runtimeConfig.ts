/** config.js's settings (`window.__APP_CONFIG__`, typed in store/config.ts), or none outside a browser or without it. */
export const runtimeConfig = (): NonNullable<Window['__APP_CONFIG__']> =>
  (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};
