/** @jest-environment node */
/**
 * Which policy a response gets (server/headers.ts): the page's on anything that can become a document
 * or a worker, the short one on scripts, stylesheets and JSON, which never do.
 */
import { SUBRESOURCE_CSP, documentHeaders, isSubresource, securityHeaders } from '../../server/headers';

test.each([
  ['/assets/main.1a2b3c4d.js', 'text/javascript; charset=UTF-8'],
  ['/config.js', 'application/javascript'],
  ['/assets/d0577ec0.css', 'text/css'],
  ['/coalition/product-list', 'application/json'],
  ['/v3/loan-confirm/loan-detail-confirm', 'Application/JSON; charset=utf-8'],
])('%s (%s) is a subresource', (urlPath, type) => {
  expect(isSubresource(urlPath, type)).toBe(true);
  expect(securityHeaders({}, urlPath, type)).toEqual({
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': SUBRESOURCE_CSP,
    'X-Frame-Options': 'DENY',
  });
});

test.each([
  ['a page', '/kimJuly', 'text/html; charset=UTF-8'],
  ['the service worker, although it is a script', '/sw.js', 'text/javascript; charset=UTF-8'],
  ['an image that can hold a script', '/barcode/123.svg', 'image/svg+xml'],
  ['plain text', '/nothing.js', 'text/plain; charset=utf-8'],
  ['an answer with no type', '/api/x', undefined],
  ['a type that only starts like a script', '/x', 'text/javascriptx'],
  ['a JSON-like type of another kind', '/x', 'application/json-patch+json'],
])("%s gets the page's policy", (_what, urlPath, type) => {
  expect(isSubresource(urlPath, type)).toBe(false);
  const config = { apiOrigin: 'https://api.example.com' };
  expect(securityHeaders(config, urlPath, type)).toEqual({
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    ...documentHeaders(config),
  });
  expect(documentHeaders(config)['Content-Security-Policy']).toContain("connect-src 'self' https://api.example.com");
});
