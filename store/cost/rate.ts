/**
 * The rate that makes the present value of the payments equal what was received, with each payment's
 * time in some unit (instalment periods for the APR, years for the CAT):
 *   received = Σ amount_k / (1 + r)^t_k
 */
import type { CostProblem, TimedPayment, Timeline } from './flows';
import { rootOfDecreasing } from './solve';

export function rateOf(timeline: Timeline, timeOf: (p: TimedPayment) => number): number | { problem: CostProblem } {
  const flows = timeline.payments.map((p) => ({ amount: p.amount, t: timeOf(p) }));
  const rate = rootOfDecreasing((r) => {
    let value = -timeline.received;
    let slope = 0;
    for (const { amount, t } of flows) {
      const discounted = amount * Math.pow(1 + r, -t);
      value += discounted;
      slope -= (t * discounted) / (1 + r);
    }
    return { value, slope };
  });
  return rate === null ? { problem: 'outOfRange' } : rate;
}

/** Half up at `decimals`, with a nudge so that 17.065 (stored as 17.06499…) still rounds up. */
export function roundHalfUp(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale * (1 + Number.EPSILON * 8)) / scale;
}
