/**
 * The complaint calls' answers (SPEC §3), checked at the network boundary like every answer
 * (store/api/types.ts).
 */
import * as v from 'valibot';
import { list, optFlag, optList, optScalar, optText, scalar, text } from '../api/schema';
import { TitleValue } from '../api/types';

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
  isNeedScore: optFlag,
});
export type ProblemDetail = v.InferOutput<typeof ProblemDetail>;

export const UploadedImage = v.object({ url: text });
export type UploadedImage = v.InferOutput<typeof UploadedImage>;
