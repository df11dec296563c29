/**
 * Caret-safe editing of a grouped number field (phone 3-4-4, card 4-4-4-4): the browser has already
 * applied the key to the shown text; this maps that raw text and caret back onto the digits, lets
 * the field's own rule regroup them, and puts the caret after the same digit it followed.
 * Backspace (or Delete) that removed only a group space removes the digit beyond the space instead,
 * so the key never "does nothing".
 */

const nonDigits = /\D/g;
const digitsOf = (text: string) => text.replace(nonDigits, '');

export interface MaskedEdit {
  value: string;
  caret: number;
}

/** The position just after the `count`-th digit of `text` (0 puts the caret at the start). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i])) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * @param format   the field's grouping rule (digits in, shown text out; it may also cut the length)
 * @param previous the text shown before the edit
 * @param raw      the text the browser produced (the edit applied to `previous`)
 * @param caret    the browser's caret in `raw`
 * @param inputType the InputEvent's inputType ('deleteContentForward' for Delete; anything else is
 *                  read as typing or Backspace)
 */
export function maskedEdit(
  format: (digits: string) => string,
  previous: string,
  raw: string,
  caret: number,
  inputType = '',
): MaskedEdit {
  let before = digitsOf(raw.slice(0, caret)).length;
  let digits = digitsOf(raw);
  const onlySpaceRemoved = raw.length < previous.length && digits === digitsOf(previous);
  if (onlySpaceRemoved) {
    if (inputType === 'deleteContentForward') {
      digits = digits.slice(0, before) + digits.slice(before + 1);
    } else if (before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
  }
  const value = format(digits);
  return { value, caret: caretAfterDigits(value, Math.min(before, digitsOf(value).length)) };
}
