/**
 * The short stored lists (unfinished loan applications, unsettled card payments): newest first, at
 * most `max`, none older than `maxAgeMs`, a clock set back a little tolerated, junk read as none and
 * dropped at the next write, the key removed when the last entry goes.
 */
import { dropEntries, listWith, parseList, readList, storeEntry, type StoredList } from '../../store/storedList';
import { fakeEffects } from '../support/effects';

interface Entry {
  id: string;
  at: number;
}
const NOW = 1_700_000_000_000;
const HOUR = 60 * 60 * 1000;
const LIST: StoredList<Entry> = {
  key: 'test:list',
  max: 3,
  maxAgeMs: HOUR,
  parse: (v) => {
    const { id, at } = (v ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && id && typeof at === 'number' ? { id, at } : null;
  },
  writtenAt: (e) => e.at,
};
const same = (e: Entry) => (old: Entry) => old.id === e.id;
const ids = (entries: Entry[]) => entries.map((e) => e.id);

test('an entry is young until maxAgeMs has passed; one up to 10 minutes ahead of the clock is kept, further is junk', () => {
  const raw = (at: number) => JSON.stringify([{ id: 'a', at }]);
  expect(ids(parseList(LIST, raw(NOW - HOUR), NOW))).toEqual(['a']);
  expect(parseList(LIST, raw(NOW - HOUR - 1), NOW)).toEqual([]);
  expect(ids(parseList(LIST, raw(NOW + 10 * 60 * 1000), NOW))).toEqual(['a']);
  expect(parseList(LIST, raw(NOW + 10 * 60 * 1000 + 1), NOW)).toEqual([]);
});

test.each([
  ['nothing', null],
  ['not JSON', '[{'],
  ['not a list', '{"id":"a","at":1}'],
  ['too long to be ours', JSON.stringify([{ id: 'a', at: NOW }, 'x'.repeat(8_000)])],
])('%s reads as none', (_what, raw) => {
  expect(parseList(LIST, raw, NOW)).toEqual([]);
});

test('junk items are skipped, the well-formed ones kept, only the fields parse keeps', () => {
  const raw = JSON.stringify([null, 'x', { id: '' }, { id: 'a', at: NOW, extra: 1 }]);
  expect(parseList(LIST, raw, NOW)).toEqual([{ id: 'a', at: NOW }]);
});

test('a stored entry goes first, replaces its own, and the oldest go past max', () => {
  const { storage, stored } = fakeEffects();
  for (const id of ['a', 'b', 'c']) storeEntry(storage, LIST, { id, at: NOW }, NOW, same({ id, at: NOW }));
  storeEntry(storage, LIST, { id: 'a', at: NOW + 1 }, NOW + 1, same({ id: 'a', at: 0 }));
  expect(ids(readList(storage, LIST, NOW + 1))).toEqual(['a', 'c', 'b']);
  storeEntry(storage, LIST, { id: 'd', at: NOW + 2 }, NOW + 2, same({ id: 'd', at: 0 }));
  expect(ids(readList(storage, LIST, NOW + 2))).toEqual(['d', 'a', 'c']);
  expect(JSON.parse(stored.get(LIST.key)!)).toHaveLength(3);
});

test('an entry that is not one to keep (junk, or already old) is not written', () => {
  expect(listWith(LIST, null, { id: '', at: NOW }, NOW, () => false)).toBeNull();
  expect(listWith(LIST, null, { id: 'a', at: NOW - HOUR - 1 }, NOW, () => false)).toBeNull();
  const { storage, stored } = fakeEffects();
  storeEntry(storage, LIST, { id: '', at: NOW }, NOW, () => false);
  expect(stored.has(LIST.key)).toBe(false);
});

test('dropping keeps the others, clears junk, and the last one dropped removes the key', () => {
  const { storage, stored } = fakeEffects();
  stored.set(LIST.key, JSON.stringify([{ id: 'a', at: NOW }, 'junk', { id: 'b', at: NOW }]));
  dropEntries(storage, LIST, NOW, (e) => e.id === 'a');
  expect(JSON.parse(stored.get(LIST.key)!)).toEqual([{ id: 'b', at: NOW }]);
  dropEntries(storage, LIST, NOW, (e) => e.id === 'b');
  expect(stored.has(LIST.key)).toBe(false);
  dropEntries(storage, LIST, NOW, () => true);
  expect(stored.has(LIST.key)).toBe(false);
});

test('a storage that fails reads as empty and writes nothing, without throwing', () => {
  const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  expect(() => storeEntry(storage, LIST, { id: 'a', at: NOW }, NOW, () => false)).not.toThrow();
  expect(readList(storage, LIST, NOW)).toEqual([]);
});
