/**
 * Date display (SPEC §9): YYYY-MM-DD, with HH:mm:ss unless only the date is asked for, in the phone's
 * local time. The platform's Date does the work: a date library would add 3 KB gzip to every borrower
 * screen's first load (issue 18) for these few patterns.
 */

// Servers send epoch seconds as 10 digits and epoch milliseconds as 13.
const EPOCH_SECONDS_DIGITS = 10;
// "2024-03-05", "2024-03-05 14:07:09", "2024/3/5T14:07:09.123": read as local time. Anything else (an
// ISO time with a zone, say) goes to the platform's own parser.
const LOCAL_DATE_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** A server's date value (epoch seconds or milliseconds, digits, a date string, a Date) as a Date, or null. */
export function parseDate(value: number | string | Date): Date | null {
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else {
    const epoch = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof epoch === 'number')
      date = new Date(String(Math.trunc(Math.abs(epoch))).length === EPOCH_SECONDS_DIGITS ? epoch * 1000 : epoch);
    else {
      const m = LOCAL_DATE_TIME.exec(epoch.trim());
      date = m
        ? new Date(
            Number(m[1]),
            Number(m[2] || 1) - 1,
            Number(m[3] || 1),
            Number(m[4] || 0),
            Number(m[5] || 0),
            Number(m[6] || 0),
            Number((m[7] || '0').slice(0, 3).padEnd(3, '0')),
          )
        : new Date(epoch);
    }
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const two = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of `date` in local time. */
export const dayOf = (date: Date): string => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** HH:mm of `date` in local time; with seconds when asked. */
export const timeOf = (date: Date, seconds = false): string =>
  `${two(date.getHours())}:${two(date.getMinutes())}${seconds ? `:${two(date.getSeconds())}` : ''}`;

export function formatDate(value: number | string | Date, dateOnly = false): string {
  const date = parseDate(value);
  if (!date) return String(value);
  return dateOnly ? dayOf(date) : `${dayOf(date)} ${timeOf(date, true)}`;
}
