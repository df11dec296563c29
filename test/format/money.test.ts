// Money display: cents to units with 2 decimals, dot-grouped thousands, non-numbers unchanged.
import { formatMoney, formatNumber, withCurrency } from '../../src/format/money';

describe('formatMoney', () => {
  it('divides integer cents by 100 and keeps 2 decimals', () => {
    expect(formatMoney(12345)).toBe('123.45');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('groups thousands with a dot and puts the decimals after a dot', () => {
    expect(formatMoney(123456789)).toBe('1.234.567.89');
    expect(formatMoney(100000)).toBe('1.000.00');
    expect(formatMoney(99999)).toBe('999.99');
  });

  it('reads numeric strings as numbers', () => {
    expect(formatMoney('12345')).toBe('123.45');
    expect(formatMoney(' 500000 ')).toBe('5.000.00');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-123456)).toBe('-1.234.56');
  });

  it('leaves non-numbers unchanged', () => {
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney('12a')).toBe('12a');
    expect(formatMoney('')).toBe('');
    expect(formatMoney(true)).toBe('true');
    expect(formatMoney(NaN)).toBe('NaN');
    expect(formatMoney({})).toBe('[object Object]');
  });

  it('shows null and undefined as empty text', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands and pads decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567.89');
    expect(formatNumber(1234.5, 1)).toBe('1.234.5');
    expect(formatNumber(1234567, 0)).toBe('1.234.567');
    expect(formatNumber(12)).toBe('12.00');
  });

  it('does not print a minus sign for a value that rounds to zero', () => {
    expect(formatNumber(-0.001)).toBe('0.00');
  });
});

describe('withCurrency', () => {
  it('puts the symbol before the amount', () => {
    expect(withCurrency('1.234.00', '$')).toBe('$1.234.00');
    expect(withCurrency('1.234.00', '₹')).toBe('₹1.234.00');
  });
});
