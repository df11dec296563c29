/**
 * The building blocks of every response schema. Servers send numbers as strings and strings as
 * numbers, so scalar fields accept both; huge strings and lists, and amounts out of range, are
 * malformed data.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';

/**
 * RTK Query wants a schema whose input and output types match; ours fill in defaults (input may
 * omit what output always has), so the response schemas are typed by their output.
 */
export const response = <S extends v.GenericSchema>(schema: S) =>
  schema as unknown as StandardSchemaV1<v.InferOutput<S>>;

/** Any server text; a huge string is malformed data, not something to lay out. */
export const text = v.pipe(v.string(), v.maxLength(20_000));
/*
 * A field that is a number or a text (scalar, money) is one check, not a union of a number schema and
 * a string schema: a union records an issue, message and all, for every branch that fails, so each
 * text id or date paid for a failed number check. Validating 5,000 complaints took two to three times
 * as long that way, and it is one task of the page.
 */
const isScalar = (x: unknown): x is number | string =>
  typeof x === 'number' ? Number.isFinite(x) : typeof x === 'string' && x.length <= 64;
/** A code, flag, id or time: a finite number, or a text of at most 64 characters. */
export const scalar = v.custom<number | string>(
  isScalar,
  'Expected a finite number or a text of at most 64 characters',
);
/**
 * The most an amount may be: 10^10 in the server's unit. Every server amount is integer cents (SPEC §9;
 * the contract server's products run 250 000 to 600 000, every fee and total far below 10^7), so this is
 * 100 000 000.00 of the market's money: far above any consumer loan, in MXN or INR, and still an
 * integer that a double holds exactly. A server that sent whole units would fit as well.
 */
export const MONEY_MAX = 10_000_000_000;
const moneyInRange = (n: number) => Number.isFinite(n) && n >= 0 && n <= MONEY_MAX;
/** A plain decimal as text: digits, at most one point; no sign, exponent, hex, grouping or words. */
const MONEY_TEXT = /^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/;
/**
 * An amount (amount, fee, interest, IVA, coupon, a repayment row): a number or a numeric string, as
 * servers send both, finite and 0 ≤ amount ≤ MONEY_MAX. No amount here may be negative (nothing in
 * SPEC §3 is a credit or a refund), so a negative, NaN, Infinity, 1e308 or '1e5' is malformed data:
 * the screen says it could not load, with a retry, and never shows the number.
 */
const isMoney = (x: unknown): x is number | string =>
  typeof x === 'number'
    ? moneyInRange(x)
    : typeof x === 'string' && x.length <= 32 && MONEY_TEXT.test(x) && moneyInRange(Number(x));
export const money = v.custom<number | string>(isMoney, 'Expected an amount from 0 to MONEY_MAX');
/** An amount a server may leave empty ('' means none, as for every optional scalar). */
export const maybeMoney = v.union([money, v.literal('')]);
export const optMoney = v.optional(maybeMoney, '');
/*
 * An optional text, scalar or list that a server sends as null (as Java backends do for an empty
 * field) means the same as one left out. An optional amount does not: a null fee read as "no fee"
 * would understate the cost, so it stays malformed data.
 */
export const optText = v.optional(v.nullable(text, ''), '');
export const optScalar = v.optional(v.nullable(scalar, ''), '');
/** A flag (0 unless the server says otherwise). */
export const optFlag = v.optional(v.nullable(scalar, 0), 0);
export const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(10_000));
export const optList = <T extends v.GenericSchema>(item: T) => v.optional(v.nullable(list(item), []), []);

/** A bare code and message (promotion SMS and registration, legacy repay confirm). */
export const CodeOnly = v.object({ code: scalar, message: optText });
export type CodeOnly = v.InferOutput<typeof CodeOnly>;
