/** The promotion calls of the landing page (CONTRACT.md): GET or form POST under /api/v2/{provider}. */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiProvider, apiUrl } from '../apiAddress';
import { errorOf, marketHeaders, requestJson, toQuery, withQuery, type ApiError, type Payload } from './request';

export interface PromotionArgs {
  path: string;
  method?: 'GET' | 'POST';
  payload?: Payload;
}

export const promotionUrl = (path: string) => apiUrl(`/api/v2/${apiProvider()}/${path}`);

/** Body only, string codes read by the landing machine; a network failure reads 'error'. Names the market. */
export const promotionBaseQuery: BaseQueryFn<PromotionArgs, unknown, ApiError> = async (args, api) => {
  const method = args.method ?? 'GET';
  const market = marketHeaders((api.getState() as { session: { needPop: string } }).session.needPop);
  try {
    const url = method === 'GET' ? withQuery(promotionUrl(args.path), toQuery(args.payload)) : promotionUrl(args.path);
    const init: RequestInit =
      method === 'GET'
        ? { method, headers: market }
        : {
            method,
            headers: { ...market, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: toQuery(args.payload).toString(),
          };
    return { data: await requestJson(url, init, api.signal) };
  } catch (e) {
    return { error: errorOf(e) };
  }
};
