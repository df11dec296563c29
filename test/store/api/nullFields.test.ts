/**
 * A server that sends an optional field as null (as Java backends do for an empty one) means what
 * leaving it out means: the page shows it as absent instead of failing as a whole, where no Retry
 * could ever help. Required fields and optional amounts stay strict.
 */
import * as v from 'valibot';
import { optList, optScalar, optText } from '../../../store/api/schema';
import * as T from '../../../store/api/types';
import * as C from '../../../store/complaintRecords/schemas';
import * as Q from '../../../store/confirmReload/schemas';
import * as Quote from '../../../store/quote/schemas';

test('optional text, scalar and list: null reads as left out', () => {
  expect(v.parse(optText, null)).toBe('');
  expect(v.parse(optScalar, null)).toBe('');
  expect(v.parse(optList(optText), null)).toEqual([]);
  expect(v.parse(optText, 'a')).toBe('a');
});

test('a product with a null logo is listed, with no logo', () => {
  const out = v.parse(Q.ProductList, {
    list: [{ productId: 1, productName: 'Credit Plus', productLogo: null, amount: 600000, term: 90 }],
  });
  expect(out.list[0].productLogo).toBe('');
});

test('customer service: a null e-mail is absent, phone numbers sent as JSON numbers are kept', () => {
  expect(v.parse(T.CustomerService, { phone: 525541632890, va: 8009531122, email: null })).toEqual({
    phone: 525541632890,
    va: 8009531122,
    email: '',
  });
  expect(v.parse(T.CustomerService, { phone: null, va: null })).toEqual({ phone: '', va: '', email: '' });
});

test('flags sent as null take their default', () => {
  const detail = v.parse(T.LoanDetail, { orderStatus: 1, isScore: null, isDelay: null, productLogo: null });
  expect([detail.isScore, detail.isDelay, detail.productLogo]).toEqual([0, 0, '']);
  const quote = v.parse(Quote.LoanConfirm, {
    amount: 300000,
    periods: 91,
    termUnit: 1,
    isNeedPop: null,
    details: null,
  });
  expect([quote.isNeedPop, quote.details]).toEqual([0, []]);
  const complaint = v.parse(C.ProblemDetail, {
    type: 'Cobranza',
    problemId: 1,
    content: 'x',
    images: null,
    disposeDetail: null,
    isNeedScore: null,
  });
  expect([complaint.images, complaint.disposeDetail, complaint.isNeedScore]).toEqual([[], '', 0]);
});

test('still malformed: a null required field, a null optional amount (a fee read as none would understate the cost)', () => {
  expect(v.safeParse(Q.ProductList, { list: [{ productId: 1, productName: null, amount: 1, term: 1 }] }).success).toBe(
    false,
  );
  expect(v.safeParse(Quote.LoanConfirm, { amount: 300000, periods: 91, termUnit: 1, couNum: null }).success).toBe(
    false,
  );
  expect(v.safeParse(T.CustomerService, { phone: { n: 1 } }).success).toBe(false);
});
