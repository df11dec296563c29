/**
 * A field's error shows under the field as well as in the toast: the words of the notice the machine
 * recorded, `aria-invalid` on the field and `aria-describedby` naming the words; gone once the field
 * changes. Through the real route table, on each form that validates a field: the landing registration,
 * the complaint form, the bind-card form and the public site's message form.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../support/msw';
import { MSG } from '../../src/i18n/messages';
import { renderRoute } from '../support/render';
import { SESSION_QUERY } from '../screens/complaint/support';
import { SESSION } from '../screens/repay/support';

/** The field is marked invalid and described by an element holding exactly `text`. */
async function expectInlineError(field: HTMLElement, text: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  await waitFor(() => expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(text));
}

function expectNoError(field: HTMLElement) {
  expect(field).not.toHaveAttribute('aria-invalid');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  for (const id of ids) expect(document.getElementById(id)?.className).not.toBe('field-error');
}

test('landing: a bad phone, then a missing captcha, then a missing SMS code, each under its field', async () => {
  const { effects } = renderRoute('/landing?id=1&user_from=ads&utm_tag=demo&app_from=web');
  const phone = await screen.findByLabelText('Número de celular');
  const captcha = screen.getByLabelText('Código de la imagen');
  const sms = screen.getByLabelText('Código SMS');
  // The apply label comes with the template.
  const apply = await screen.findByRole('button', { name: 'Solicitar ahora' });
  expectNoError(phone);

  fireEvent.click(apply);
  await expectInlineError(phone, MSG.badPhone);
  expect(effects.said()).toEqual(['badPhone']);
  // The spec's Chinese words on a Spanish page say their language, for the screen reader's voice.
  expect(screen.getByText(MSG.badPhone)).toHaveAttribute('lang', 'zh');
  // Only the refused field is marked.
  expectNoError(captcha);

  await userEvent.type(phone, '13812345678');
  expectNoError(phone);
  expect(screen.queryByText(MSG.badPhone)).toBeNull();

  fireEvent.click(apply);
  await expectInlineError(captcha, MSG.badCaptcha);
  await userEvent.type(captcha, 'ab12');
  expectNoError(captcha);

  fireEvent.click(apply);
  await expectInlineError(sms, MSG.badSmsCode);
  expect(effects.said()).toEqual(['badPhone', 'badCaptcha', 'badSmsCode']);
  await userEvent.type(sms, '1');
  expectNoError(sms);
});

test('landing: tapping the captcha with no phone marks the phone', async () => {
  renderRoute('/landing?id=1');
  const phone = await screen.findByLabelText('Número de celular');
  fireEvent.click(screen.getByRole('button', { name: 'Cambiar el código de la imagen' }));
  await expectInlineError(phone, MSG.badPhone);
});

test('complaint form: an empty description is marked, keeps its counter hint, and clears on typing', async () => {
  const { effects } = renderRoute(`/complainPageNext?${SESSION_QUERY}&problemType=2&problemSonType=&orderNo=174`);
  const text = await screen.findByRole('textbox');
  fireEvent.click(screen.getByRole('button', { name: MSG.submit }));
  await expectInlineError(text, MSG.emptyComplaint);
  expect(effects.said()).toEqual(['emptyComplaint']);
  // The character counter still describes the field.
  expect(text.getAttribute('aria-describedby')).toMatch(/-count/);
  fireEvent.change(text, { target: { value: 'x' } });
  expect(text).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(MSG.emptyComplaint)).toBeNull();
});

test('bind card: a short number, then a missing bank, each under its field in the market words', async () => {
  renderRoute(`/arphaxat?${SESSION}&need-pop=1`);
  const card = await screen.findByLabelText('Card number');
  const bank = screen.getByLabelText('Bank');
  const bind = screen.getByRole('button', { name: 'Link card' });
  fireEvent.change(card, { target: { value: '4111 1111' } });
  fireEvent.click(bind);
  const { noticeText } = await import('../../src/i18n/notices');
  await expectInlineError(card, noticeText('badCardNumber', 'en'));
  fireEvent.change(card, { target: { value: '4111111111111111' } });
  expectNoError(card);
  fireEvent.click(bind);
  await expectInlineError(bank, noticeText('bankRequired', 'en'));
  expectNoError(card);
  fireEvent.change(bank, { target: { value: 'BANORTE' } });
  expectNoError(bank);
});

test('official message form: every empty field is marked; each clears as it is filled', async () => {
  const { effects } = renderRoute('/About');
  await screen.findByRole('heading', { name: 'About us', level: 1 });
  await userEvent.type(screen.getByLabelText('Name'), 'Ana');
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(effects.said()).toEqual(['incompleteForm']);
  const telephone = screen.getByLabelText('Telephone');
  const email = screen.getByLabelText('E-mail');
  await expectInlineError(telephone, MSG.incompleteForm);
  await expectInlineError(email, MSG.incompleteForm);
  expectNoError(screen.getByLabelText('Name'));
  await userEvent.type(telephone, '5');
  expectNoError(telephone);
  await expectInlineError(email, MSG.incompleteForm);
});
