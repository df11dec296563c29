/**
 * APR for India: the Reserve Bank of India's Key Facts Statement circular (RBI/2024-25/18,
 * DOR.STR.REC.13/13.03.00/2024-25, 15 April 2024, "Key Facts Statement (KFS) for Loans & Advances").
 * Its Annex B illustrates the APR as the internal rate of return of the net cash flows (the net
 * disbursed amount out, each instalment in) per instalment period, annualised by multiplying by the
 * number of periods in a year: a monthly IRR of 1.4225% is an APR of 1.4225% × 12 = 17.07%, a nominal
 * rate, not compounded. Shown with two decimals, as the circular's illustration shows it.
 *
 * The period is the instalment period:
 * - a schedule whose every instalment falls a whole number of calendar months after the loan date is
 *   counted in months: the period is the tenor in months divided by the number of instalments (1 for
 *   the circular's monthly EPIs, 12 periods a year; 2 for one payment after two months, 6 a year);
 * - any other schedule, and a single-payment short loan, is counted in days: the period is the tenor
 *   divided by the number of instalments (for one payment, the days from the loan date to the due date),
 *   and a year has 365 / period of them. A 30-day loan repaid once thus has
 *   APR = (repaid / received − 1) × 365 / 30: the loan's simple rate for its one period, annualised
 *   the same nominal way as the circular's monthly rate. This is the reading the RBI's digital-lending
 *   KFS gives for loans of a few days, where there is no month to count.
 */
import { timelineOf, type CashFlows, type CostProblem } from './flows';
import { rateOf, roundHalfUp } from './rate';

const DAYS_IN_YEAR = 365;
const MONTHS_IN_YEAR = 12;

type AprPeriod = { unit: 'months'; months: number } | { unit: 'days'; days: number };

export type AprResult =
  | {
      ok: true;
      /** The APR in percent, unrounded (`roundApr` for display). */
      percent: number;
      /** The IRR per period, as a fraction (0.014225 for 1.4225%). */
      periodicRate: number;
      periodsPerYear: number;
      period: AprPeriod;
    }
  | { ok: false; problem: CostProblem };

export function apr(flows: CashFlows): AprResult {
  const timeline = timelineOf(flows);
  if ('problem' in timeline) return { ok: false, problem: timeline.problem };
  const count = timeline.payments.length;
  const tenorMonths = Math.max(...timeline.payments.map((p) => p.months ?? 0));
  const period: AprPeriod = timeline.monthly
    ? { unit: 'months', months: tenorMonths / count }
    : { unit: 'days', days: timeline.tenorDays / count };
  const periodsPerYear = period.unit === 'months' ? MONTHS_IN_YEAR / period.months : DAYS_IN_YEAR / period.days;
  const rate = rateOf(timeline, (p) =>
    period.unit === 'months' ? (p.months ?? 0) / period.months : p.days / period.days,
  );
  if (typeof rate !== 'number') return { ok: false, problem: rate.problem };
  const percent = rate * periodsPerYear * 100;
  if (!Number.isFinite(percent)) return { ok: false, problem: 'outOfRange' };
  return { ok: true, percent, periodicRate: rate, periodsPerYear, period };
}

/** The APR as the KFS shows it: percent with two decimals. */
export const roundApr = (percent: number) => roundHalfUp(percent, 2);
