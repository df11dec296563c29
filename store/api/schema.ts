/**
 * The building blocks of every response schema. Servers send numbers as strings and strings as
 * numbers, so scalar fields accept both; huge strings and lists are malformed data.
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
/** A number or a numeric-looking string (amounts, codes, flags, ids). */
export const scalar = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.maxLength(64))]);
export const optText = v.optional(text, '');
export const optScalar = v.optional(scalar, '');
export const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(10_000));
export const optList = <T extends v.GenericSchema>(item: T) => v.optional(list(item), []);

/** A bare code and message (promotion SMS and registration, legacy repay confirm). */
export const CodeOnly = v.object({ code: scalar, message: optText });
export type CodeOnly = v.InferOutput<typeof CodeOnly>;
