/**
 * The ids a screen works on. The session is read once when the app starts, so a screen reached
 * by an in-app link (product -> confirm, confirm -> agreement) takes its ids from its own URL first.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../store';
import { selectQuery, type SessionState } from '../../store/session';

export type PageId = 'productId' | 'orderId' | 'orderNo';

/** The rule itself, for a route's loader as for the screens: the page's own URL, then the session. */
export const pageParamOf = (params: URLSearchParams, session: Pick<SessionState, PageId>, name: PageId): string =>
  params.get(name) ?? session[name];

export function usePageParam(name: PageId): string {
  const [params] = useSearchParams();
  const session = useAppSelector((s) => s.session);
  return pageParamOf(params, session, name);
}

/** The start-up query with this page's own query on top: what the next link carries on. */
export function usePageQuery(): Record<string, string> {
  const [params] = useSearchParams();
  const session = useAppSelector(selectQuery);
  return useMemo(() => ({ ...session, ...Object.fromEntries(params) }), [session, params]);
}
