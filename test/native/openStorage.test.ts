/**
 * The start script opens the tab's storages early (src/native/openStorage.ts): both are touched, nothing
 * is written, and a refused storage stops nothing.
 */
import { openStorage } from '../../src/native/openStorage';

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
