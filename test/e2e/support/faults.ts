/** Shared by the fault specs: the load routes they fault, the session, the toast, and faulting requests. */
import type { Page } from '@playwright/test';
import { recordFigure } from './reliability';
import { ROUTE_URLS } from './urls';

export const SESSION =
  'deviceId=dev-demo-0001&appVersion=1.0.0&userId=10001&sessionId=sess-demo-0001&clientType=ios&merchantNumber=1&mobilePhone=13800138000';

/** Screens whose load call is faulted: [route, its sample URL, the call]. */
export const LOAD_CASES: [string, string, RegExp][] = [
  ['/Dag', ROUTE_URLS['/Dag'], /get-whatsapp/],
  ['/abcIs', ROUTE_URLS['/abcIs'], /loan-details\/loan-details/],
  ['/dibbleNight', ROUTE_URLS['/dibbleNight'], /loan-play-detail/],
  ['/complaintList', ROUTE_URLS['/complaintList'], /problem-list/],
];

/** The toast the notice host shows (one helper for every spec: support/page.ts). */
export { toast } from './page';

/** The busy toast (a spinner) that must not stay once a call has ended. */
export const loadingToast = (page: Page) => page.locator('.adm-toast-mask .adm-toast-icon-loading, .adm-toast-loading');

type Match = string | RegExp;
const matcher = (match: Match) => (url: URL) =>
  typeof match === 'string' ? url.pathname.includes(match) : match.test(url.href);

/**
 * Adds `x-fault: kind` (a contract-server fault) to the first `times` requests that match — a path
 * part or a pattern of the whole URL — and counts every matching request the page sends.
 */
export async function faultFirst(page: Page, match: Match, kind: string, times = 1) {
  const seen = { count: 0 };
  await page.route(matcher(match), async (route) => {
    seen.count += 1;
    const headers = route.request().headers();
    await route.continue({ headers: seen.count <= times ? { ...headers, 'x-fault': kind } : headers });
  });
  return seen;
}

/** Runs `check` and records it as one try of `kind` that failed unless `check` finished. */
export async function figure(kind: string, subject: string, check: () => Promise<void>) {
  let safe = false;
  try {
    await check();
    safe = true;
  } finally {
    recordFigure(kind, subject, 1, safe ? 0 : 1);
  }
}
