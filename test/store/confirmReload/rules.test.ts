/** The confirm rules as tables: the push body, the button, the order of a URL. */
import { canSubmit, orderIdOf, pushPayload } from '../../../store/confirmReload/rules';

test.each([
  [
    { amount: 300000, periods: 91, termUnit: 1 },
    '1',
    { amount: '300000', periods: '91', termUnit: '1', productId: '1' },
  ],
  [
    { amount: '280000', periods: '120', termUnit: '1' },
    '2',
    { amount: '280000', periods: '120', termUnit: '1', productId: '2' },
  ],
  [{ amount: 1.5, periods: 3, termUnit: 2 }, '3', { amount: '1.5', periods: '3', termUnit: '2', productId: '3' }],
])('pushPayload(%p, %p): the quote figures as strings, with the product', (quote, productId, body) => {
  expect(pushPayload(quote, productId)).toEqual(body);
});

const s = (agreed: boolean, submit: string, pop: string) => ({
  agreed,
  submit: { status: submit },
  pop: { status: pop },
});
test.each([
  [s(true, 'idle', 'hidden'), true],
  [s(true, 'idle', 'reloaded'), true],
  [s(false, 'idle', 'hidden'), false],
  [s(true, 'idle', 'counting'), false],
  [s(true, 'idle', 'reloading'), false],
  [s(true, 'submitting', 'hidden'), false],
  [s(true, 'succeeded', 'hidden'), false],
  [s(true, 'submitted', 'hidden'), false],
])('canSubmit(%p) = %p', (state, expected) => {
  expect(canSubmit(state)).toBe(expected);
});

test.each([
  ['/abcIs?orderId=21&productId=1&from=confirm', '21'],
  ['https://lend.invalid/abcIs?productId=1&orderId=7#top', '7'],
  ['/abcIs?orderId=%2021%20', '21'],
  ['/abcIs?orderId=', null],
  ['/abcIs?productId=1', null],
  ['/abcIs#orderId=3', null],
  ['javascript:alert(1)', null],
  ['', null],
])('orderIdOf(%p) = %p', (url, orderId) => {
  expect(orderIdOf(url)).toBe(orderId);
});
