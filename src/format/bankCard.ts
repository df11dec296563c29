// Bank card number display: grouped in fours, masked but the last 4.
import { cardDigits } from '../../store/domain/card';

const VISIBLE_TAIL = 4;

export function groupCard(input: string): string {
  return cardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Only the last 4 stay readable; spaces from a grouped number are dropped so they are not counted. */
export function maskCard(cardNo: string): string {
  const compact = cardNo.replace(/\s/g, '');
  const hidden = Math.max(0, compact.length - VISIBLE_TAIL);
  return '*'.repeat(hidden) + compact.slice(hidden);
}
