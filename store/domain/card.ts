/** Bank card numbers as the card-repay machine reads them: digits only, 19 at most. */
const CARD_MAX_LENGTH = 19;

export function cardDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CARD_MAX_LENGTH);
}
