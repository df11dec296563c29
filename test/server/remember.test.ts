/** @jest-environment node */
/** The state's remembered keys (loan application keys, card payment tokens, repay records) stay bounded. */
import { MAX_REMEMBERED, remember } from '../../server/state';

test(`a map holds at most ${MAX_REMEMBERED} keys: the oldest goes first, a key set again evicts nothing`, () => {
  const map = new Map<string, number>();
  for (let i = 0; i < MAX_REMEMBERED; i += 1) remember(map, `k${i}`, i);
  expect(map.size).toBe(MAX_REMEMBERED);
  remember(map, 'k5', -5);
  expect(map.size).toBe(MAX_REMEMBERED);
  expect(map.get('k0')).toBe(0);
  expect(map.get('k5')).toBe(-5);
  remember(map, 'new', 1);
  expect(map.size).toBe(MAX_REMEMBERED);
  expect(map.has('k0')).toBe(false);
  expect(map.get('k1')).toBe(1);
  expect(map.get('new')).toBe(1);
  expect(MAX_REMEMBERED).toBe(10_000);
});
