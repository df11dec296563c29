// Money display: cents to units with 2 decimals, dot-grouped thousands, non-numbers unchanged,
// absurd amounts (not finite, negative, past MONEY_MAX, exponent text) as a placeholder.
import { formatMoney, formatNumber, NO_AMOUNT, withCurrency } from '../../src/format/money';
import { MONEY_MAX } from '../../store/api/schema';

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

  it('shows a placeholder for a negative amount: no amount a borrower reads is negative', () => {
    expect(formatMoney(-123456)).toBe(NO_AMOUNT);
    expect(formatMoney(-99999999)).toBe(NO_AMOUNT);
    expect(formatMoney('-500')).toBe(NO_AMOUNT);
    // A value that rounds to zero cents is zero, not negative.
    expect(formatMoney(-0)).toBe('0.00');
    expect(formatMoney(-0.4)).toBe('0.00');
  });

  it('shows a placeholder, never an exponent, NaN or Infinity, for absurd amounts', () => {
    for (const absurd of [
      1e308,
      NaN,
      Infinity,
      -Infinity,
      MONEY_MAX + 1,
      1e21,
      '1e5',
      '1E+308',
      '0x10',
      'Infinity',
      '-Infinity',
      'NaN',
      '1' + '0'.repeat(400),
    ]) {
      expect(formatMoney(absurd)).toBe(NO_AMOUNT);
    }
  });

  it('keeps every sane amount up to MONEY_MAX', () => {
    expect(formatMoney(MONEY_MAX)).toBe('100.000.000.00');
    expect(formatMoney(' 12 ')).toBe('0.12');
    expect(formatMoney('.5')).toBe('0.01');
    expect(formatMoney(1e5)).toBe('1.000.00');
  });

  it('leaves non-numbers unchanged', () => {
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney('12a')).toBe('12a');
    expect(formatMoney('')).toBe('');
    expect(formatMoney(true)).toBe('true');
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

  it('never prints an exponent, NaN or Infinity', () => {
    expect(formatNumber(NaN)).toBe(NO_AMOUNT);
    expect(formatNumber(Infinity)).toBe(NO_AMOUNT);
    expect(formatNumber(1e21)).toBe(NO_AMOUNT);
    expect(formatNumber(1e20)).toBe('100.000.000.000.000.000.000.00');
  });
});

describe('withCurrency', () => {
  it('puts the symbol before the amount', () => {
    expect(withCurrency('1.234.00', '$')).toBe('$1.234.00');
    expect(withCurrency('1.234.00', '₹')).toBe('₹1.234.00');
  });

  it('puts no symbol before the placeholder, an exponent, NaN or Infinity', () => {
    expect(withCurrency(NO_AMOUNT, '$')).toBe(NO_AMOUNT);
    expect(withCurrency('1e+306', '$')).toBe(NO_AMOUNT);
    expect(withCurrency('NaN', '$')).toBe(NO_AMOUNT);
    expect(withCurrency('Infinity', '₹')).toBe(NO_AMOUNT);
  });

  it('with formatMoney, shows the issue 15 amounts as the placeholder alone', () => {
    expect(withCurrency(formatMoney(-99999999), '$')).toBe(NO_AMOUNT);
    expect(withCurrency(formatMoney(1e308), '$')).toBe(NO_AMOUNT);
    expect(withCurrency(formatMoney(300000), '$')).toBe('$3.000.00');
  });
});
