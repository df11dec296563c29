/**
 * The runtime configuration as the app reads it (store/config.ts): config.js is edited by hand on the
 * server, so each field keeps its own type; a field of another type falls back to its default instead
 * of breaking the page, and only the settings every page needs come out (the lender's are read by
 * store/lenderConfig.ts).
 */
import { getConfig } from '../../store/config';
import { gateUrl } from '../../store/navigation/urlGate';

beforeEach(() => {
  delete window.__APP_CONFIG__;
});

const setConfig = (value: Record<string, unknown>) => {
  window.__APP_CONFIG__ = value;
};

/** What the app reads without config.js. */
const DEFAULTS = {
  apiOrigin: '',
  provider: 'demo',
  urlAllowlist: [],
  appScheme: 'prestamofacil://',
};

test('without config.js: the defaults', () => {
  expect(getConfig()).toEqual(DEFAULTS);
});

test("config.js's fields of the right type are used", () => {
  const written = {
    apiOrigin: 'https://api.example.com',
    provider: 'acme',
    urlAllowlist: ['https://pay.example.com'],
    recorder: false,
    appScheme: 'acme://',
    escalation: { es: [] },
    reportUrl: '/__reports',
  };
  setConfig(written);
  expect(getConfig()).toEqual(written);
});

test('fields of another type fall back to their defaults', () => {
  setConfig({
    apiOrigin: 42,
    provider: '',
    urlAllowlist: 'https://pay.example.com',
    recorder: 'yes',
    appScheme: '',
    reportUrl: 7,
  });
  expect(getConfig()).toEqual(DEFAULTS);
});

test('an allowlist keeps only its text entries', () => {
  setConfig({ urlAllowlist: ['https://pay.example.com', 3, null, '', 'https://cdn.example.com'] });
  expect(getConfig().urlAllowlist).toEqual(['https://pay.example.com', 'https://cdn.example.com']);
});

test('the lenders and cost settings config.js carries stay out of the settings every page reads', () => {
  setConfig({ companies: { es: { legalName: 'X' } }, company: { legalName: 'Y' }, costDisclosure: {} });
  expect(getConfig()).not.toHaveProperty('companies');
  expect(getConfig()).not.toHaveProperty('company');
  expect(getConfig()).not.toHaveProperty('costDisclosure');
});

test('an allowlist set to null still lets the page open its own links (the URL check does not throw)', () => {
  setConfig({ urlAllowlist: null });
  const context = { pageUrl: 'https://app.example.org/dibbleNight', config: getConfig() };
  expect(gateUrl('/abcIs?orderId=174', context)).toBe('/abcIs?orderId=174');
  expect(gateUrl('https://pay.example.com/x', context)).toBeNull();
});
