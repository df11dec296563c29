// Money and number display (SPEC §9): cents shown as units with 2 decimals, thousands grouped with a dot.

/** Groups the integer part in threes with a dot; the decimals also follow a dot, as SPEC §9 writes it. */
export function formatNumber(n: number, decimals = 2): string {
  const [whole, fraction] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = n < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return sign + (fraction === undefined ? grouped : `${grouped}.${fraction}`);
}

/** Server amounts are integer cents; anything that is not a number is shown as it came (SPEC §9). */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined) return '';
  const cents = toNumber(value);
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as it came, even an object (test/format/money.test.ts)
  if (cents === null) return String(value);
  // Rounding to whole cents first keeps the division exact (no 1.005-style float drift).
  return formatNumber(Math.round(cents) / 100, 2);
}

/** Symbol first, as both language packs show it ("$1.234.00", "₹1.234.00"). */
export function withCurrency(text: string, symbol: string): string {
  return `${symbol}${text}`;
}

// Number('') and Number(true) are numbers in JS, but not amounts a server meant.
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
