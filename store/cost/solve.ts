/**
 * The root finder of the cost figures. The present value of a borrower's payments falls as the rate
 * rises, so the rate is the one root of a decreasing function: bracket it (doubling the upper end a
 * bounded number of times), then take Newton steps while they stay inside the bracket and bisect when
 * they do not. Every loop is bounded; the answer is a finite number or null, never NaN or Infinity.
 */

export interface Sample {
  value: number;
  /** The derivative at that point (negative for a decreasing function). */
  slope: number;
}

/** The upper end is doubled at most this often from 1: up to 2^1000, the edge of what a double holds. */
const MAX_DOUBLINGS = 1000;
const MAX_STEPS = 200;
/** Relative width of the bracket at which the root is known well past the figures' 2 decimals. */
const TOLERANCE = 1e-13;

/**
 * The x ≥ lo with f(x) = 0 for a decreasing f with f(lo) ≥ 0; null when f stays positive up to 2^1000
 * or a sample is not finite.
 */
export function rootOfDecreasing(f: (x: number) => Sample, lo = 0): number | null {
  let low = lo;
  const start = f(low);
  if (!Number.isFinite(start.value)) return null;
  if (start.value === 0) return low;
  if (start.value < 0) return null;
  let high = Math.max(1, lo + 1);
  let doublings = 0;
  for (let s = f(high); !(s.value < 0); s = f(high)) {
    if (!Number.isFinite(s.value) || doublings >= MAX_DOUBLINGS) return null;
    low = high;
    high *= 2;
    doublings += 1;
  }
  let x = (low + high) / 2;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const s = f(x);
    if (!Number.isFinite(s.value)) return null;
    if (s.value === 0) return x;
    if (s.value > 0) low = x;
    else high = x;
    if (high - low <= TOLERANCE * Math.max(1, high)) return (low + high) / 2;
    const newton = x - s.value / s.slope;
    if (Number.isFinite(newton) && newton > low && newton < high) {
      // Newton closes in from one side, so the bracket may stay wide: its own step says when it is done.
      if (Math.abs(newton - x) <= TOLERANCE * Math.max(1, x)) return newton;
      x = newton;
    } else x = (low + high) / 2;
  }
  return (low + high) / 2;
}
