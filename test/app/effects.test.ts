/** The app's real effects: routes through the router, shell calls through the bridge, storage that never throws. */
import { makeAppEffects } from '../../src/app/effects';
import { clearBridgeLog, getBridgeLog } from '../../src/native/bridge';

const router = { navigate: jest.fn() };
const effects = makeAppEffects(
  () => 'en',
  () => router.navigate,
);

beforeEach(() => {
  router.navigate.mockReset();
  clearBridgeLog();
});

test('an approved in-app route goes through the router, keeping replace', () => {
  effects.navigate({ kind: 'route', path: '/abcIs?orderId=1', replace: true });
  expect(router.navigate).toHaveBeenCalledWith('/abcIs?orderId=1', { replace: true });
});

test('a native call reaches the bridge with its payload', () => {
  effects.callNative('callPhone', { phone: '800' });
  effects.callNative('closeWebview');
  expect(getBridgeLog().map(({ name, payload }) => ({ name, payload }))).toEqual([
    { name: 'callPhone', payload: { phone: '800' } },
    { name: 'closeWebview', payload: {} },
  ]);
});

test('storage that refuses writes loses the value quietly', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  expect(() => effects.storage.setItem('k', 'v')).not.toThrow();
  expect(effects.storage.getItem('k')).toBeNull();
  setItem.mockRestore();
  effects.storage.setItem('k', 'v');
  expect(effects.storage.getItem('k')).toBe('v');
  effects.storage.removeItem('k');
  expect(effects.storage.getItem('k')).toBeNull();
});

test('a conversion reaches both ad pixels when the page has them, and nothing breaks without them', () => {
  const w = window as unknown as { fbq?: jest.Mock; gtag?: jest.Mock };
  expect(() => effects.reportConversion('AW-123')).not.toThrow();
  w.fbq = jest.fn();
  w.gtag = jest.fn();
  try {
    effects.reportConversion('AW-123');
    expect(w.fbq).toHaveBeenCalledWith('track', 'CompleteRegistration');
    expect(w.gtag).toHaveBeenCalledWith('event', 'conversion', { send_to: 'AW-123' });
  } finally {
    delete w.fbq;
    delete w.gtag;
  }
});
