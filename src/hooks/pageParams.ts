/**
 * The ids a screen works on. The session is read once when the app starts, so a screen reached
 * by an in-app link (product -> confirm, confirm -> agreement) takes its ids from its own URL first.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../store';
import { selectQuery } from '../../store/session';

export type PageId = 'productId' | 'orderId' | 'orderNo';

/** The rule itself, for a route's loader as for the screens: the page's own URL, then the session. */
export const pageParamOf = (params: URLSearchParams, name: PageId, fromSession: string): string =>
  params.get(name) ?? fromSession;

export function usePageParam(name: PageId): string {
  const [params] = useSearchParams();
  const fromSession = useAppSelector((s) => s.session[name]);
  return pageParamOf(params, name, fromSession);
}

/** The start-up query with this page's own query on top: what the next link carries on. */
export function usePageQuery(): Record<string, string> {
  const [params] = useSearchParams();
  const session = useAppSelector(selectQuery);
  return useMemo(() => ({ ...session, ...Object.fromEntries(params) }), [session, params]);
}
