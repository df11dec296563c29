/**
 * Effects of the loan confirm machine: the 5500 ms countdown (as `ticked` / `elapsed` actions), the
 * isType 1 reload, and the submit (one push, then the burial point and the page replacement; a retry
 * of the same application repeats its Idempotency-Key, on this page or, through storage, after a
 * reload or a killed WebView).
 */
import { errorNotice, settle, type ApiError } from '../api/request';
import { runCountdown } from '../countdown';
import type { AppStartListening } from '../listenerMiddleware';
import { nativeCallRequested } from '../native';
import { navigationRequested, withParam } from '../navigation';
import { say } from '../notice';
import { quoteApi } from '../quote';
import { confirmApi } from './api';
import { newRandomId } from '../randomId';
import { RELOAD_DELAY_MS, sameApplication } from './rules';
import { selectConfirmPop, selectPushAttempt, selectPushPayload, selectSubmitStatus } from './selectors';
import { forgetUnfinished, rememberUnfinished, unfinishedKey } from './unfinishedStorage';
import {
  SUBMIT_SOURCE,
  popRequested,
  popShown,
  pushAttempted,
  reloadElapsed,
  reloadTicked,
  submitFailed,
  submitRequested,
  submitSucceeded,
} from './slice';

export function setupConfirmReloadListeners(startListening: AppStartListening): void {
  // A first answer that asks to wait opens the modal (a reload answer never does).
  startListening({
    matcher: quoteApi.endpoints.loanConfirm.matchFulfilled,
    effect: (action, api) => {
      const { productId, isType } = action.meta.arg.originalArgs;
      if (isType === 1 || Number(action.payload.isNeedPop) !== 1) return;
      if (selectConfirmPop(api.getState()).status !== 'hidden') return;
      api.dispatch(popRequested({ productId, message: action.payload.popMessage }));
    },
  });

  startListening({
    actionCreator: popShown,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await runCountdown({
        delay: (ms) => api.delay(ms),
        fromMs: RELOAD_DELAY_MS,
        // The visitor left (or a new visit began): this countdown is over.
        isCounting: () => selectConfirmPop(api.getState()).status === 'counting',
        tick: (msLeft) => api.dispatch(msLeft > 0 ? reloadTicked({ msLeft }) : reloadElapsed()),
      });
    },
  });

  startListening({
    actionCreator: reloadElapsed,
    effect: (_action, api) => {
      const pop = selectConfirmPop(api.getState());
      if (pop.status !== 'reloading') return;
      // Not subscribed here: the screen subscribes to the same argument and joins this request.
      void api.dispatch(
        quoteApi.endpoints.loanConfirm.initiate(
          { productId: pop.productId, isType: 1 },
          { subscribe: false, forceRefetch: true },
        ),
      );
    },
  });

  // Only a submit the reducer accepted (idle -> submitting) reaches the server.
  startListening({
    predicate: (action, current, previous) =>
      submitRequested.match(action) &&
      selectSubmitStatus(previous) !== 'submitting' &&
      selectSubmitStatus(current) === 'submitting',
    effect: async (_action, api) => {
      const payload = selectPushPayload(api.getState());
      if (!payload) {
        // No quote on screen to send (the button shows only with one): nothing goes out.
        api.dispatch(submitFailed({ message: '', refused: false }));
        api.extra.notify(say('loanSubmitFailed'));
        return;
      }
      const { storage, now, random } = api.extra;
      const userId = api.getState().session.params.userId;
      const earlier = selectPushAttempt(api.getState());
      const attempt = {
        payload,
        key:
          (earlier && sameApplication(earlier.payload, payload) ? earlier.key : null) ??
          unfinishedKey(storage, userId, payload, now()) ??
          newRandomId(now(), random),
      };
      api.dispatch(pushAttempted(attempt));
      rememberUnfinished(storage, userId, attempt, now());
      const result = await settle(api.dispatch(confirmApi.endpoints.loanPush.initiate(attempt)));
      const error = result.error as Partial<ApiError> | undefined;
      // A loan made or refused is finished; a lost or garbled answer leaves it unfinished past the page.
      const refused = error?.kind === 'failed';
      if (result.data || refused) forgetUnfinished(storage, userId, payload.productId, now());
      if (result.data) {
        const url = result.data.lendDetailsUrl;
        api.dispatch(submitSucceeded({ url }));
        api.dispatch(nativeCallRequested({ name: 'burialPointConfirm', payload: { productId: payload.productId } }));
        api.dispatch(
          navigationRequested({ url: withParam(url, 'from', 'confirm'), replace: true, source: SUBMIT_SOURCE }),
        );
        return;
      }
      api.dispatch(submitFailed({ message: error?.message ?? '', refused }));
      // The server's refusal is worth reading; a dropped or garbled answer gets our own words, which
      // say the loan may have been made (the next Apply repeats its key and reaches it).
      api.extra.notify(errorNotice(error, refused ? 'loanSubmitFailed' : 'loanSubmitUnanswered'));
    },
  });
}
