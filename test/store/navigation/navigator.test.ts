/**
 * The navigator: every page change is one `navigation/requested` event, gated, carried and performed
 * in one place; a refused URL is said to the user and announced to the machine that asked.
 */
import { makeStore } from '../../../store';
import { navigationRefused, navigationRequested } from '../../../store/navigation';
import { sessionStarted } from '../../../store/session/slice';
import { fakeEffects, type FakeEffects } from '../../support/effects';

const ENGLISH_SESSION = {
  'need-pop': '1',
  sessionId: 's1',
  userId: 'u1',
  crp_phe: 'p',
  dearest: 'd',
  showy: 'w',
  swift: 'sw',
  orderId: '170',
  from: 'app',
};

function start(query: Record<string, string> = ENGLISH_SESSION) {
  const effects: FakeEffects = fakeEffects();
  const seen: string[] = [];
  const store = makeStore({
    effects,
    middleware: [() => (next) => (action) => (seen.push((action as { type: string }).type), next(action))],
  });
  store.dispatch(sessionStarted({ query, inAppBrowser: null, clientType: 'ios' }));
  return { store, effects, seen };
}

test('a relative server URL opens in the app with the session, need-pop and client headers it lacks', () => {
  const { store, effects } = start();
  store.dispatch(navigationRequested({ url: '/abcIs?orderId=21&productId=1&from=confirm', replace: true }));
  expect(effects.navigations).toHaveLength(1);
  const [nav] = effects.navigations;
  expect(nav).toMatchObject({ kind: 'route', replace: true });
  const url = new URL(nav.kind === 'route' ? nav.path : '', 'http://localhost');
  expect(url.pathname).toBe('/abcIs');
  // The server's own parameters stay as written; page-only keys of the start page do not travel.
  expect(url.searchParams.get('orderId')).toBe('21');
  expect(url.searchParams.get('from')).toBe('confirm');
  expect(url.searchParams.getAll('orderId')).toHaveLength(1);
  for (const key of ['need-pop', 'sessionId', 'userId', 'crp_phe', 'dearest', 'showy', 'swift']) {
    expect(url.searchParams.get(key)).toBe(ENGLISH_SESSION[key as keyof typeof ENGLISH_SESSION]);
  }
});

test("an absolute URL of the page's own origin is carried like a relative one (no session lost)", () => {
  const { store, effects } = start();
  store.dispatch(navigationRequested({ url: 'http://localhost/abcIs?orderId=21&productId=1&from=confirm' }));
  expect(effects.navigations).toHaveLength(1);
  const [nav] = effects.navigations;
  expect(nav.kind).toBe('route');
  const url = new URL(nav.kind === 'route' ? nav.path : '', 'http://localhost');
  expect(url.pathname).toBe('/abcIs');
  expect(url.searchParams.get('orderId')).toBe('21');
  for (const key of ['need-pop', 'sessionId', 'userId', 'crp_phe', 'dearest', 'showy', 'swift']) {
    expect(url.searchParams.get(key)).toBe(ENGLISH_SESSION[key as keyof typeof ENGLISH_SESSION]);
  }
});

test('a parameter the URL names itself is not overwritten by the session', () => {
  const { store, effects } = start();
  store.dispatch(navigationRequested({ url: '/abcIs?need-pop=2&orderId=9' }));
  const [nav] = effects.navigations;
  const url = new URL(nav.kind === 'route' ? nav.path : '', 'http://localhost');
  expect(url.searchParams.get('need-pop')).toBe('2');
  expect(url.searchParams.get('sessionId')).toBe('s1');
});

test('an allowlisted page of another origin is left as the server wrote it', () => {
  const { store, effects } = start();
  store.dispatch(navigationRequested({ url: 'http://localhost:9/x' }));
  store.dispatch(navigationRequested({ url: 'https://evil.example/x' }));
  window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, urlAllowlist: ['https://pay.example.com'] };
  store.dispatch(navigationRequested({ url: 'https://pay.example.com/huichao?order=1' }));
  expect(effects.navigations).toEqual([
    { kind: 'external', href: 'https://pay.example.com/huichao?order=1', replace: false },
  ]);
  window.__APP_CONFIG__ = { provider: 'demo', urlAllowlist: ['http://localhost'] };
});

test.each([
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/phish',
  'https://pay.example.com@evil.example/x',
  '',
])('%p is refused: the user is told, the requester hears it, nothing opens', (url) => {
  const { store, effects, seen } = start();
  store.dispatch(navigationRequested({ url, source: 'repay/onlinePay' }));
  expect(effects.navigations).toEqual([]);
  expect(effects.notices).toEqual([{ code: 'linkRefused', tone: 'info' }]);
  expect(seen).toContain(navigationRefused.type);
});

test("the app's own scheme opens only when the request allows schemes", () => {
  const { store, effects } = start();
  store.dispatch(navigationRequested({ url: 'prestamofacil://borrow' }));
  expect(effects.navigations).toEqual([]);
  store.dispatch(navigationRequested({ url: 'prestamofacil://borrow', allowSchemes: true }));
  expect(effects.navigations).toEqual([{ kind: 'external', href: 'prestamofacil://borrow', replace: false }]);
});
