// Money and number display (SPEC §9): cents shown as units with 2 decimals, thousands grouped with a dot.
import { MONEY_MAX } from '../../store/api/schema';

/**
 * Shown instead of an amount no borrower can owe: not finite, negative, past MONEY_MAX, or a
 * numeric text that is not a plain decimal ('1e5', '0x10', 'NaN'). The response schemas refuse such
 * amounts first (store/api/schema.ts `money`); this is the second line of defence.
 */
export const NO_AMOUNT = '—';

/** toFixed switches to exponent notation from 1e21 on. */
const FIXED_LIMIT = 1e21;

/** Groups the integer part in threes with a dot; the decimals also follow a dot, as SPEC §9 writes it. */
export function formatNumber(n: number, decimals = 2): string {
  if (!Number.isFinite(n) || Math.abs(n) >= FIXED_LIMIT) return NO_AMOUNT;
  const [whole, fraction] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = n < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return sign + (fraction === undefined ? grouped : `${grouped}.${fraction}`);
}

/**
 * Server amounts are integer cents; a text that is no number at all is shown as it came (SPEC §9).
 * An absurd amount (see NO_AMOUNT) is never printed: no exponent, NaN, Infinity or minus sign.
 */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined) return '';
  const cents = readAmount(value);
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as it came, even an object (test/format/money.test.ts)
  if (cents === NOT_NUMERIC) return String(value);
  // Rounding to whole cents first keeps the division exact (no 1.005-style float drift).
  const whole = Math.round(cents);
  if (!(whole >= 0 && whole <= MONEY_MAX)) return NO_AMOUNT;
  return formatNumber(whole / 100, 2);
}

/** An exponent, NaN or Infinity: never part of an amount a borrower reads. */
const NOT_AN_AMOUNT = /\d[eE][+-]?\d|NaN|Infinity/;

/** Symbol first, as both language packs show it ("$1.234.00", "₹1.234.00"); no symbol before NO_AMOUNT. */
export function withCurrency(text: string, symbol: string): string {
  if (text === NO_AMOUNT || NOT_AN_AMOUNT.test(text)) return NO_AMOUNT;
  return `${symbol}${text}`;
}

const NOT_NUMERIC = Symbol('not numeric');
/** A plain decimal as text (the only numeric text an amount may be): no sign, exponent or hex. */
const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The number an amount stands for; NaN for numeric-looking input that is no plain amount ('-5',
 * '1e5', 'Infinity', NaN); NOT_NUMERIC for everything else. Number('') and Number(true) are
 * numbers in JS, but not amounts a server meant.
 */
function readAmount(value: unknown): number | typeof NOT_NUMERIC {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string') return NOT_NUMERIC;
  const trimmed = value.trim();
  if (trimmed === '') return NOT_NUMERIC;
  if (PLAIN_DECIMAL.test(trimmed)) return Number(trimmed);
  const looksNumeric = !Number.isNaN(Number(trimmed)) || /^[+-]?nan$/i.test(trimmed);
  return looksNumeric ? NaN : NOT_NUMERIC;
}
