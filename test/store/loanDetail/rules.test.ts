/**
 * SPEC §4 order status as a table: for each status (and isDelay), the buttons the detail page offers
 * and whether it shows the detail list. The screen test reads this rule, it does not copy it.
 */
import { orderActions, PAID_OFF, REJECTED, REPAYABLE } from '../../../store/loanDetail';

const none = { repay: false, extend: false, borrowAgain: false, showDetails: true };

test.each([
  // status, isDelay, expected
  ['21', 0, none],
  ['151', 0, none],
  ['170', 0, none],
  ['110', 0, { ...none, showDetails: false }],
  ['110', 1, { ...none, showDetails: false }],
  ['174', 0, { ...none, repay: true }],
  ['174', 1, { ...none, repay: true, extend: true }],
  ['180', 0, { ...none, repay: true }],
  ['180', 1, { ...none, repay: true, extend: true }],
  ['180', '1', { ...none, repay: true, extend: true }],
  ['180', 2, { ...none, repay: true }],
  ['200', 0, { ...none, borrowAgain: true }],
  ['200', 1, { ...none, borrowAgain: true }],
  ['21', 1, none],
  ['999', 1, none],
  ['', 0, none],
])('status %p with isDelay %p', (orderStatus, isDelay, expected) => {
  expect(orderActions({ orderStatus, isDelay })).toEqual({ status: orderStatus, ...expected });
});

test('a numeric or padded status reads as its code', () => {
  expect(orderActions({ orderStatus: 174, isDelay: 1 })).toMatchObject({ status: '174', repay: true, extend: true });
  expect(orderActions({ orderStatus: ' 200 ' })).toMatchObject({ status: '200', borrowAgain: true });
  expect(orderActions({ orderStatus: null })).toMatchObject({ status: '', repay: false });
});

test('the named statuses are the spec codes', () => {
  expect(REPAYABLE).toEqual(['174', '180']);
  expect(REJECTED).toBe('110');
  expect(PAID_OFF).toBe('200');
});
