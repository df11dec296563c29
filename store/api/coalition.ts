/**
 * The `/coalition` calls of CONTRACT.md share this one RTK Query API, each checked by its schema. A
 * feature injects the endpoints it owns (`coalitionApi.injectEndpoints` in store/<feature>/api.ts: the
 * complaint calls, bind card, the product list); the two that no machine owns (the contract of the
 * agreement pages, customer service) are here.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { coalitionBaseQuery, type CoalitionResult } from './clients';
import { schemaFailure } from './request';
import * as T from './types';
import { injectApi } from '../reducer';

/** The schema checks the data right after, so its type is asserted here. */
export const dataOf = (r: CoalitionResult) => r.data as never;

const api = createApi({
  reducerPath: 'coalitionApi',
  baseQuery: coalitionBaseQuery,
  catchSchemaFailure: schemaFailure,
  endpoints: (build) => ({
    contractDetail: build.query<T.ContractDetail, { orderNo: string }>({
      query: ({ orderNo }) => ({ path: 'contract-detail', method: 'GET', payload: { orderNo } }),
      transformResponse: dataOf,
      responseSchema: T.response(T.ContractDetail),
    }),
    customerService: build.query<T.CustomerService, void>({
      query: () => ({ path: 'get-whatsapp', payload: { overall: 30 } }),
      transformResponse: dataOf,
      responseSchema: T.response(T.CustomerService),
    }),
  }),
});

export const coalitionApi = injectApi(api);

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof coalitionApi> {}
}
