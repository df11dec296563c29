/**
 * The download page's store listings: each market's own app by default; config.js may name one URL
 * for every market or one per market, and a value of the wrong type falls back to the market's.
 */
import { appStoresFor } from '../../../store/registration';

afterEach(() => {
  delete window.__APP_CONFIG__;
});

test("without config.js each market has its own app's listings", () => {
  expect(appStoresFor('es').playStoreUrl).toBe('https://play.google.com/store/apps/details?id=mx.dineroagil.app');
  expect(appStoresFor('en').playStoreUrl).toBe('https://play.google.com/store/apps/details?id=in.agilcredit.app');
  expect(appStoresFor('en').appStoreUrl).not.toBe(appStoresFor('es').appStoreUrl);
});

test('one URL in config.js serves every market', () => {
  window.__APP_CONFIG__ = { appStoreUrl: 'https://apps.apple.com/app/id42', playStoreUrl: 'https://play.google.com/x' };
  for (const market of ['en', 'es'] as const) {
    expect(appStoresFor(market)).toEqual({
      appStoreUrl: 'https://apps.apple.com/app/id42',
      playStoreUrl: 'https://play.google.com/x',
    });
  }
});

test('a URL per market; a missing market or a value of another type falls back to that market', () => {
  window.__APP_CONFIG__ = {
    appStoreUrl: { en: 'https://apps.apple.com/in/app/id7' },
    playStoreUrl: { en: 42, es: 'https://play.google.com/mx' },
  };
  expect(appStoresFor('en')).toEqual({
    appStoreUrl: 'https://apps.apple.com/in/app/id7',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=in.agilcredit.app',
  });
  expect(appStoresFor('es')).toEqual({
    appStoreUrl: 'https://apps.apple.com/mx/app/id0000000000',
    playStoreUrl: 'https://play.google.com/mx',
  });
  window.__APP_CONFIG__ = { appStoreUrl: null, playStoreUrl: ['x'] };
  expect(appStoresFor('es').playStoreUrl).toBe('https://play.google.com/store/apps/details?id=mx.dineroagil.app');
});
