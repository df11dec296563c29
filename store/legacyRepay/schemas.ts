/**
 * The legacy card repay's answers (form client, code '00'), checked at the network boundary like
 * every answer (store/api/types.ts).
 */
import * as v from 'valibot';
import { optList, optScalar, optText, scalar, text } from '../api/schema';

export const BankCard = v.object({ id: scalar, bankName: text, cardNo: scalar, bankCode: optScalar });
export type BankCard = v.InferOutput<typeof BankCard>;
export const RepayWay = v.object({
  alipay: v.optional(v.unknown()),
  repayToken: optText,
  bankCards: optList(BankCard),
});
export type RepayWay = v.InferOutput<typeof RepayWay>;
export const RepayCommit = v.object({ needValid: optScalar, repayRecordId: optScalar });
export type RepayCommit = v.InferOutput<typeof RepayCommit>;

/** The legacy form envelope: the slice reads `code` itself ('00' is success). */
export const FormEnvelope = <T extends v.GenericSchema>(data: T) =>
  v.object({ code: scalar, message: optText, data: v.optional(v.nullable(data), null) });
