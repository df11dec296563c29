/**
 * The SPEC §3 entities as valibot schemas; the TypeScript types are inferred from them, so the
 * shape a screen sees and the shape checked at the network boundary can never drift apart.
 * Servers send numbers as strings and strings as numbers, so scalar fields accept both; every
 * amount is a `money` field (schema.ts): finite, never negative, at most MONEY_MAX.
 *
 * Here are the ones several features read (the loan detail, the repay plans and channels, the
 * agreements); a feature's own calls have their schemas beside them (store/<feature>/schemas.ts),
 * so a page downloads only the schemas of the calls it can make.
 */
import * as v from 'valibot';
import { money, optFlag, optList, optMoney, optScalar, optText, scalar, text } from './schema';

export { CodeOnly, response, text } from './schema';

export const TitleValue = v.object({ title: text, value: v.union([text, scalar]) });
export const TextValue = v.object({ text: text, value: v.union([text, scalar]) });
export type TitleValue = v.InferOutput<typeof TitleValue>;
export type TextValue = v.InferOutput<typeof TextValue>;

/* ---------- coalition ---------- */

export const ContractDetail = v.object({
  username: optText,
  productName: optText,
  mount: optMoney,
  daiDate: optScalar,
  planDate: optScalar,
  contractAmount: optMoney,
  commission: optMoney,
  Interest: optMoney,
  IVA: optMoney,
  giveAmount: optMoney,
  userAddress: optText,
  contractDate: optScalar,
  company: optText,
  userName: optText,
  /** Period agreements (`/agony`) also carry their repayment plan. */
  repayPlan: optList(v.object({ title: text, amount: money, time: scalar })),
});
export type ContractDetail = v.InferOutput<typeof ContractDetail>;

/** Phone numbers may come as JSON numbers, like any scalar; the screen shows and dials them as text. */
export const CustomerService = v.object({ phone: optScalar, va: optScalar, email: optText });
export type CustomerService = v.InferOutput<typeof CustomerService>;

/* ---------- v3 loan calls (JSON client) ---------- */

export const LoanDetail = v.object({
  orderStatus: scalar,
  noticeStatusText: optText,
  noticeDesText: optText,
  productName: optText,
  productLogo: optText,
  userOrderDetail: v.optional(v.object({ detail: optList(TextValue) }), { detail: [] }),
  inside: v.optional(v.unknown()),
  isScore: optFlag,
  h5Url: optText,
  isDelay: optFlag,
  isNewContract: optText,
});
export type LoanDetail = v.InferOutput<typeof LoanDetail>;

export const Channel = v.object({
  logo: optText,
  desc: optText,
  payCode: optScalar,
  vCode: optScalar,
  BARcodeImg: optText,
  /** Which instruction page variant to open (spec-silent; defaults on the page). */
  requestType: optScalar,
  /** CONTRACT "Additions": UPI id and payee for a `upi://pay` intent and its QR code (India). */
  vpa: optText,
  payeeName: optText,
  /** CONTRACT "Additions": SPEI transfer details (Mexico). */
  clabe: optScalar,
  beneficiary: optText,
  bankName: optText,
  /** CONTRACT "Additions": until when a cash reference is valid (YYYY-MM-DD HH:mm:ss). */
  expiresAt: optScalar,
});
export type Channel = v.InferOutput<typeof Channel>;
export const ChannelGroup = v.object({ reviewer: optText, title: optText, list: optList(Channel) });
export type ChannelGroup = v.InferOutput<typeof ChannelGroup>;

export const RepayPlan = v.object({
  repayAmount: money,
  repayDate: optScalar,
  productName: optText,
  productLogo: optText,
  detail: optList(TextValue),
  repayList: optList(ChannelGroup),
  noticeMsg: optText,
});
export type RepayPlan = v.InferOutput<typeof RepayPlan>;

export const DelayDetail = v.object({
  productLogo: optText,
  productName: optText,
  delayInfo: v.object({ reviewer: optText, delayAmount: money, delayTime: optScalar }),
  repayPlan: optList(v.object({ title: text, amount: money, remark: optText, time: optScalar })),
  repayList: optList(ChannelGroup),
  noticeMsg: optText,
  note: optText,
});
export type DelayDetail = v.InferOutput<typeof DelayDetail>;

export const Instruction = v.object({
  topLogo: optText,
  repayDetail: v.object({
    amount: money,
    repayTitle: optText,
    repayDes: optText,
    /** Image of the code (barcode or QR). */
    repayCode: optText,
    /** The reference code the borrower types at the counter. */
    vCode: optScalar,
    companyName: optText,
  }),
  dataList: optList(v.object({ title: text, content: optList(text) })),
  imgList: optList(v.object({ title: text, eMail: optText, content: optList(text) })),
  bottomLogo: optText,
});
export type Instruction = v.InferOutput<typeof Instruction>;
