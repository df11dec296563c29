/**
 * The calls of card repay and card binding: the legacy repayment calls (form client, bodies returned
 * whole so the machine reads their '00' codes) and bind-card (a `/coalition` call), injected into the
 * shared APIs of their clients.
 */
import * as v from 'valibot';
import { coalitionApi } from '../api/coalition';
import { legacyApi } from '../api/legacy';
import * as T from '../api/types';
import * as S from './schemas';

const WayResponse = S.FormEnvelope(S.RepayWay);
const CommitResponse = S.FormEnvelope(S.RepayCommit);
const UrlResponse = S.FormEnvelope(v.object({ url: T.text }));
type WayResponse = v.InferOutput<typeof WayResponse>;
type CommitResponse = v.InferOutput<typeof CommitResponse>;
type UrlResponse = v.InferOutput<typeof UrlResponse>;

export interface RepayCommitPayload {
  amount: string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  sendMsg: 0 | 1;
}

export const legacyRepayApi = legacyApi.injectEndpoints({
  endpoints: (build) => ({
    repaymentWay: build.query<WayResponse, void>({
      query: () => ({ path: 'repayment-way' }),
      responseSchema: T.response(WayResponse),
    }),
    repaymentCommit: build.mutation<CommitResponse, RepayCommitPayload>({
      query: (payload) => ({ path: 'repayment-commit', payload: { ...payload } }),
      responseSchema: T.response(CommitResponse),
    }),
    repaymentHuichao: build.mutation<UrlResponse, { userId: string; orderId: string; amount: string }>({
      query: (payload) => ({ path: 'repayment-huichao', payload }),
      responseSchema: T.response(UrlResponse),
    }),
    repaymentConfirm: build.mutation<T.CodeOnly, { orderId: string; verifyCode: string; repaymentRecordId: string }>({
      query: (payload) => ({ path: 'repayment-confirm', payload }),
      responseSchema: T.response(T.CodeOnly),
    }),
  }),
});

/** A bind-card: the card and, from the bind machine, its bind's Idempotency-Key. */
export interface BindCardArg {
  cardNo: string;
  bankName: string;
  bankCode?: string;
  idempotencyKey?: string;
}

export const bindCardApi = coalitionApi.injectEndpoints({
  endpoints: (build) => ({
    // The key is the same on every try of one bind (Chromium's own resend after a lost answer, the
    // borrower's next tap), so the server answers a resend with its first answer ("bound"), never
    // "already bound" for the card that try bound. It goes as a header; the body stays the card's.
    bindCard: build.mutation<null, BindCardArg>({
      query: ({ idempotencyKey, ...payload }) => ({
        path: 'bind-card',
        payload: { ...payload },
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
      transformResponse: () => null,
    }),
  }),
});
