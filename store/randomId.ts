/**
 * A random id made from the effects' clock and randomness (so a test or a replay gives the same one):
 * the landing page's device id and a loan application's Idempotency-Key.
 */

/** The clock in base 36, then two random draws of 8 base-36 characters each. */
export function newRandomId(now: number, random: () => number): string {
  const part = () =>
    Math.floor(random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0');
  return `${Math.max(0, Math.floor(now)).toString(36)}-${part()}${part()}`;
}
