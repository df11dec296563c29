/**
 * The legacy form client's API: the card-repay calls of CONTRACT.md, whose endpoints the card-repay
 * feature injects (store/legacyRepay/api.ts). Bodies come back whole: the machine reads their codes.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { injectApi } from '../reducer';
import { formBaseQuery } from './clients';
import { schemaFailure } from './request';

// Made apart from `injectApi`, so its reducer path stays the literal 'legacyApi' in the state type.
const api = createApi({
  reducerPath: 'legacyApi',
  baseQuery: formBaseQuery,
  catchSchemaFailure: schemaFailure,
  endpoints: () => ({}),
});

export const legacyApi = injectApi(api);

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof legacyApi> {}
}
