/**
 * Writes the cache on every successful load of the loan detail and repay plan, and restores the
 * entry when one of those calls fails for want of a connection (storage through `extra.storage`).
 */
import type { AnyAction } from '@reduxjs/toolkit';
import type { OrderArg } from '../api/loan';
import type { AppStartListening } from '../listenerMiddleware';
import { loanDetailApi } from '../loanDetail';
import { say } from '../notice';
import { repayApi } from '../repay';
import { CACHE_KEY, findEntry, isOffline, withEntry, type LastKnownKind } from './rules';
import { lastKnownRestored, offlinePaymentTapped } from './slice';

const endpoints = {
  loanDetail: loanDetailApi.endpoints.loanDetails,
  repayPlan: repayApi.endpoints.repayPlan,
} as const;

const orderOf = (action: AnyAction) =>
  String((action.meta as { arg?: { originalArgs?: Partial<OrderArg> } } | undefined)?.arg?.originalArgs?.orderId ?? '');

/** The bulk-channel knob of the performance checks is no borrower's data. */
const isBench = (action: AnyAction) =>
  Boolean((action.meta as { arg?: { originalArgs?: { channels?: number } } } | undefined)?.arg?.originalArgs?.channels);

export function setupOfflineListeners(startListening: AppStartListening): void {
  for (const kind of Object.keys(endpoints) as LastKnownKind[]) {
    const endpoint = endpoints[kind];
    startListening({
      matcher: endpoint.matchFulfilled,
      effect: (action, api) => {
        const orderId = orderOf(action);
        if (!orderId || isBench(action)) return;
        const { storage, now } = api.extra;
        const at = now();
        const next = withEntry(storage.getItem(CACHE_KEY), { kind, orderId, savedAt: at, data: action.payload }, at);
        if (next) storage.setItem(CACHE_KEY, next);
      },
    });
    startListening({
      matcher: endpoint.matchRejected,
      effect: (action, api) => {
        const orderId = orderOf(action);
        if (!orderId || !isOffline(action.payload)) return;
        const { storage, now } = api.extra;
        const entry = findEntry(storage.getItem(CACHE_KEY), kind, orderId, now());
        if (entry) api.dispatch(lastKnownRestored(entry));
      },
    });
  }

  startListening({
    actionCreator: offlinePaymentTapped,
    effect: (_action, api) => api.extra.notify(say('paymentNeedsNetwork')),
  });
}
