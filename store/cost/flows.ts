/**
 * The cash flows a cost figure is computed from (CONTRACT.md "Cost disclosure"): what the borrower
 * receives on the loan date, and each repayment on its date. Amounts are in any one unit (the server's
 * cents); a figure does not change when every amount is scaled. Bad input is named, never computed.
 */
import { readDate, wholeMonthsBetween } from './dates';

interface Payment {
  amount: number;
  /** `YYYY-MM-DD` (a time after it is ignored). */
  date: string;
}

export interface CashFlows {
  /** What the borrower receives after upfront fees and taxes, on `loanDate`. */
  received: number;
  /** `YYYY-MM-DD`. */
  loanDate: string;
  payments: readonly Payment[];
  /**
   * VAT withheld from `received` at disbursal, when known. The CAT is "sin IVA", so it adds this back
   * to what is received; the APR (RBI: every charge, GST included) does not.
   */
  vatWithheld?: number;
}

/** Why no figure can be computed from some cash flows. */
export type CostProblem =
  /** Nothing is repaid. */
  | 'noPayments'
  /** The borrower receives nothing (or an amount that is no number). */
  | 'noReceived'
  /** A payment amount is negative or no number. */
  | 'badAmount'
  /** The loan date or a payment date is not a calendar date. */
  | 'badDate'
  /** A payment falls before the money is received. */
  | 'paymentBeforeLoan'
  /** Every payment is on the loan date: no time passes, so there is no annual rate. */
  | 'noTime'
  /** The payments add up to less than what is received: not a cost. */
  | 'paysLessThanReceived'
  /** The rate is beyond anything a double can carry through the formula. */
  | 'outOfRange';

export interface TimedPayment {
  amount: number;
  /** Days after the loan date. */
  days: number;
  /** Whole calendar months after the loan date, when the date is exactly that; else null. */
  months: number | null;
}

export interface Timeline {
  received: number;
  payments: TimedPayment[];
  /** Every payment is a whole number of calendar months after the loan date (a monthly schedule). */
  monthly: boolean;
  /** Days from the loan date to the last payment: the loan's tenor. */
  tenorDays: number;
}

const isAmount = (n: number) => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** The flows placed in time, or the first reason they cannot be. */
export function timelineOf(flows: CashFlows): Timeline | { problem: CostProblem } {
  if (!(isAmount(flows.received) && flows.received > 0)) return { problem: 'noReceived' };
  const due = flows.payments.filter((p) => p.amount !== 0);
  if (due.length === 0) return { problem: 'noPayments' };
  if (!due.every((p) => isAmount(p.amount))) return { problem: 'badAmount' };
  const start = readDate(flows.loanDate);
  if (!start) return { problem: 'badDate' };
  const payments: TimedPayment[] = [];
  for (const p of due) {
    const date = readDate(p.date);
    if (!date) return { problem: 'badDate' };
    const days = date.day - start.day;
    if (days < 0) return { problem: 'paymentBeforeLoan' };
    payments.push({ amount: p.amount, days, months: wholeMonthsBetween(start, date) });
  }
  const tenorDays = Math.max(...payments.map((p) => p.days));
  if (tenorDays === 0) return { problem: 'noTime' };
  const total = payments.reduce((sum, p) => sum + p.amount, 0);
  if (total < flows.received) return { problem: 'paysLessThanReceived' };
  return {
    received: flows.received,
    payments,
    monthly: payments.every((p) => p.months !== null),
    tenorDays,
  };
}
