/**
 * Where the API is, from the runtime configuration (config.js; store/config.ts reads all of it): the
 * start script (src/start.ts) makes a first screen's request knowing only this, without the lenders'
 * identities and cost settings the whole configuration carries into every page's first script.
 */

import { configText, runtimeConfig } from './runtimeConfig';

/** The origin API calls go to; '' means the page's own (relative URLs). `API_ORIGIN` at build time is the fallback. */
export const apiOrigin = (): string => {
  const configured: unknown = runtimeConfig().apiOrigin;
  // '' is a choice (this page's origin); a value of another type (config.js is edited by hand) is not.
  return typeof configured === 'string' ? configured : (typeof process !== 'undefined' && process.env.API_ORIGIN) || '';
};

/** `{provider}` of the promotion calls. */
export const apiProvider = (): string => configText(runtimeConfig().provider, 'demo');

export const apiUrl = (path: string) => apiOrigin() + path;
