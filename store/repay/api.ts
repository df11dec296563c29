/**
 * The calls of the repayment screens (SPEC §2 repay, extension, repayment description): the plan of
 * an instalment, the extension offer and a channel's payment instructions, injected into the shared
 * v3 loan API.
 */
import { loanApi, v3Data, type OrderArg } from '../api/loan';
import * as T from '../api/types';

export const repayApi = loanApi.injectEndpoints({
  endpoints: (build) => ({
    /** `channels`: the contract server's knob for long channel lists (performance checks). */
    repayPlan: build.query<T.RepayPlan, OrderArg & { channels?: number }>({
      query: (body) => ({ path: '/v3/installment/loan-play-detail', body }),
      transformResponse: v3Data,
      responseSchema: T.response(T.RepayPlan),
    }),
    delayDetail: build.query<T.DelayDetail, OrderArg>({
      query: (body) => ({ path: '/v3/installment/loan-play-delay-detail', body }),
      transformResponse: v3Data,
      responseSchema: T.response(T.DelayDetail),
    }),
    instruction: build.query<T.Instruction, OrderArg & { amount: string; payCode: string; requestType: string }>({
      query: (body) => ({ path: '/v3/loan-details/generate-vcode', body }),
      transformResponse: v3Data,
      responseSchema: T.response(T.Instruction),
    }),
  }),
});
