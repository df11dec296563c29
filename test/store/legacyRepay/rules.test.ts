/** The pure rules shared by the card-repay reducer and its listeners. */
import {
  amountFromCents,
  amountToSend,
  bindProblemOf,
  borrowDetailUrl,
  confirmRefusalOf,
  payProblem,
} from '../../../store/legacyRepay/rules';

test('the page amount is in cents; the keyboard edits units', () => {
  expect(amountFromCents('300000')).toBe('3000');
  expect(amountFromCents('201170')).toBe('2011.70');
  expect(amountFromCents('5')).toBe('0.05');
  expect(amountFromCents(undefined)).toBe('');
  expect(amountFromCents('abc')).toBe('');
  expect(amountFromCents('-100')).toBe('');
  // Longer than the keyboard's maximum length: left for the borrower to type.
  expect(amountFromCents('99999999999999')).toBe('');
});

test('an amount is sent without a trailing point, and only when positive', () => {
  expect(amountToSend('12.')).toBe('12');
  expect(amountToSend('12.5')).toBe('12.5');
  expect(amountToSend('0')).toBeNull();
  expect(amountToSend('0.')).toBeNull();
  expect(amountToSend('')).toBeNull();
  expect(amountToSend('1.234')).toBeNull();
});

test('pay needs a card first, then an amount', () => {
  expect(payProblem({ cardId: null, amount: '' })).toBe('chooseCard');
  expect(payProblem({ cardId: null, amount: '10' })).toBe('chooseCard');
  expect(payProblem({ cardId: '1', amount: '' })).toBe('amount');
  expect(payProblem({ cardId: '1', amount: '10' })).toBeNull();
});

test('binding needs 12 or more card digits, then a bank', () => {
  expect(bindProblemOf({ cardNo: '1234 5678 901', bankName: 'X' })).toBe('cardNo');
  expect(bindProblemOf({ cardNo: '1234 5678 9012', bankName: '' })).toBe('bankName');
  expect(bindProblemOf({ cardNo: '1234 5678 9012', bankName: 'X' })).toBeNull();
});

test.each([
  [800006, 'verifyCodeWrong'],
  ['800006', 'verifyCodeWrong'],
  [800005, 'paidTwice'],
  ['800005', 'paidTwice'],
  ['00', null],
  [700001, null],
  [undefined, null],
])('confirm code %p has the spec words %p of its own', (code, words) => {
  expect(confirmRefusalOf(code)).toBe(words);
});

test.each([
  [
    { sessionId: 's-1', 'need-pop': '1' },
    { productId: '1', orderId: '174' },
    '/abcIs?sessionId=s-1&need-pop=1&productId=1&orderId=174',
  ],
  [{}, { productId: '1', orderId: '174' }, '/abcIs?productId=1&orderId=174'],
  [{ sessionId: 's-1' }, { productId: '', orderId: '174' }, '/abcIs?sessionId=s-1&orderId=174'],
])('a paid repayment lands on the borrow detail of its order with the session: %p %p', (carried, order, url) => {
  expect(borrowDetailUrl(carried, order)).toBe(url);
});
