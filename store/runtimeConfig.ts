/** config.js's settings (`window.__APP_CONFIG__`, typed in store/config.ts), or none outside a browser or without it. */
export const runtimeConfig = (): NonNullable<Window['__APP_CONFIG__']> =>
  (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};

/**
 * A text field of config.js, or `fallback` when it is empty or of another type: the file is edited by
 * hand on the server, and a wrong value falls back instead of breaking the page.
 */
export const configText = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;
