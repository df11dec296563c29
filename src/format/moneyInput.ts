// The money keyboard rule: which key presses an amount field accepts, as a pure function of the text so far.

const MAX_DECIMALS = 2;

/** Returns the text after `key`, or `current` unchanged when the key would make a malformed amount. */
export function acceptMoneyKey(current: string, key: string, maxLength: number): string {
  if (key === 'backspace') return current.slice(0, -1);
  const next = append(current, key);
  return next !== null && next.length <= maxLength ? next : current;
}

function append(current: string, key: string): string | null {
  if (key === '.') {
    if (current.includes('.')) return null;
    // A bare "." is read as the start of a fraction of zero.
    return current === '' ? '0.' : `${current}.`;
  }
  if (!/^[0-9]$/.test(key)) return null;
  const dot = current.indexOf('.');
  if (dot >= 0) return current.length - dot - 1 >= MAX_DECIMALS ? null : current + key;
  // A lone "0" is replaced rather than extended, so "00" or "05" never appear.
  if (current === '0') return key === '0' ? null : key;
  return current + key;
}
