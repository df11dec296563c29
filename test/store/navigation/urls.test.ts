/** The one builder of in-app URLs and the session carrying onto server-given URLs. */
import { inAppUrl, selectCarriedQuery, withCarried } from '../../../store/navigation';
import { rootReducer } from '../../../store/reducer';
import { sessionStarted } from '../../../store/session/slice';

const stateWith = (query: Record<string, string>) =>
  rootReducer(undefined, sessionStarted({ query, inAppBrowser: null, clientType: 'android' }));

test('the carried query is the session part of the start-up query', () => {
  const carried = selectCarriedQuery(
    stateWith({
      sessionId: 's',
      'need-pop': '1',
      crp_phe: 'p',
      orderId: '1',
      productId: '2',
      problemId: '3',
      from: 'x',
    }),
  );
  expect(carried).toEqual({ sessionId: 's', 'need-pop': '1', crp_phe: 'p' });
});

test('inAppUrl: carried session first, then the page parameters; empty ones are left out', () => {
  expect(inAppUrl('/abcIs', { sessionId: 's', 'need-pop': '1' }, { orderId: 21, productId: '', x: undefined })).toBe(
    '/abcIs?sessionId=s&need-pop=1&orderId=21',
  );
  expect(inAppUrl('/friendsIts', {})).toBe('/friendsIts');
  // A page parameter wins over a carried one of the same name.
  expect(inAppUrl('/a', { languageType: '1' }, { languageType: '2' })).toBe('/a?languageType=2');
});

test('withCarried keeps the server URL as written and appends only the missing session keys', () => {
  expect(withCarried('/abcIs?orderId=21&x=a%20b#top', { sessionId: 's', orderId: '9', empty: '' })).toBe(
    '/abcIs?orderId=21&x=a%20b&sessionId=s#top',
  );
  expect(withCarried('/abcIs', { sessionId: 's' })).toBe('/abcIs?sessionId=s');
  expect(withCarried('/abcIs?', { sessionId: 's' })).toBe('/abcIs?sessionId=s');
  expect(withCarried('/abcIs?a=1', {})).toBe('/abcIs?a=1');
});

test('the carried query is the same object while the session query is, so screens do not re-render', () => {
  const a = stateWith({ sessionId: 's' });
  expect(selectCarriedQuery(a)).toBe(selectCarriedQuery(a));
  const b = stateWith({ sessionId: 't' });
  expect(selectCarriedQuery(b)).toEqual({ sessionId: 't' });
  expect(selectCarriedQuery(b)).toBe(selectCarriedQuery(b));
});
