/**
 * How many items of a long list to render now: `first` (a screenful) at once, then `step` more per
 * later task until all `total` are in. Building and laying out 200 payment channels in one go was a
 * single 250–290 ms main-thread task at 4x CPU slowdown; in steps no task comes near that, and taps
 * in between are answered first.
 */
import { startTransition, useEffect, useState } from 'react';

export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  const shown = Math.min(count, total);
  useEffect(() => {
    if (shown >= total) return undefined;
    // A timer, not a microtask, so the browser paints and handles input between steps; a
    // transition, so React may still interrupt a step for an urgent update.
    const timer = setTimeout(() => startTransition(() => setCount(shown + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return shown;
}
