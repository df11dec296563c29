/**
 * The quote (v3 `loan-detail-confirm`, SPEC §4), injected into the loan API: read by the confirm screen,
 * its reload and its push, and by the cost sheet, which needs nothing else of applying for a loan.
 */
import type { JsonEnvelope } from '../api/clients';
import { loanApi } from '../api/loan';
import * as T from '../api/types';
import type { QuoteArg } from './arg';
import * as S from './schemas';

export const quoteApi = loanApi.injectEndpoints({
  endpoints: (build) => ({
    loanConfirm: build.query<S.LoanConfirm, QuoteArg>({
      query: ({ productId, isType }) => ({
        path: '/v3/loan-confirm/loan-detail-confirm',
        body: isType ? { productId, isType } : { productId },
      }),
      // The reload modal shows the envelope's message.
      transformResponse: (r: JsonEnvelope) =>
        (r.data && typeof r.data === 'object' ? { ...r.data, popMessage: r.message } : r.data) as never,
      responseSchema: T.response(S.LoanConfirm),
    }),
  }),
});
