/** The v3 loan calls (JSON client) as RTK Query endpoints, each checked by its schema. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { jsonBaseQuery, type JsonEnvelope } from './clients';
import { schemaFailure } from './request';
import * as T from './types';
import { addApi } from '../registry';

/** The schema checks the data right after, so its type is asserted here. */
const dataOf = (r: JsonEnvelope) => r.data as never;
type OrderArg = { productId: string; orderId: string };

export const loanApi = createApi({
  reducerPath: 'loanApi',
  baseQuery: jsonBaseQuery,
  catchSchemaFailure: schemaFailure,
  tagTypes: ['LoanDetail'],
  endpoints: (build) => ({
    loanConfirm: build.query<T.LoanConfirm, { productId: string; isType?: 1 }>({
      query: ({ productId, isType }) => ({
        path: '/v3/loan-confirm/loan-detail-confirm',
        body: isType ? { productId, isType } : { productId },
      }),
      // The reload modal shows the envelope's message.
      transformResponse: (r: JsonEnvelope) =>
        (r.data && typeof r.data === 'object' ? { ...(r.data as object), popMessage: r.message } : r.data) as never,
      responseSchema: T.response(T.LoanConfirm),
    }),
    loanPush: build.mutation<T.LoanPush, { amount: string; periods: string; termUnit: string; productId: string }>({
      query: (body) => ({ path: '/v3/loan-confirm/loan-detail-push', body }),
      transformResponse: dataOf,
      responseSchema: T.response(T.LoanPush),
    }),
    loanDetails: build.query<T.LoanDetail, OrderArg>({
      query: (body) => ({ path: '/v3/loan-details/loan-details', body }),
      transformResponse: dataOf,
      responseSchema: T.response(T.LoanDetail),
      providesTags: ['LoanDetail'],
    }),
    loanScore: build.mutation<null, OrderArg & { score: number }>({
      query: (body) => ({ path: '/v3/loan-details/loan-score', body }),
      transformResponse: () => null,
    }),
    repayPlan: build.query<T.RepayPlan, OrderArg & { channels?: number }>({
      query: (body) => ({ path: '/v3/installment/loan-play-detail', body }),
      transformResponse: dataOf,
      responseSchema: T.response(T.RepayPlan),
    }),
    delayDetail: build.query<T.DelayDetail, OrderArg>({
      query: (body) => ({ path: '/v3/installment/loan-play-delay-detail', body }),
      transformResponse: dataOf,
      responseSchema: T.response(T.DelayDetail),
    }),
    instruction: build.query<T.Instruction, OrderArg & { amount: string; payCode: string; requestType: string }>({
      query: (body) => ({ path: '/v3/loan-details/generate-vcode', body }),
      transformResponse: dataOf,
      responseSchema: T.response(T.Instruction),
    }),
  }),
});

addApi(loanApi);
