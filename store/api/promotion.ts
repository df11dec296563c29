/**
 * The promotion (landing page) calls. Bodies are returned whole: string codes are read by the landing
 * machine (store/registration). The API injects itself into the root reducer when this module loads.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import * as v from 'valibot';
import { promotionBaseQuery, promotionUrl } from './promotionClient';
import { schemaFailure } from './request';
import * as P from './promotionTypes';
import { CodeOnly, response } from './schema';
import { injectApi } from '../reducer';

const TemplateResponse = P.PromotionEnvelope(P.LandingTemplate);
const SidResponse = P.PromotionEnvelope(P.Sid);
export type TemplateResponse = v.InferOutput<typeof TemplateResponse>;
export type SidResponse = v.InferOutput<typeof SidResponse>;

export interface TrackPayload {
  page_id: string;
  user_from: string;
  client_type: 'ios' | 'android';
  page_type: 1;
  utm_tag: string;
  app_from: string;
  phone?: string;
}
export interface SmsPayload {
  phone: string;
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
}
export interface RegisterPayload extends Omit<SmsPayload, 'app_from' | 'user_from' | 'utm_tag'> {
  merchantNumber: 0;
  userName: string;
  smsCode: string;
  invite_code: string;
  user_from: string;
  id: string;
  app_from: string;
  utm_tag: string;
}

/** The captcha is an image; `at` busts the cache on every refresh. */
export const captchaUrl = (sid: string, at: number) =>
  `${promotionUrl('promotion/get-captcha')}?sid=${encodeURIComponent(sid)}&a=${at}`;

const api = createApi({
  reducerPath: 'promotionApi',
  baseQuery: promotionBaseQuery,
  catchSchemaFailure: schemaFailure,
  endpoints: (build) => ({
    channelTemplate: build.query<TemplateResponse, { templateId: string }>({
      query: ({ templateId }) => ({ path: 'service/channel/channel-template', payload: { templateId } }),
      responseSchema: response(TemplateResponse),
    }),
    getSid: build.query<SidResponse, void>({
      query: () => ({ path: 'promotion/get-sid' }),
      responseSchema: response(SidResponse),
    }),
    /** Reported and forgotten: the response is ignored. */
    trackVisit: build.mutation<unknown, TrackPayload>({
      query: (payload) => ({ path: 'promotion/track-visit', payload: { ...payload } }),
    }),
    trackClick: build.mutation<unknown, TrackPayload>({
      query: (payload) => ({ path: 'promotion/track-click', payload: { ...payload } }),
    }),
    getSms: build.mutation<CodeOnly, SmsPayload>({
      query: (payload) => ({ path: 'promotion/get-sms', method: 'POST', payload: { ...payload } }),
      responseSchema: response(CodeOnly),
    }),
    register: build.mutation<CodeOnly, RegisterPayload>({
      query: (payload) => ({ path: 'promotion/register', method: 'POST', payload: { ...payload } }),
      responseSchema: response(CodeOnly),
    }),
  }),
});
export const promotionApi = injectApi(api);

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof promotionApi> {}
}
