/**
 * The SPEC §3 entities as valibot schemas; the TypeScript types are inferred from them, so the
 * shape a screen sees and the shape checked at the network boundary can never drift apart.
 * Servers send numbers as strings and strings as numbers, so scalar fields accept both; every
 * amount is a `money` field (schema.ts): finite, never negative, at most MONEY_MAX.
 */
import * as v from 'valibot';
import { list, maybeMoney, money, optList, optMoney, optScalar, optText, scalar, text } from './schema';

export { CodeOnly, response, text } from './schema';

export const TitleValue = v.object({ title: text, value: v.union([text, scalar]) });
const TextValue = v.object({ text: text, value: v.union([text, scalar]) });
export type TitleValue = v.InferOutput<typeof TitleValue>;
type TextValue = v.InferOutput<typeof TextValue>;

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

export const OrderCard = v.object({
  orderNo: scalar,
  productLogo: optText,
  productName: optText,
  status: optScalar,
  list: optList(TitleValue),
  isShow: optScalar,
});
export type OrderCard = v.InferOutput<typeof OrderCard>;

export const ProblemInit = v.object({
  problemType: optList(TitleValue),
  problemSonType: optList(TitleValue),
  orderDetail: v.optional(v.nullable(OrderCard), null),
  orderList: optList(OrderCard),
});
export type ProblemInit = v.InferOutput<typeof ProblemInit>;

export const ComplaintItem = v.object({ id: scalar, time: scalar, type: text, content: text });
export type ComplaintItem = v.InferOutput<typeof ComplaintItem>;
export const ProblemList = v.object({
  tabs: list(v.object({ title: text, list: list(ComplaintItem) })),
});
export type ProblemList = v.InferOutput<typeof ProblemList>;

export const ProblemDetail = v.object({
  type: text,
  sonType: optText,
  problemId: scalar,
  content: text,
  images: optList(text),
  disposeDetail: optText,
  disposeImages: optList(text),
  isNeedScore: v.optional(scalar, 0),
});
export type ProblemDetail = v.InferOutput<typeof ProblemDetail>;

export const UploadedImage = v.object({ url: text });
export type UploadedImage = v.InferOutput<typeof UploadedImage>;

export const CustomerService = v.object({ phone: optText, va: optText, email: optText });
export type CustomerService = v.InferOutput<typeof CustomerService>;

const Product = v.object({
  productId: scalar,
  productName: text,
  productLogo: optText,
  amount: money,
  term: scalar,
});
type Product = v.InferOutput<typeof Product>;
export const ProductList = v.object({ list: list(Product) });
export type ProductList = v.InferOutput<typeof ProductList>;

/* ---------- legacy card repay (form client, code '00') ---------- */

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

/* ---------- v3 loan calls (JSON client) ---------- */

const RepayPlanRow = v.object({ title: text, description: optText, amount: money, pay_time: optScalar });
export const LoanConfirm = v.object({
  firstPayTime: optScalar,
  amount: money,
  periods: scalar,
  termUnit: scalar,
  isNeedPop: v.optional(scalar, 0),
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

export const LoanPush = v.object({ lendDetailsUrl: text });
export type LoanPush = v.InferOutput<typeof LoanPush>;

export const LoanDetail = v.object({
  orderStatus: scalar,
  noticeStatusText: optText,
  noticeDesText: optText,
  productName: optText,
  productLogo: optText,
  userOrderDetail: v.optional(v.object({ detail: optList(TextValue) }), { detail: [] }),
  inside: v.optional(v.unknown()),
  isScore: v.optional(scalar, 0),
  h5Url: optText,
  isDelay: v.optional(scalar, 0),
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
