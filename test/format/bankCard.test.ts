// Bank card input: digits only (19 max), groups of four, masked but the last 4.
import { cardDigits } from '../../store/domain/card';
import { groupCard, maskCard } from '../../src/format/bankCard';

describe('cardDigits', () => {
  it('keeps digits only', () => {
    expect(cardDigits('6222 0212-3456a')).toBe('622202123456');
  });

  it('stops at 19 digits', () => {
    expect(cardDigits('62220212345678901234567')).toBe('6222021234567890123');
  });
});

describe('groupCard', () => {
  it('groups in fours with a space and no trailing space', () => {
    expect(groupCard('6222021234567890')).toBe('6222 0212 3456 7890');
    expect(groupCard('62220')).toBe('6222 0');
    expect(groupCard('6222')).toBe('6222');
    expect(groupCard('')).toBe('');
  });

  it('regroups a grouped 19-digit number', () => {
    expect(groupCard('6222 0212 3456 7890 123 99')).toBe('6222 0212 3456 7890 123');
  });
});

describe('maskCard', () => {
  it('replaces all but the last 4 with *', () => {
    expect(maskCard('6222021234567890')).toBe('************7890');
  });

  it('ignores the spaces of a grouped number', () => {
    expect(maskCard('6222 0212 3456 7890')).toBe('************7890');
  });

  it('leaves 4 or fewer characters as they are', () => {
    expect(maskCard('7890')).toBe('7890');
    expect(maskCard('12')).toBe('12');
  });
});
