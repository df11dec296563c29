/**
 * The complaint calls of CONTRACT.md (`/coalition/problem-*`), injected into the shared coalition API
 * with their cache tags: a saved complaint refreshes the list and the init answer; a kept score
 * refreshes that complaint's detail (which then no longer asks for one).
 */
import { coalitionApi, dataOf } from '../api/coalition';
import { getFile } from '../api/fileRegistry';
import * as T from '../api/types';
import * as S from './schemas';

/** The problem-save payload (SPEC: complaint save payload). */
export interface ProblemSavePayload {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  /** Comma-joined image URLs, or empty. */
  problemImage: string;
  orderNo: string;
}

/** A problem-save: the payload and, from the form, its submission's Idempotency-Key. */
export type SaveArg = ProblemSavePayload & { idempotencyKey?: string };

export const complaintApi = coalitionApi
  .enhanceEndpoints({ addTagTypes: ['ComplaintList', 'ComplaintDetail', 'ProblemInit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      problemInit: build.query<S.ProblemInit, { orderId?: string }>({
        query: ({ orderId }) => ({ path: 'problem-init', payload: orderId ? { orderId } : {} }),
        transformResponse: dataOf,
        responseSchema: T.response(S.ProblemInit),
        providesTags: ['ProblemInit'],
      }),
      // The key is the same on every try of one submission, so a retry after a lost answer cannot save
      // the complaint twice (the server answers a repeated key with the first answer). The argument
      // stays the payload's own fields plus the key, so recorded flows and callers keep their shape.
      problemSave: build.mutation<null, SaveArg>({
        query: ({ idempotencyKey, ...payload }) => ({
          path: 'problem-save',
          payload,
          ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
        }),
        transformResponse: () => null,
        invalidatesTags: ['ComplaintList', 'ProblemInit'],
      }),
      problemList: build.query<S.ProblemList, { bulk?: number } | void>({
        query: (arg) => ({ path: 'problem-list', payload: arg?.bulk ? { bulk: arg.bulk } : {} }),
        transformResponse: dataOf,
        responseSchema: T.response(S.ProblemList),
        providesTags: ['ComplaintList'],
      }),
      problemDetail: build.query<S.ProblemDetail, { problemId: string }>({
        query: ({ problemId }) => ({ path: 'problem-detail', payload: { problemId } }),
        transformResponse: dataOf,
        responseSchema: T.response(S.ProblemDetail),
        providesTags: (_r, _e, arg) => [{ type: 'ComplaintDetail', id: arg.problemId }],
      }),
      /** The follow-up score (CONTRACT.md, additions): the server keeps it. */
      problemScore: build.mutation<null, { problemId: string; score: number }>({
        query: ({ problemId, score }) => ({ path: 'problem-score', payload: { problemId, score } }),
        transformResponse: () => null,
        invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'ComplaintDetail', id: arg.problemId }]),
      }),
      /** The argument is a file id from `registerFile`, so the action stays serializable. */
      uploadProblemImg: build.mutation<S.UploadedImage, { fileId: string }>({
        query: ({ fileId }) => {
          const formData = new FormData();
          const file = getFile(fileId);
          if (file) formData.append('problemImage', file, (file as File).name ?? 'image');
          return { path: 'upload-problem-img', formData };
        },
        transformResponse: dataOf,
        responseSchema: T.response(S.UploadedImage),
      }),
    }),
  });
