/**
 * A scalar field (a code, flag, id or time) is a number or a text, as servers send both: a finite
 * number, or a text of at most 64 characters, passed on unchanged. Anything else is malformed data.
 * One check, not a union of two schemas (store/api/schema.ts), with the same verdicts.
 */
import * as v from 'valibot';
import { optFlag, optScalar, scalar } from '../../../store/api/schema';
import { ComplaintItem } from '../../../store/complaintRecords/schemas';

const valid: unknown[] = [
  0,
  -3,
  1.5,
  100000,
  Number.MAX_SAFE_INTEGER,
  '',
  '0',
  'P-174',
  '2026-11-30 08:12',
  'x'.repeat(64),
];
const invalid: unknown[] = [NaN, Infinity, -Infinity, 'x'.repeat(65), true, false, null, undefined, {}, [], [1]];

test.each(valid.map((x) => [x]))('accepts %p, unchanged', (x) => {
  expect(v.parse(scalar, x)).toBe(x);
});

test.each(invalid.map((x) => [x]))('refuses %p', (x) => {
  expect(v.safeParse(scalar, x).success).toBe(false);
});

test('optional scalars: absent or null is the default, a present value is checked all the same', () => {
  expect(v.parse(optScalar, undefined)).toBe('');
  expect(v.parse(optFlag, null)).toBe(0);
  expect(v.parse(optScalar, 7)).toBe(7);
  expect(v.safeParse(optScalar, Infinity).success).toBe(false);
  expect(v.safeParse(optFlag, 'y'.repeat(65)).success).toBe(false);
});

test('a complaint with a text id and a text time is read; one whose id is an object is malformed', () => {
  const row = { id: '100001', time: '2026-11-30 08:12:00', type: 'Pago', content: 'No se refleja' };
  expect(v.parse(ComplaintItem, row)).toEqual(row);
  expect(v.safeParse(ComplaintItem, { ...row, id: { n: 1 } }).success).toBe(false);
});
