/** Every `/coalition` call of CONTRACT.md as an RTK Query endpoint, each checked by its schema. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { coalitionBaseQuery, type CoalitionResult } from './clients';
import { schemaFailure } from './request';
import { getFile } from './fileRegistry';
import * as T from './types';
import { addApi } from '../registry';

/** The schema checks the data right after, so its type is asserted here. */
const dataOf = (r: CoalitionResult) => r.data as never;

export interface ProblemSavePayload {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  /** Comma-joined image URLs, or empty. */
  problemImage: string;
  orderNo: string;
}

export const coalitionApi = createApi({
  reducerPath: 'coalitionApi',
  baseQuery: coalitionBaseQuery,
  catchSchemaFailure: schemaFailure,
  tagTypes: ['ComplaintList', 'ComplaintDetail', 'ProblemInit'],
  endpoints: (build) => ({
    contractDetail: build.query<T.ContractDetail, { orderNo: string }>({
      query: ({ orderNo }) => ({ path: 'contract-detail', method: 'GET', payload: { orderNo } }),
      transformResponse: dataOf,
      responseSchema: T.response(T.ContractDetail),
    }),
    problemInit: build.query<T.ProblemInit, { orderId?: string }>({
      query: ({ orderId }) => ({ path: 'problem-init', payload: orderId ? { orderId } : {} }),
      transformResponse: dataOf,
      responseSchema: T.response(T.ProblemInit),
      providesTags: ['ProblemInit'],
    }),
    problemSave: build.mutation<null, ProblemSavePayload>({
      query: (payload) => ({ path: 'problem-save', payload: { ...payload } }),
      transformResponse: () => null,
      invalidatesTags: ['ComplaintList', 'ProblemInit'],
    }),
    problemList: build.query<T.ProblemList, { bulk?: number } | void>({
      query: (arg) => ({ path: 'problem-list', payload: arg?.bulk ? { bulk: arg.bulk } : {} }),
      transformResponse: dataOf,
      responseSchema: T.response(T.ProblemList),
      providesTags: ['ComplaintList'],
    }),
    problemDetail: build.query<T.ProblemDetail, { problemId: string }>({
      query: ({ problemId }) => ({ path: 'problem-detail', payload: { problemId } }),
      transformResponse: dataOf,
      responseSchema: T.response(T.ProblemDetail),
      providesTags: (_r, _e, arg) => [{ type: 'ComplaintDetail', id: arg.problemId }],
    }),
    /** The argument is a file id from `registerFile`, so the action stays serializable. */
    uploadProblemImg: build.mutation<T.UploadedImage, { fileId: string }>({
      query: ({ fileId }) => {
        const formData = new FormData();
        const file = getFile(fileId);
        if (file) formData.append('problemImage', file, (file as File).name ?? 'image');
        return { path: 'upload-problem-img', formData };
      },
      transformResponse: dataOf,
      responseSchema: T.response(T.UploadedImage),
    }),
    customerService: build.query<T.CustomerService, void>({
      query: () => ({ path: 'get-whatsapp', payload: { overall: 30 } }),
      transformResponse: dataOf,
      responseSchema: T.response(T.CustomerService),
    }),
    bindCard: build.mutation<null, { cardNo: string; bankName: string; bankCode?: string }>({
      query: (payload) => ({ path: 'bind-card', payload: { ...payload } }),
      transformResponse: () => null,
    }),
    productList: build.query<T.ProductList, void>({
      query: () => ({ path: 'product-list' }),
      transformResponse: dataOf,
      responseSchema: T.response(T.ProductList),
    }),
  }),
});

addApi(coalitionApi);
