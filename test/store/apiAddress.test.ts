/**
 * Where the API is (store/apiAddress.ts), read by the start script without the rest of the runtime
 * configuration: config.js's origin and provider when it names them, the page's own origin and 'demo'
 * otherwise, and always the same answer as the whole configuration's.
 */
import { apiOrigin, apiProvider, apiUrl } from '../../store/apiAddress';
import { getConfig } from '../../store/config';
import { promotionUrl } from '../../store/api/promotionClient';

afterEach(() => {
  delete window.__APP_CONFIG__;
});

test("without config.js the calls go to the page's own origin and the demo provider", () => {
  expect(apiUrl('/coalition/problem-list')).toBe('/coalition/problem-list');
  expect(promotionUrl('promotion/get-sid')).toBe('/api/v2/demo/promotion/get-sid');
  expect(getConfig()).toMatchObject({ apiOrigin: apiOrigin(), provider: apiProvider() });
});

test("config.js's origin and provider are used, and the whole configuration says the same", () => {
  window.__APP_CONFIG__ = { apiOrigin: 'https://api.example.com', provider: 'acme' };
  expect(apiUrl('/v3/loan-details/loan-details')).toBe('https://api.example.com/v3/loan-details/loan-details');
  expect(promotionUrl('promotion/get-sid')).toBe('https://api.example.com/api/v2/acme/promotion/get-sid');
  expect(getConfig()).toMatchObject({ apiOrigin: 'https://api.example.com', provider: 'acme' });
});

test('an origin or provider config.js leaves out (or sets to nothing) falls back instead of naming "undefined"', () => {
  window.__APP_CONFIG__ = { apiOrigin: undefined, provider: undefined };
  expect(apiUrl('/x')).toBe('/x');
  expect(promotionUrl('y')).toBe('/api/v2/demo/y');
  expect(getConfig()).toMatchObject({ apiOrigin: '', provider: 'demo' });
});
