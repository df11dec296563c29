import type { FirstRequest } from '../store/api/firstRequests';

/**
 * Each first screen's first request, by route path: the start script (src/start.ts) starts it when the
 * page starts, while the app's files download (store/api/firstRequests.ts); the screen's own query then
 * receives it. Apart from the route table so the start script stays a few kilobytes.
 */
const FIRST_REQUESTS: Record<string, FirstRequest> = {
  '/versions': 'loanConfirm',
  '/kimJuly': 'loanConfirm',
  '/charter': 'loanConfirm',
  '/costSheet': 'costSheet',
  '/abcIs': 'loanDetails',
  '/allowPopulation': 'loanDetails',
  '/placeIs': 'productList',
  '/theThey': 'productList',
  '/dibbleNight': 'repayPlan',
  '/feesAbc': 'delayDetail',
  '/dragonpayPaymentInstructions': 'instruction',
  '/carpmm': 'instruction',
  '/theTo': 'repaymentWay',
  '/friendsIts': 'problemInit',
  '/theAt': 'problemInit',
  '/complainPageNext': 'complaintTypes',
  '/complaintList': 'problemList',
  '/complainDetails': 'problemDetail',
  '/actLegislation': 'customerService',
  '/Dag': 'customerService',
  '/directorsIn': 'contractDetail',
  '/agony': 'contractDetail',
  '/landing': 'landing',
};

/** The first request of the screen at `pathname`, if it has one the start script may start. */
export const firstRequestOf = (pathname: string): FirstRequest | undefined =>
  Object.hasOwn(FIRST_REQUESTS, pathname) ? FIRST_REQUESTS[pathname] : undefined;
