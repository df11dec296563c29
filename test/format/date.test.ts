// Date display: YYYY-MM-DD HH:mm:ss (or date only) from epoch ms, epoch seconds or a date string.
import { dayOf, formatDate, parseDate, timeOf } from '../../src/format/date';

// Built in local time so the test holds in any time zone.
const local = new Date(2024, 2, 5, 14, 7, 9);
const ms = local.getTime();

describe('formatDate', () => {
  it('formats epoch milliseconds with the time', () => {
    expect(formatDate(ms)).toBe('2024-03-05 14:07:09');
  });

  it('formats only the date when asked', () => {
    expect(formatDate(ms, true)).toBe('2024-03-05');
  });

  it('reads 10-digit numbers as epoch seconds', () => {
    expect(formatDate(ms / 1000)).toBe('2024-03-05 14:07:09');
    expect(formatDate(String(ms / 1000))).toBe('2024-03-05 14:07:09');
  });

  it('reads digit strings of epoch milliseconds', () => {
    expect(formatDate(String(ms))).toBe('2024-03-05 14:07:09');
  });

  it('formats date strings and Date objects', () => {
    expect(formatDate('2024-03-05T14:07:09')).toBe('2024-03-05 14:07:09');
    expect(formatDate('2024-03-05', true)).toBe('2024-03-05');
    expect(formatDate(local)).toBe('2024-03-05 14:07:09');
  });

  it('pads single-digit fields with zeros', () => {
    expect(formatDate(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });

  it('returns invalid input unchanged as text', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate(NaN)).toBe('NaN');
    expect(formatDate(new Date('nope'))).toBe('Invalid Date');
  });
});

describe('date strings as the servers send them', () => {
  it('reads "YYYY-MM-DD HH:mm:ss", slashes and single digits as local time', () => {
    expect(formatDate('2024-03-05 14:07:09')).toBe('2024-03-05 14:07:09');
    expect(formatDate('2024/3/5 4:07:09')).toBe('2024-03-05 04:07:09');
    expect(formatDate('2024-03-05')).toBe('2024-03-05 00:00:00');
    expect(formatDate('2024-03-05T14:07:09.5')).toBe('2024-03-05 14:07:09');
  });

  it('leaves a time with a zone to the platform, which keeps the instant', () => {
    const instant = new Date('2024-03-05T14:07:09Z');
    expect(formatDate('2024-03-05T14:07:09Z')).toBe(formatDate(instant));
  });

  it('gives no date for text that names none', () => {
    expect(parseDate('mañana')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate(new Date(Number.NaN))).toBeNull();
  });

  it('dayOf and timeOf write local fields, zero-padded', () => {
    const d = new Date(2026, 0, 9, 7, 5, 3);
    expect(dayOf(d)).toBe('2026-01-09');
    expect(timeOf(d)).toBe('07:05');
    expect(timeOf(d, true)).toBe('07:05:03');
  });
});
