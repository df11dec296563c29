/**
 * The one countdown of the store's machines (the SMS resend wait of the landing page and of card
 * repay, the confirm page's reload wait). It runs in a listener and lets time in only as actions: it
 * waits until the next whole second, asks `tick` to dispatch the machine's tick action, and stops as
 * soon as the machine says it is no longer counting (the visitor left, a new countdown began).
 */

/** SPEC §8: a new SMS code may be asked for 60 seconds after the last one. */
export const SMS_RESEND_SECONDS = 60;

const SECOND_MS = 1000;

/** Ticks land on whole seconds: 5500 -> 5000 -> 4000 ... -> 0. */
const nextStep = (msLeft: number) => msLeft % SECOND_MS || SECOND_MS;

export interface CountdownRun {
  /** The listener API's `delay`: cancelled with the listener, so a superseded countdown stops. */
  delay: (ms: number) => Promise<void>;
  /** Milliseconds to count down from. */
  fromMs: number;
  /** Whether the machine is still counting; checked after every wait. */
  isCounting: () => boolean;
  /** Dispatches the machine's tick with what is left (0 on the last). */
  tick: (msLeft: number) => void;
}

export async function runCountdown({ delay, fromMs, isCounting, tick }: CountdownRun): Promise<void> {
  let msLeft = fromMs;
  while (msLeft > 0) {
    const step = nextStep(msLeft);
    await delay(step);
    if (!isCounting()) return;
    msLeft -= step;
    tick(msLeft);
  }
}
