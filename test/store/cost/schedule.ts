/** Test cash flows: equal instalments on the same day of each following month (month-end clamped). */
import type { CashFlows } from '../../../store/cost';

const pad = (n: number) => String(n).padStart(2, '0');

/** The date `months` calendar months after `start` (`YYYY-MM-DD`), on the last day when the month is short. */
export function addMonths(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(d, last))}`;
}

export function addDays(start: string, days: number): string {
  const [y, m, d] = start.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d + days));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

export function monthlyLoan(received: number, instalment: number, count: number, loanDate = '2024-04-15'): CashFlows {
  return {
    received,
    loanDate,
    payments: Array.from({ length: count }, (_, i) => ({ amount: instalment, date: addMonths(loanDate, i + 1) })),
  };
}

/** The equated instalment of a loan at a periodic rate (the EMI formula), unrounded. */
export const equatedInstalment = (principal: number, periodicRate: number, count: number) =>
  periodicRate === 0 ? principal / count : (principal * periodicRate) / (1 - Math.pow(1 + periodicRate, -count));
