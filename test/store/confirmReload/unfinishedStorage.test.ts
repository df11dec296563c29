import {
  MAX_UNFINISHED,
  UNFINISHED_KEY,
  UNFINISHED_TTL_MS,
  forgetUnfinished,
  parseUnfinished,
  rememberUnfinished,
  unfinishedKey,
} from '../../../store/confirmReload/unfinishedStorage';
import { fakeEffects } from '../../support/effects';

const NOW = 1_700_000_000_000;
const push = (productId = '1', amount = '300000') => ({ amount, periods: '91', termUnit: '1', productId });

function storage() {
  const { storage: s, stored } = fakeEffects();
  return { s, stored };
}

describe('unfinished loan applications in storage', () => {
  test('a remembered application is found again for the same borrower and figures only', () => {
    const { s } = storage();
    rememberUnfinished(s, '42', { payload: push(), key: 'key-1' }, NOW);
    expect(unfinishedKey(s, '42', push(), NOW + 60_000)).toBe('key-1');
    expect(unfinishedKey(s, '77', push(), NOW)).toBeNull();
    expect(unfinishedKey(s, '42', push('1', '200000'), NOW)).toBeNull();
    expect(unfinishedKey(s, '42', { ...push(), periods: '30' }, NOW)).toBeNull();
    expect(unfinishedKey(s, '42', push('2'), NOW)).toBeNull();
  });

  test('it lasts a day: found at the day, gone 1 ms after; a clock set far back reads nothing', () => {
    const { s } = storage();
    rememberUnfinished(s, '42', { payload: push(), key: 'key-1' }, NOW);
    expect(unfinishedKey(s, '42', push(), NOW + UNFINISHED_TTL_MS)).toBe('key-1');
    expect(unfinishedKey(s, '42', push(), NOW + UNFINISHED_TTL_MS + 1)).toBeNull();
    expect(unfinishedKey(s, '42', push(), NOW - 60_000)).toBe('key-1');
    expect(unfinishedKey(s, '42', push(), NOW - 24 * 60 * 60 * 1000)).toBeNull();
    expect(UNFINISHED_TTL_MS).toBe(24 * 60 * 60 * 1000);
  });

  test('one entry per borrower and product: new figures replace the old application', () => {
    const { s, stored } = storage();
    rememberUnfinished(s, '42', { payload: push(), key: 'key-1' }, NOW);
    rememberUnfinished(s, '42', { payload: push('1', '200000'), key: 'key-2' }, NOW + 1);
    expect(unfinishedKey(s, '42', push(), NOW + 2)).toBeNull();
    expect(unfinishedKey(s, '42', push('1', '200000'), NOW + 2)).toBe('key-2');
    expect(JSON.parse(stored.get(UNFINISHED_KEY)!)).toHaveLength(1);
  });

  test(`at most ${MAX_UNFINISHED} entries, the newest first: the oldest goes`, () => {
    const { s, stored } = storage();
    for (let i = 0; i <= MAX_UNFINISHED; i += 1)
      rememberUnfinished(s, '42', { payload: push(String(i)), key: `key-${i}` }, NOW + i);
    const kept = JSON.parse(stored.get(UNFINISHED_KEY)!) as { key: string }[];
    expect(kept.map((e) => e.key)).toEqual(['key-5', 'key-4', 'key-3', 'key-2', 'key-1']);
    expect(unfinishedKey(s, '42', push('0'), NOW + 10)).toBeNull();
  });

  test('forgetting one product keeps the others, and the last one forgotten removes the key', () => {
    const { s, stored } = storage();
    rememberUnfinished(s, '42', { payload: push('1'), key: 'key-1' }, NOW);
    rememberUnfinished(s, '42', { payload: push('2'), key: 'key-2' }, NOW);
    rememberUnfinished(s, '77', { payload: push('1'), key: 'key-3' }, NOW);
    forgetUnfinished(s, '42', '1', NOW);
    expect(unfinishedKey(s, '42', push('1'), NOW)).toBeNull();
    expect(unfinishedKey(s, '42', push('2'), NOW)).toBe('key-2');
    expect(unfinishedKey(s, '77', push('1'), NOW)).toBe('key-3');
    forgetUnfinished(s, '42', '2', NOW);
    forgetUnfinished(s, '77', '1', NOW);
    expect(stored.has(UNFINISHED_KEY)).toBe(false);
  });

  test.each([
    ['not JSON', '{'],
    ['not a list', '{"userId":"42"}'],
    ['a list of junk', '[null, 3, "x", {"userId": 42}]'],
    ['figures of the wrong type', JSON.stringify([{ userId: '42', savedAt: NOW, key: 'k', payload: { amount: 3 } }])],
    ['no key', JSON.stringify([{ userId: '42', savedAt: NOW, key: '', payload: push() }])],
    ['a time that is not a number', JSON.stringify([{ userId: '42', savedAt: 'now', key: 'k', payload: push() }])],
  ])('junk in storage (%s) reads as nothing, and a new entry replaces it', (_what, raw) => {
    const { s, stored } = storage();
    stored.set(UNFINISHED_KEY, raw);
    expect(parseUnfinished(raw, NOW)).toEqual([]);
    expect(unfinishedKey(s, '42', push(), NOW)).toBeNull();
    rememberUnfinished(s, '42', { payload: push(), key: 'key-1' }, NOW);
    expect(unfinishedKey(s, '42', push(), NOW)).toBe('key-1');
    expect(JSON.parse(stored.get(UNFINISHED_KEY)!)).toHaveLength(1);
  });

  test('only the figures and the key are stored with the borrower and the time, nothing else', () => {
    const { s, stored } = storage();
    const payload = { ...push(), extra: 'x' } as ReturnType<typeof push>;
    rememberUnfinished(s, '42', { payload, key: 'key-1' }, NOW);
    expect(JSON.parse(stored.get(UNFINISHED_KEY)!)).toEqual([
      { userId: '42', savedAt: NOW, key: 'key-1', payload: push() },
    ]);
  });
});
