/**
 * The URLs of the complaint area, built from the session query so every complaint page keeps the
 * borrower's session parameters across navigation. Apart from the machine's selectors, so the list
 * screen (which drives no machine) loads neither.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../index';
import type { FormTarget } from './slice';

/** Query keys that belong to one complaint page and must not leak into the next. */
const PAGE_KEYS = new Set(['orderId', 'orderNo', 'problemType', 'problemSonType', 'problemId', 'bulk']);

/** The session part of the page query (device, session, language...), as a query string. */
export const selectSessionSearch = createSelector([(state: RootState) => state.session.query], (query) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (!PAGE_KEYS.has(k)) q.set(k, v);
  return q.toString();
});

export function complaintUrl(path: string, sessionSearch: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(sessionSearch);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

export const homeUrl = (sessionSearch: string, orderId: string) =>
  complaintUrl('/friendsIts', sessionSearch, orderId ? { orderId } : {});
export const formUrl = (sessionSearch: string, t: FormTarget) =>
  complaintUrl('/complainPageNext', sessionSearch, {
    problemType: t.type,
    problemSonType: t.sonType,
    orderNo: t.orderNo,
  });
export const listUrl = (sessionSearch: string) => complaintUrl('/complaintList', sessionSearch);
export const detailUrl = (sessionSearch: string, problemId: string) =>
  complaintUrl('/complainDetails', sessionSearch, { problemId });
