// Date display (SPEC §9): YYYY-MM-DD, with HH:mm:ss unless only the date is asked for.
import dayjs from 'dayjs';

// Servers send epoch seconds as 10 digits and epoch milliseconds as 13.
const EPOCH_SECONDS_DIGITS = 10;

export function formatDate(value: number | string | Date, dateOnly = false): string {
  const parsed = dayjs(toDateInput(value));
  if (!parsed.isValid()) return String(value);
  return parsed.format(dateOnly ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
}

function toDateInput(value: number | string | Date): number | string | Date {
  const epoch = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof epoch !== 'number') return epoch;
  return String(Math.trunc(Math.abs(epoch))).length === EPOCH_SECONDS_DIGITS ? epoch * 1000 : epoch;
}
