/**
 * Dates and money as the server writes them. Seeded dates are relative to today so
 * "due in 3 days" and "extension within 7 days" stay true whenever the server runs.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD`, local time, `offsetDays` from today. */
export function isoDate(offsetDays = 0, from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offsetDays);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `YYYY-MM-DD HH:mm:ss`, local time. */
export function dateTime(d: Date = new Date()): string {
  return `${isoDate(0, d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Integer cents as the spec writes money in text rows: thousands with a dot, decimals after a dot. */
export function money(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const decimals = pad(Math.abs(cents % 100));
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}.${decimals}`;
}
