/**
 * Issue 15 item 9: every amount of every entity is a `money` field: a number or a plain decimal
 * text, finite, 0 ≤ amount ≤ MONEY_MAX (cents). Anything else is malformed data, refused at the
 * network boundary, so no absurd number reaches a screen.
 */
import * as v from 'valibot';
import { maybeMoney, money, MONEY_MAX, optMoney } from '../../../store/api/schema';
import * as T from '../../../store/api/types';
import * as Q from '../../../store/confirmReload/schemas';
import * as Quote from '../../../store/quote/schemas';

const valid: unknown[] = [
  0,
  1,
  5,
  12345,
  300000,
  1.5,
  MONEY_MAX,
  '0',
  '300000',
  ' 12 ',
  '2011.70',
  '.5',
  '12.',
  String(MONEY_MAX),
];
const invalid: unknown[] = [
  -1,
  -99999999,
  -0.5,
  MONEY_MAX + 1,
  1e308,
  NaN,
  Infinity,
  -Infinity,
  '-1',
  '-99999999',
  '1e5',
  '1E+308',
  '0x10',
  'NaN',
  'Infinity',
  '1,000',
  '1.000.00',
  '$300',
  'abc',
  ' ',
  '1'.repeat(40),
  String(MONEY_MAX + 1),
  null,
  true,
  {},
  [],
];

describe('money', () => {
  test.each(valid.map((x) => [x]))('accepts %p, unchanged', (x) => {
    expect(v.parse(money, x)).toBe(x);
  });
  test.each(invalid.map((x) => [x]))('refuses %p', (x) => {
    expect(v.safeParse(money, x).success).toBe(false);
  });
  test('refuses an empty text: a required amount must be there', () => {
    expect(v.safeParse(money, '').success).toBe(false);
  });
});

describe('maybeMoney and optMoney (optional amounts)', () => {
  test("'' and a missing amount mean none", () => {
    expect(v.parse(maybeMoney, '')).toBe('');
    expect(v.parse(optMoney, undefined)).toBe('');
    expect(v.parse(optMoney, '')).toBe('');
  });
  test.each(invalid.map((x) => [x]))('refuses %p', (x) => {
    expect(v.safeParse(optMoney, x).success).toBe(false);
  });
  test.each(valid.map((x) => [x]))('accepts %p', (x) => {
    expect(v.parse(optMoney, x)).toBe(x);
  });
});

/** Each entity, with one amount field set by `put`; every money field of SPEC §3 is listed. */
const contract = { username: 'a', mount: 300000 };
const confirm = { amount: 300000, periods: 91, termUnit: 1 };
type Row = readonly [string, v.GenericSchema, (x: unknown) => unknown];
const fields: Row[] = [
  ...['mount', 'contractAmount', 'commission', 'Interest', 'IVA', 'giveAmount'].map((k): Row => [
    `ContractDetail.${k}`,
    T.ContractDetail,
    (x) => ({ ...contract, [k]: x }),
  ]),
  [
    'ContractDetail.repayPlan[].amount',
    T.ContractDetail,
    (x) => ({ ...contract, repayPlan: [{ title: '1/3', amount: x, time: '2025-01-01' }] }),
  ],
  [
    'ProductList.list[].amount',
    Q.ProductList,
    (x) => ({ list: [{ productId: 1, productName: 'P', amount: x, term: 91 }] }),
  ],
  ['LoanConfirm.amount', Quote.LoanConfirm, (x) => ({ ...confirm, amount: x })],
  ['LoanConfirm.couNum', Quote.LoanConfirm, (x) => ({ ...confirm, couNum: x })],
  [
    'LoanConfirm.repay_plans[].amount',
    Quote.LoanConfirm,
    (x) => ({ ...confirm, repay_plans: [{ title: '1/3', amount: x }] }),
  ],
  ['RepayPlan.repayAmount', T.RepayPlan, (x) => ({ repayAmount: x })],
  ['DelayDetail.delayInfo.delayAmount', T.DelayDetail, (x) => ({ delayInfo: { delayAmount: x } })],
  [
    'DelayDetail.repayPlan[].amount',
    T.DelayDetail,
    (x) => ({ delayInfo: { delayAmount: 100 }, repayPlan: [{ title: 'Cargo', amount: x }] }),
  ],
  ['Instruction.repayDetail.amount', T.Instruction, (x) => ({ repayDetail: { amount: x } })],
];

describe.each(fields)('%s', (_name, schema, put) => {
  test('accepts sane amounts, as numbers and as text', () => {
    for (const x of [0, 300000, '201170', ' 12 ', MONEY_MAX]) expect(v.safeParse(schema, put(x)).success).toBe(true);
  });
  test('refuses absurd amounts as malformed data', () => {
    for (const x of [-99999999, 1e308, NaN, Infinity, '1e5', '-1', MONEY_MAX + 1, 'abc']) {
      expect(v.safeParse(schema, put(x)).success).toBe(false);
    }
  });
});
