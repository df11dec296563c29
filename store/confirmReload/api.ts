/**
 * The calls of applying for a loan: the recommended products (a `/coalition` call) and the v3 push,
 * injected into the shared APIs of their clients. The quote is store/quote's.
 */
import type { CoalitionResult } from '../api/clients';
import { coalitionApi } from '../api/coalition';
import { loanApi, v3Data } from '../api/loan';
import * as T from '../api/types';
import * as S from './schemas';
import type { PushAttempt } from './rules';

export const confirmApi = loanApi.injectEndpoints({
  endpoints: (build) => ({
    // The key is the same on every try of one application, so a retry after a lost answer cannot
    // make a second loan (the server answers a repeated key with the first answer).
    loanPush: build.mutation<S.LoanPush, PushAttempt>({
      query: ({ payload, key }) => ({
        path: '/v3/loan-confirm/loan-detail-push',
        body: { ...payload },
        headers: { 'Idempotency-Key': key },
      }),
      transformResponse: v3Data,
      responseSchema: T.response(S.LoanPush),
    }),
  }),
});

export const productApi = coalitionApi.injectEndpoints({
  endpoints: (build) => ({
    productList: build.query<S.ProductList, void>({
      query: () => ({ path: 'product-list' }),
      transformResponse: (r: CoalitionResult) => r.data as never,
      responseSchema: T.response(S.ProductList),
    }),
  }),
});
