/** The order's details (`loan-details`), injected into the shared v3 loan API. */
import { loanApi, v3Data, type OrderArg } from '../api/loan';
import * as T from '../api/types';

export const loanDetailApi = loanApi.injectEndpoints({
  endpoints: (build) => ({
    loanDetails: build.query<T.LoanDetail, OrderArg>({
      query: (body) => ({ path: '/v3/loan-details/loan-details', body: { ...body } }),
      transformResponse: v3Data,
      responseSchema: T.response(T.LoanDetail),
      providesTags: ['LoanDetail'],
    }),
  }),
});
