/**
 * The landing phone field edits where the caret is (user-event, caret set with setSelectionRange):
 * Backspace in the middle, Backspace right after a group space, typing in the middle.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../support/msw';
import { renderRoute } from '../../support/render';

const URL_1 = '/landing?id=1&user_from=ads&utm_tag=demo&app_from=web&invite_code=&links_id=3';

async function phoneWith(text: string) {
  const user = userEvent.setup();
  renderRoute(URL_1);
  const phone = await screen.findByLabelText<HTMLInputElement>('Número de celular');
  await user.type(phone, text);
  return { user, phone };
}

async function caretAt(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, at: number) {
  await user.click(input);
  input.setSelectionRange(at, at);
}

test('Backspace in the middle deletes the digit before the caret and the caret stays there', async () => {
  const { user, phone } = await phoneWith('13812345678');
  expect(phone).toHaveValue('138 1234 5678');
  await caretAt(user, phone, 6); // 138 12|34 5678
  await user.keyboard('{Backspace}');
  expect(phone).toHaveValue('138 1345 678');
  expect(phone.selectionStart).toBe(5);
  // The next digit lands at the caret, not at the end.
  await user.keyboard('9');
  expect(phone).toHaveValue('138 1934 5678');
  expect(phone.selectionStart).toBe(6);
});

test('Backspace right after a group space deletes the digit before the space', async () => {
  const { user, phone } = await phoneWith('13812345678');
  await caretAt(user, phone, 4); // 138 |1234 5678
  await user.keyboard('{Backspace}');
  expect(phone).toHaveValue('131 2345 678');
  expect(phone.selectionStart).toBe(2);
});

test('typing in the middle inserts at the caret', async () => {
  const { user, phone } = await phoneWith('1381234');
  await caretAt(user, phone, 1); // 1|38 1234
  await user.keyboard('5');
  expect(phone).toHaveValue('153 8123 4');
  expect(phone.selectionStart).toBe(2);
});
