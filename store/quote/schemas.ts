/**
 * The quote's answer (v3 \`loan-detail-confirm\`), checked at the network boundary like every answer
 * (store/api/types.ts).
 */
import * as v from 'valibot';
import { maybeMoney, money, optFlag, optList, optMoney, optScalar, optText, scalar, text } from '../api/schema';
import { TextValue } from '../api/types';

const RepayPlanRow = v.object({ title: text, description: optText, amount: money, pay_time: optScalar });
export const LoanConfirm = v.object({
  firstPayTime: optScalar,
  amount: money,
  periods: scalar,
  termUnit: scalar,
  isNeedPop: optFlag,
  sendSms: optScalar,
  details: optList(TextValue),
  repay_plans: optList(RepayPlanRow),
  loanRate: optScalar,
  ratemsg: optText,
  amountDec: optText,
  isNewContract: optText,
  messageType: optScalar,
  comProductLogo: optText,
  comProductName: optText,
  /** The coupon amount, when there is one. */
  couNum: v.optional(maybeMoney),
  /** The envelope message, shown in the reload modal. */
  popMessage: optText,
  /** CONTRACT "Additions": what the borrower receives after upfront fees and taxes (cents); '' = `amount`. */
  receivedAmount: optMoney,
  /** CONTRACT "Additions": the disbursal date (YYYY-MM-DD); '' = the day the quote arrived. */
  loanDate: optScalar,
  /** CONTRACT "Additions": the lender's own legal APR (India) / CAT (Mexico) in percent, shown as given. */
  apr: optScalar,
  cat: optScalar,
});
export type LoanConfirm = v.InferOutput<typeof LoanConfirm>;
