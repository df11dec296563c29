/**
 * The start script opens the tab's storages early (src/native/openStorage.ts), in a task after its own:
 * both are touched, nothing is written, and a refused storage stops nothing.
 */
import { openStorage } from '../../src/native/openStorage';
import { runStartScript } from '../support/startScript';

test('opens both storages and writes nothing', () => {
  const touched: string[] = [];
  const storage = (name: string) =>
    ({
      get length() {
        touched.push(name);
        return 0;
      },
      setItem: () => {
        throw new Error('nothing is written');
      },
    }) as unknown as Storage;
  openStorage({ sessionStorage: storage('session'), localStorage: storage('local') });
  expect(touched).toEqual(['session', 'local']);
});

test('a refused storage (private mode) stops neither the other nor the page', () => {
  const touched: string[] = [];
  const win = {
    get sessionStorage(): Storage {
      throw new DOMException('denied', 'SecurityError');
    },
    localStorage: {
      get length() {
        touched.push('local');
        return 0;
      },
    } as unknown as Storage,
  };
  expect(() => openStorage(win)).not.toThrow();
  expect(touched).toEqual(['local']);
});

test('the start script opens them in a task after its own, not in its own task', () => {
  jest.useFakeTimers();
  const length = jest.spyOn(Storage.prototype, 'length', 'get');
  try {
    // A page with no first request: the start script's own work touches no storage.
    runStartScript('/About');
    expect(length).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(length).toHaveBeenCalledTimes(2);
  } finally {
    length.mockRestore();
    jest.useRealTimers();
  }
});
