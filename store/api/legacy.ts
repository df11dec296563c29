/** The legacy card-repay calls (form client). Bodies are returned whole: the slice reads the codes. */
import { createApi } from '@reduxjs/toolkit/query/react';
import * as v from 'valibot';
import { formBaseQuery } from './clients';
import { schemaFailure } from './request';
import * as T from './types';
import { addApi } from '../registry';

const WayResponse = T.FormEnvelope(T.RepayWay);
const CommitResponse = T.FormEnvelope(T.RepayCommit);
const UrlResponse = T.FormEnvelope(v.object({ url: T.text }));
export type WayResponse = v.InferOutput<typeof WayResponse>;
export type CommitResponse = v.InferOutput<typeof CommitResponse>;
export type UrlResponse = v.InferOutput<typeof UrlResponse>;
export type ConfirmResponse = T.CodeOnly;

export interface RepayCommitPayload {
  amount: string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  sendMsg: 0 | 1;
}

export const legacyApi = createApi({
  reducerPath: 'legacyApi',
  baseQuery: formBaseQuery,
  catchSchemaFailure: schemaFailure,
  endpoints: (build) => ({
    repaymentWay: build.query<WayResponse, void>({
      query: () => ({ path: 'repayment-way' }),
      responseSchema: T.response(WayResponse),
    }),
    repaymentCommit: build.mutation<CommitResponse, RepayCommitPayload>({
      query: (payload) => ({ path: 'repayment-commit', payload: { ...payload } }),
      responseSchema: T.response(CommitResponse),
    }),
    repaymentHuichao: build.mutation<UrlResponse, { userId: string; orderId: string; amount: string }>({
      query: (payload) => ({ path: 'repayment-huichao', payload }),
      responseSchema: T.response(UrlResponse),
    }),
    repaymentConfirm: build.mutation<
      ConfirmResponse,
      { orderId: string; verifyCode: string; repaymentRecordId: string }
    >({
      query: (payload) => ({ path: 'repayment-confirm', payload }),
      responseSchema: T.response(T.CodeOnly),
    }),
  }),
});

addApi(legacyApi);
