/** The bridge log is kept for the tab (sessionStorage): a new page load shows the calls made before. */
const load = () => {
  let mod!: typeof import('../../src/native/bridge');
  jest.isolateModules(() => {
    mod = jest.requireActual('../../src/native/bridge');
  });
  return mod;
};

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('a page start does not read the tab storage: the log is read when first asked for', () => {
  sessionStorage.setItem('bridgeLog', JSON.stringify([{ name: 'toHome', payload: {}, at: 'x', delivered: false }]));
  const read = jest.spyOn(Storage.prototype, 'getItem');
  const mod = load();
  expect(read).not.toHaveBeenCalled();
  expect(mod.getBridgeLog().map((e) => e.name)).toEqual(['toHome']);
  expect(read).toHaveBeenCalledWith('bridgeLog');
  // Read once: the same snapshot after, as useSyncExternalStore needs.
  expect(mod.getBridgeLog()).toBe(mod.getBridgeLog());
  expect(read).toHaveBeenCalledTimes(1);
});

test('calls made on one page are in the log of the next one, bounded, until cleared', () => {
  const first = load();
  first.bridge.callPhone('800 123 4567');
  first.bridge.toHome();
  const next = load();
  expect(next.getBridgeLog().map((e) => e.name)).toEqual(['callPhone', 'toHome']);
  for (let i = 0; i < next.BRIDGE_LOG_LIMIT + 5; i += 1) next.bridge.toRate();
  expect(load().getBridgeLog()).toHaveLength(next.BRIDGE_LOG_LIMIT);
  next.clearBridgeLog();
  expect(load().getBridgeLog()).toEqual([]);
});

test('junk in the tab storage gives an empty log', () => {
  sessionStorage.setItem('bridgeLog', '{oops');
  expect(load().getBridgeLog()).toEqual([]);
  sessionStorage.setItem('bridgeLog', '{"a":1}');
  expect(load().getBridgeLog()).toEqual([]);
});
