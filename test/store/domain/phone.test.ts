// Phone input: digits only (11 max), 3-4-4 grouping while typing, mobile number check.
import { groupPhone, isValidMobile, phoneDigits } from '../../../store/domain/phone';

describe('phoneDigits', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('138 1234-5678')).toBe('13812345678');
    expect(phoneDigits('+a1b3c8')).toBe('138');
  });

  it('stops at 11 digits', () => {
    expect(phoneDigits('138123456789999')).toBe('13812345678');
  });
});

describe('groupPhone', () => {
  it('groups a full number 3-4-4', () => {
    expect(groupPhone('13812345678')).toBe('138 1234 5678');
  });

  it('groups a partial number as far as it goes', () => {
    expect(groupPhone('')).toBe('');
    expect(groupPhone('138')).toBe('138');
    expect(groupPhone('1381')).toBe('138 1');
    expect(groupPhone('1381234')).toBe('138 1234');
    expect(groupPhone('13812345')).toBe('138 1234 5');
  });

  it('regroups text that already has spaces and drops extra digits', () => {
    expect(groupPhone('138 1234 56789')).toBe('138 1234 5678');
  });
});

describe('isValidMobile', () => {
  it('accepts 11 digits starting 1 then 3-9', () => {
    expect(isValidMobile('13812345678')).toBe(true);
    expect(isValidMobile('19912345678')).toBe(true);
  });

  it('rejects a wrong length', () => {
    expect(isValidMobile('1381234567')).toBe(false);
    expect(isValidMobile('138123456789')).toBe(false);
  });

  it('rejects a wrong first or second digit', () => {
    expect(isValidMobile('23812345678')).toBe(false);
    expect(isValidMobile('12812345678')).toBe(false);
  });

  it('rejects non-digits and grouped text', () => {
    expect(isValidMobile('138 1234 5678')).toBe(false);
    expect(isValidMobile('1381234567a')).toBe(false);
  });
});
