/**
 * The bind-card number field edits where the caret is (user-event, caret set with setSelectionRange):
 * Backspace in the middle, Backspace right after a group space, typing in the middle.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../support/msw';
import { renderRoute } from '../../support/render';
import { SESSION } from './support';

beforeAll(() => import('../../../src/screens/repay/BindCardScreen'), 30_000);

async function cardWith(text: string) {
  const user = userEvent.setup();
  renderRoute(`/arphaxat?${SESSION}`);
  const card = await screen.findByLabelText<HTMLInputElement>('Número de tarjeta');
  await user.type(card, text);
  return { user, card };
}

async function caretAt(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, at: number) {
  await user.click(input);
  input.setSelectionRange(at, at);
}

test('Backspace in the middle deletes the digit before the caret and the caret stays there', async () => {
  const { user, card } = await cardWith('4111222233334444');
  expect(card).toHaveValue('4111 2222 3333 4444');
  await caretAt(user, card, 7); // 4111 22|22 ...
  await user.keyboard('{Backspace}');
  expect(card).toHaveValue('4111 2223 3334 444');
  expect(card.selectionStart).toBe(6);
  await user.keyboard('7');
  expect(card).toHaveValue('4111 2722 3333 4444');
  expect(card.selectionStart).toBe(7);
});

test('Backspace right after a group space deletes the digit before the space', async () => {
  const { user, card } = await cardWith('4111222233334444');
  await caretAt(user, card, 10); // 4111 2222 |3333 4444
  await user.keyboard('{Backspace}');
  expect(card).toHaveValue('4111 2223 3334 444');
  expect(card.selectionStart).toBe(8);
});

test('typing in the middle inserts at the caret; the caret skips the group space it reaches', async () => {
  const { user, card } = await cardWith('41112222');
  await caretAt(user, card, 3); // 411|1 2222
  await user.keyboard('56');
  expect(card).toHaveValue('4115 6122 22');
  expect(card.selectionStart).toBe(6);
});
