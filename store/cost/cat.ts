/**
 * CAT (Costo Anual Total) for Mexico: Banco de México's methodology (Circular 21/2009, "Disposiciones
 * de carácter general que establecen la metodología de cálculo, fórmula, componentes y supuestos del
 * costo anual total"). The CAT is the annual rate i that solves
 *   Σ_j A_j / (1 + i)^t_j = Σ_k B_k / (1 + i)^s_k
 * with A_j the amounts disbursed, B_k the payments, and t_j, s_k the time from the start of the
 * contract "expresado en años y fracciones de año". Here the one disbursement is what the borrower
 * receives (the opening commission withheld is a payment at time 0), on the loan date. VAT is left out
 * ("sin IVA"): VAT withheld at disbursal (`vatWithheld`) is added back to what is received, and the
 * payments the CAT is fed must not include VAT.
 *
 * Fractions of a year: a schedule of whole calendar months counts each month as 1/12 of a year (the
 * Banxico calculator's monthly periodicity; its worked example of 24 monthly payments reproduces only
 * this way); any other schedule, and a single-payment loan of a few days, counts days / 365.
 * The CAT is shown with one decimal, rounded (57.36% is shown 57.4%, as Banxico's example shows it).
 */
import { timelineOf, type CashFlows, type CostProblem, type TimedPayment } from './flows';
import { rateOf, roundHalfUp } from './rate';

const DAYS_IN_YEAR = 365;
const MONTHS_IN_YEAR = 12;

export type CatResult =
  | {
      ok: true;
      /** The CAT in percent, unrounded (`roundCat` for display). */
      percent: number;
      /** How fractions of a year were counted. */
      basis: 'months' | 'days';
    }
  | { ok: false; problem: CostProblem };

export function cat(flows: CashFlows): CatResult {
  const vat = flows.vatWithheld ?? 0;
  if (!(Number.isFinite(vat) && vat >= 0)) return { ok: false, problem: 'badAmount' };
  const timeline = timelineOf({ ...flows, received: flows.received + vat });
  if ('problem' in timeline) return { ok: false, problem: timeline.problem };
  const years = (p: TimedPayment) => (timeline.monthly ? (p.months ?? 0) / MONTHS_IN_YEAR : p.days / DAYS_IN_YEAR);
  const rate = rateOf(timeline, years);
  if (typeof rate !== 'number') return { ok: false, problem: rate.problem };
  if (!Number.isFinite(rate * 100)) return { ok: false, problem: 'outOfRange' };
  return { ok: true, percent: rate * 100, basis: timeline.monthly ? 'months' : 'days' };
}

/** The CAT as Banxico has it shown: percent with one decimal. */
export const roundCat = (percent: number) => roundHalfUp(percent, 1);
