/**
 * The v3 loan calls (JSON client) share this one RTK Query API. Each feature injects the endpoints it
 * owns (`loanApi.injectEndpoints` in store/<feature>/api.ts: confirm and push in confirmReload, the
 * order details in loanDetail, the score in rating, the repayment screens' calls in repay).
 */
import type { WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { jsonBaseQuery, type JsonEnvelope } from './clients';
import { schemaFailure } from './request';
import { injectApi, rootReducer } from '../reducer';

/** The envelope's data; the endpoint's schema checks it right after, so its type is asserted here. */
export const v3Data = (r: JsonEnvelope) => r.data as never;

/** The order a v3 call is about. */
export type OrderArg = { productId: string; orderId: string };

// Made apart from `injectApi`, so its reducer path stays the literal 'loanApi' in the state type.
const api = createApi({
  reducerPath: 'loanApi',
  baseQuery: jsonBaseQuery,
  catchSchemaFailure: schemaFailure,
  tagTypes: ['LoanDetail'],
  endpoints: () => ({}),
});

export const loanApi = injectApi(api);

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof loanApi> {}
}

/** Wraps a selector of the loan API's cache so it reads a store where the branch is not in yet. */
export const withLoanApi = rootReducer.inject(loanApi);
