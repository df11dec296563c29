/** The caret mapping of grouped number fields: the caret stays after the same digit; Backspace after a space deletes a digit. */
import fc from 'fast-check';
import { caretAfterDigits, maskedEdit } from '../../src/format/caretMask';
import { groupCard } from '../../src/format/bankCard';
import { groupPhone } from '../../store/domain/phone';

/** What the browser does for one key: the raw text and caret it hands to the change handler. */
function browserBackspace(shown: string, caret: number) {
  return { raw: shown.slice(0, caret - 1) + shown.slice(caret), caret: caret - 1 };
}
function browserType(shown: string, caret: number, key: string) {
  return { raw: shown.slice(0, caret) + key + shown.slice(caret), caret: caret + key.length };
}

test('caretAfterDigits counts digits, not spaces', () => {
  expect(caretAfterDigits('138 1234 5678', 0)).toBe(0);
  expect(caretAfterDigits('138 1234 5678', 3)).toBe(3);
  expect(caretAfterDigits('138 1234 5678', 4)).toBe(5);
  expect(caretAfterDigits('138 1234 5678', 11)).toBe(13);
  expect(caretAfterDigits('138', 9)).toBe(3);
});

test('Backspace in the middle deletes the digit before the caret and keeps the caret there', () => {
  // "138 12|34 5678": Backspace deletes the 2.
  const { raw, caret } = browserBackspace('138 1234 5678', 6);
  expect(maskedEdit(groupPhone, '138 1234 5678', raw, caret, 'deleteContentBackward')).toEqual({
    value: '138 1345 678',
    caret: 5,
  });
});

test('Backspace right after a group space deletes the digit before the space', () => {
  // "138 |1234 5678": the browser removes only the space; the 8 goes instead.
  const { raw, caret } = browserBackspace('138 1234 5678', 4);
  expect(raw).toBe('1381234 5678');
  expect(maskedEdit(groupPhone, '138 1234 5678', raw, caret, 'deleteContentBackward')).toEqual({
    value: '131 2345 678',
    caret: 2,
  });
});

test('Delete right before a group space deletes the digit after the space', () => {
  // "4111| 2222": Delete removes the space in the browser; the 2 goes instead.
  const shown = '4111 2222';
  const raw = '41112222';
  expect(maskedEdit(groupCard, shown, raw, 4, 'deleteContentForward')).toEqual({ value: '4111 222', caret: 4 });
});

test('typing in the middle inserts at the caret and the caret follows the new digit', () => {
  // "4111 1|111 1111 1111" + 9
  const shown = '4111 1111 1111 1111';
  const { raw, caret } = browserType(shown, 6, '9');
  expect(maskedEdit(groupCard, shown, raw, caret, 'insertText')).toEqual({
    value: '4111 1911 1111 1111 1',
    caret: 7,
  });
  // A digit typed just before a space lands before it; the caret moves past the group it completed.
  const at4 = browserType('138 1234', 3, '9');
  expect(maskedEdit(groupPhone, '138 1234', at4.raw, at4.caret, 'insertText')).toEqual({
    value: '138 9123 4',
    caret: 5,
  });
});

test('a full field drops what overflows at the end, and a letter changes nothing', () => {
  const full = '138 1234 5678';
  const typed = browserType(full, 0, '9');
  expect(maskedEdit(groupPhone, full, typed.raw, typed.caret, 'insertText')).toEqual({
    value: '913 8123 4567',
    caret: 1,
  });
  const letter = browserType(full, 5, 'a');
  expect(maskedEdit(groupPhone, full, letter.raw, letter.caret, 'insertText')).toEqual({ value: full, caret: 5 });
});

test('a paste of a formatted number is regrouped with the caret at its end', () => {
  expect(maskedEdit(groupCard, '', '4111-1111-1111-1111', 19, 'insertFromPaste')).toEqual({
    value: '4111 1111 1111 1111',
    caret: 19,
  });
});

test('property: Backspace anywhere removes exactly the digit before the caret', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^\d{1,19}$/), fc.nat(), (digits, pick) => {
      const shown = groupCard(digits);
      const caret = 1 + (pick % shown.length);
      const { raw, caret: rawCaret } = browserBackspace(shown, caret);
      const next = maskedEdit(groupCard, shown, raw, rawCaret, 'deleteContentBackward');
      // Digits before the caret: the one deleted is the last of them (past a space if the caret followed one).
      const before = shown.slice(0, caret).replace(/\D/g, '').length;
      const expected = digits.slice(0, before - 1) + digits.slice(before);
      expect(next.value).toBe(groupCard(expected));
      expect(next.value.slice(0, next.caret).replace(/\D/g, '')).toBe(digits.slice(0, before - 1));
    }),
  );
});
