/**
 * The calendar of the cost figures: `YYYY-MM-DD` dates as whole day numbers (no time of day, no time
 * zone: a repayment falls due on a date), and whole calendar months between two dates, because an
 * instalment "one month later" is a calendar month, not 30 days.
 */

export interface CalendarDate {
  y: number;
  /** 1 to 12. */
  m: number;
  d: number;
  /** Days since 1970-01-01. */
  day: number;
}

const DAY_MS = 86_400_000;
/** A date, optionally followed by a time (`2024-04-15 10:00:00`), which is ignored. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[ T])/;

/** The date a text names, or null when it names none (`2024-02-30`, `15/04/2024`, an epoch). */
export function readDate(text: unknown): CalendarDate | null {
  const match = typeof text === 'string' ? DATE.exec(text.trim()) : null;
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2024-02-30 over to March: such a date does not exist.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return { y, m, d, day: Math.round(ms / DAY_MS) };
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * `k` when `to` is exactly k ≥ 1 calendar months after `from`, else null. A day the later month lacks
 * is its last day (31 January + 1 month = 28 or 29 February), as lenders date monthly instalments.
 */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number | null {
  const k = (to.y - from.y) * 12 + (to.m - from.m);
  if (k < 1) return null;
  const expected = Math.min(from.d, daysInMonth(to.y, to.m));
  return to.d === expected ? k : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of an instant (when the quote arrived), as `YYYY-MM-DD`. */
export function localDateOf(epochMs: number): string {
  const at = new Date(epochMs);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
