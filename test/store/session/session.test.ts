/** The page query enters once as `session/started`; market, headers and params are derived from it. */
import { makeStore } from '../../../store';
import { queryFromLocation, readSessionStart } from '../../../store/session/readQuery';
import { selectMarket, selectPrivacyLanguage } from '../../../store/session/selectors';
import { sessionStarted } from '../../../store/session/slice';
import { clientTypeFromUserAgent, detectInAppBrowser } from '../../../src/native/inAppBrowser';
import { fakeEffects } from '../../support/effects';

const start = (search: string, ua = 'Mozilla/5.0 (Linux; Android 13)') => {
  const store = makeStore({ effects: fakeEffects() });
  store.dispatch(
    sessionStarted(readSessionStart({ search, hash: '' }, ua, detectInAppBrowser, clientTypeFromUserAgent)),
  );
  return store;
};

test('common session params, product, order and client headers are read from the query', () => {
  const s = start(
    '?deviceId=d&appVersion=2&userId=u&sessionId=s&clientType=ios&merchantNumber=9&mobilePhone=138&productId=1&orderId=174&crp_phe=c&swift=w',
  ).getState().session;
  expect(s.params).toEqual({
    deviceId: 'd',
    appVersion: '2',
    userId: 'u',
    sessionId: 's',
    clientType: 'ios',
    merchantNumber: '9',
    mobilePhone: '138',
  });
  expect(s.productId).toBe('1');
  expect(s.orderId).toBe('174');
  expect(s.jsonHeaders).toEqual({ crp_phe: 'c', dearest: '', showy: '', dearer: '', language: '' });
  expect(s.formHeaders).toEqual({ swift: 'w', eyes: '' });
});

test.each([
  ['?need-pop=1', 'en'],
  ['?need-pop=2', 'es'],
  ['', 'es'],
  ['?need-pop=7', 'es'],
])('need-pop %p selects the %s pack', (search, market) => {
  expect(selectMarket(start(search).getState())).toBe(market);
});

test.each([
  ['?languageType=1', 'en'],
  ['?languageType=2', 'es'],
  ['', 'es'],
])('languageType %p gives the %s privacy notice', (search, lang) => {
  expect(selectPrivacyLanguage(start(search).getState())).toBe(lang);
});

test('the in-app browser and the client type come from the user agent', () => {
  const wa =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WhatsApp/2.23.20.0';
  const s = start('', wa).getState().session;
  expect(s.inAppBrowser).toBe('whatsapp');
  expect(s.clientType).toBe('ios');
});

test('the query inside a hash route is read too', () => {
  expect(queryFromLocation({ search: '', hash: '#/downloadTemplate?app_from=a&id=3' })).toEqual({
    app_from: 'a',
    id: '3',
  });
});
