/** The score post (`loan-score`), injected into the shared v3 loan API. */
import { loanApi, type OrderArg } from '../api/loan';

export const ratingApi = loanApi.injectEndpoints({
  endpoints: (build) => ({
    loanScore: build.mutation<null, OrderArg & { score: number }>({
      query: (body) => ({ path: '/v3/loan-details/loan-score', body }),
      transformResponse: () => null,
    }),
  }),
});
