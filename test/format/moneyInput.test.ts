// The money keyboard rule: one point, 2 decimals, no leading zeros, a length cap.
import { acceptMoneyKey } from '../../src/format/moneyInput';

const type = (keys: string[], maxLength = 10): string =>
  keys.reduce((text, key) => acceptMoneyKey(text, key, maxLength), '');

describe('acceptMoneyKey', () => {
  it('appends digits', () => {
    expect(type(['1', '2', '3'])).toBe('123');
  });

  it('accepts one decimal point only', () => {
    expect(acceptMoneyKey('12.', '.', 10)).toBe('12.');
    expect(acceptMoneyKey('12.5', '.', 10)).toBe('12.5');
    expect(type(['1', '.', '5'])).toBe('1.5');
  });

  it('accepts at most 2 decimals', () => {
    expect(acceptMoneyKey('12.34', '5', 10)).toBe('12.34');
    expect(type(['1', '.', '2', '3', '4'])).toBe('1.23');
  });

  it('turns a first point into "0."', () => {
    expect(acceptMoneyKey('', '.', 10)).toBe('0.');
  });

  it('never makes leading zeros', () => {
    expect(acceptMoneyKey('0', '0', 10)).toBe('0');
    expect(acceptMoneyKey('0', '5', 10)).toBe('5');
    expect(type(['0', '0', '7'])).toBe('7');
    expect(acceptMoneyKey('0', '.', 10)).toBe('0.');
    expect(acceptMoneyKey('0.', '0', 10)).toBe('0.0');
    expect(acceptMoneyKey('10', '0', 10)).toBe('100');
  });

  it('never grows past maxLength', () => {
    expect(acceptMoneyKey('1234', '5', 4)).toBe('1234');
    expect(acceptMoneyKey('1234', '.', 4)).toBe('1234');
    expect(acceptMoneyKey('', '.', 1)).toBe('');
    expect(type(['9', '9', '9', '9', '9', '9'], 5)).toBe('99999');
  });

  it('removes the last character on backspace', () => {
    expect(acceptMoneyKey('12.3', 'backspace', 10)).toBe('12.');
    expect(acceptMoneyKey('0.', 'backspace', 10)).toBe('0');
    expect(acceptMoneyKey('', 'backspace', 10)).toBe('');
  });

  it('refuses any other key', () => {
    expect(acceptMoneyKey('12', 'a', 10)).toBe('12');
    expect(acceptMoneyKey('12', '-', 10)).toBe('12');
    expect(acceptMoneyKey('12', '12', 10)).toBe('12');
    expect(acceptMoneyKey('12', '', 10)).toBe('12');
  });
});
