/**
 * The change handler of a grouped number field: regroups the text with `maskedEdit` and writes the
 * text and the caret into the input itself before React re-renders, so the value React then sets is
 * the one already there and the caret stays where the borrower is typing (not at the end).
 */
import type { ChangeEvent } from 'react';
import { maskedEdit } from './caretMask';

/**
 * @param format  the field's grouping rule
 * @param shown   the text the field shows now (its controlled value)
 * @param onValue receives the regrouped text
 */
export function maskedChange(format: (digits: string) => string, shown: string, onValue: (next: string) => void) {
  return (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const inputType = (e.nativeEvent as InputEvent).inputType ?? '';
    const next = maskedEdit(format, shown, raw, caret, inputType);
    input.value = next.value;
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    onValue(next.value);
  };
}
