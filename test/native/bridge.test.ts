// iOS bridge: exact payloads to present handlers, a bounded log and no throw when the shell is absent or broken.
import {
  BRIDGE_LOG_LIMIT,
  bridge,
  clearBridgeLog,
  getBridgeLog,
  isInAppShell,
  subscribeBridgeLog,
} from '../../src/native/bridge';

type Handlers = Record<string, { postMessage: jest.Mock }>;
const win = window as unknown as { webkit?: { messageHandlers: Handlers } };

function installShell(names: string[], postMessage: () => void = () => undefined): Handlers {
  const messageHandlers: Handlers = {};
  for (const name of names) messageHandlers[name] = { postMessage: jest.fn(postMessage) };
  win.webkit = { messageHandlers };
  return messageHandlers;
}

const ALL = [
  'goTo',
  'closeWebview',
  'toHome',
  'toMine',
  'offToLogin',
  'callPhone',
  'toRate',
  'burialPointConfirm',
  'startBank',
  'endBank',
];
const failing = (): never => {
  throw new Error('native failure');
};

beforeEach(() => clearBridgeLog());
afterEach(() => {
  delete win.webkit;
});

describe('outside the app shell', () => {
  it('is not in the shell', () => {
    expect(isInAppShell()).toBe(false);
  });

  it('logs every call, undelivered, and never throws', () => {
    expect(() => {
      expect(bridge.goTo('repay', { orderId: 7 })).toBe(false);
      expect(bridge.closeWebview()).toBe(false);
      expect(bridge.callPhone('5512345678')).toBe(false);
      expect(bridge.endBank()).toBe(false);
    }).not.toThrow();
    const log = getBridgeLog();
    expect(log.map((entry) => entry.name)).toEqual(['goTo', 'closeWebview', 'callPhone', 'endBank']);
    expect(log.every((entry) => !entry.delivered)).toBe(true);
    expect(log[0].payload).toEqual({ to: 'repay', toP: { orderId: 7 } });
    expect(new Date(log[0].at).toISOString()).toBe(log[0].at);
  });

  it('treats a shell without the named handler as absent', () => {
    const handlers = installShell(['toHome']);
    expect(isInAppShell()).toBe(true);
    expect(bridge.toMine()).toBe(false);
    expect(handlers.toHome.postMessage).not.toHaveBeenCalled();
    expect(getBridgeLog()[0]).toMatchObject({ name: 'toMine', delivered: false });
  });

  it('keeps only the last 200 entries', () => {
    for (let i = 0; i < BRIDGE_LOG_LIMIT + 50; i += 1) bridge.callPhone(String(i));
    const log = getBridgeLog();
    expect(BRIDGE_LOG_LIMIT).toBe(200);
    expect(log).toHaveLength(200);
    expect(log[0].payload).toEqual({ phone: '50' });
    expect(log[199].payload).toEqual({ phone: '249' });
  });
});

describe('inside the app shell', () => {
  it('posts the exact payload of each handler and reports delivery', () => {
    const h = installShell(ALL);
    expect(bridge.goTo('loanDetail', { productId: 1 })).toBe(true);
    expect(bridge.callPhone('5512345678')).toBe(true);
    expect(bridge.burialPointConfirm(42)).toBe(true);
    expect(bridge.closeWebview()).toBe(true);
    expect(bridge.toHome()).toBe(true);
    expect(bridge.toMine()).toBe(true);
    expect(bridge.offToLogin()).toBe(true);
    expect(bridge.toRate()).toBe(true);
    expect(bridge.startBank()).toBe(true);
    expect(bridge.endBank()).toBe(true);

    expect(h.goTo.postMessage).toHaveBeenCalledWith({ to: 'loanDetail', toP: { productId: 1 } });
    expect(h.callPhone.postMessage).toHaveBeenCalledWith({ phone: '5512345678' });
    expect(h.burialPointConfirm.postMessage).toHaveBeenCalledWith({ productId: 42 });
    for (const name of ALL) expect(h[name].postMessage).toHaveBeenCalledTimes(1);
    expect(getBridgeLog().every((entry) => entry.delivered)).toBe(true);
  });

  it.each(['closeWebview', 'endBank'] as const)('%s swallows a throwing handler', (name) => {
    installShell([name], failing);
    let result: boolean | undefined;
    expect(() => {
      result = bridge[name]();
    }).not.toThrow();
    expect(result).toBe(false);
    expect(getBridgeLog()[0]).toEqual(expect.objectContaining({ name, delivered: false }));
    expect(getBridgeLog()[0].error).toBeUndefined();
  });

  it('logs the error of other throwing handlers and returns false without throwing', () => {
    installShell(ALL, failing);
    let result: boolean | undefined;
    expect(() => {
      result = bridge.callPhone('5512345678');
    }).not.toThrow();
    expect(result).toBe(false);
    expect(getBridgeLog()[0]).toMatchObject({ name: 'callPhone', delivered: false, error: 'native failure' });
    expect(bridge.goTo('x', '')).toBe(false);
    expect(bridge.startBank()).toBe(false);
  });
});

describe('log subscription', () => {
  it('notifies listeners and hands out a new snapshot only on change', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeBridgeLog(listener);
    const before = getBridgeLog();
    expect(getBridgeLog()).toBe(before);
    bridge.toHome();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getBridgeLog()).not.toBe(before);
    unsubscribe();
    bridge.toHome();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
