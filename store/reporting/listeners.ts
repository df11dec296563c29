/**
 * API failures as report events: every RTK Query call that ends rejected (not skipped, not aborted)
 * is handed to `extra.report` with its endpoint, error kind, code, status and latency. Never the
 * arguments or the message: they may hold a phone, a code or the server's words about the borrower.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '../listenerMiddleware';

const CALL = /^([^/]+)\/execute(?:Query|Mutation)\/(pending|fulfilled|rejected)$/;

interface CallMeta {
  requestId?: string;
  aborted?: boolean;
  condition?: boolean;
  arg?: { endpointName?: string };
}

const isCall = (action: UnknownAction) => CALL.test(action.type);

export function setupReportingListeners(startListening: AppStartListening): void {
  // Start times by request id, for this store only.
  const started = new Map<string, number>();
  startListening({
    predicate: isCall,
    effect: (action, api) => {
      const [, reducerPath, phase] = CALL.exec(action.type) ?? [];
      const meta = (action.meta ?? {}) as CallMeta;
      const id = meta.requestId ?? '';
      if (phase === 'pending') {
        started.set(id, api.extra.now());
        return;
      }
      const since = started.get(id);
      started.delete(id);
      if (phase !== 'rejected' || meta.condition || meta.aborted) return;
      const error = (action.payload ?? {}) as { kind?: unknown; code?: unknown; status?: unknown };
      api.extra.report({
        type: 'apiFailure',
        endpoint: `${reducerPath}/${meta.arg?.endpointName ?? '?'}`,
        kind: typeof error.kind === 'string' ? error.kind : 'exception',
        ...(typeof error.code === 'string' || typeof error.code === 'number' ? { code: error.code } : {}),
        ...(typeof error.status === 'number' ? { status: error.status } : {}),
        ...(since === undefined ? {} : { latencyMs: api.extra.now() - since }),
      });
    },
  });
}
