/**
 * The calendar days of a repayment reminder: which day to offer (the screens ask it to show the
 * button), its `.ics` form and the file's name. Light: the file itself is made by ics.ts on the tap.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/;

/** `2026-11-28` (or `2026-11-28 10:00:00`) as `20261128`; null for anything that is no calendar day. */
export function icsDate(value: string): string | null {
  const m = DATE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  // Date.UTC rolls 2026-02-30 over to March: such a day does not exist.
  if (day.getUTCFullYear() !== Number(y) || day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d))
    return null;
  return `${y}${mo}${d}`;
}

/**
 * Which day to remind of: the deferred date after an extension, else the due date; none when that
 * day has passed (an overdue order is paid now, not put in a calendar). `today` is `YYYY-MM-DD`.
 */
export function reminderDate(due: { dueDate: string; deferredDate?: string }, today: string): string | null {
  const chosen = due.deferredDate && icsDate(due.deferredDate) ? due.deferredDate : due.dueDate;
  const day = icsDate(chosen);
  const now = icsDate(today);
  if (!day || !now || day < now) return null;
  return chosen.trim().slice(0, 10);
}

/** `recordatorio-pago-174.ics`. */
export const reminderFileName = (prefix: string, orderId: string) =>
  `${prefix}-${orderId.replace(/[^A-Za-z0-9-]/g, '') || 'order'}.ics`;
