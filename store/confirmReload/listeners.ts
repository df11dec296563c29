/**
 * Effects of the loan confirm machine: the 5500 ms countdown (as `ticked` / `elapsed` actions),
 * the isType 1 reload, and the submit (one push, then burial point and page replacement).
 */
import type { ApiError } from '../api/request';
import { loanApi } from '../api/loan';
import { addListeners, type AppStartListening } from '../listeners';
import { nativeCallRequested } from '../native/slice';
import { navigationRequested } from '../navigation';
import { selectMarket } from '../session/selectors';
import { feedback } from '../../src/ui/feedback';
import { withFromConfirm } from './lendUrl';
import {
  RELOAD_DELAY_MS,
  popShown,
  reloadElapsed,
  reloadTicked,
  submitFailed,
  submitRequested,
  submitSucceeded,
} from './slice';

/** The countdown shows whole seconds, so ticks land on them: 5500 → 5000 → 4000 … → 0. */
const nextStep = (msLeft: number) => msLeft % 1000 || 1000;

export function registerConfirmReloadListeners(startListening: AppStartListening): void {
  // A first answer that asks to wait opens the modal (a reload answer never does).
  startListening({
    matcher: loanApi.endpoints.loanConfirm.matchFulfilled,
    effect: (action, api) => {
      const { productId, isType } = action.meta.arg.originalArgs;
      if (isType === 1 || Number(action.payload.isNeedPop) !== 1) return;
      if (api.getState().confirmReload.pop.status !== 'hidden') return;
      api.dispatch(popShown({ productId, message: action.payload.popMessage }));
    },
  });

  startListening({
    actionCreator: popShown,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      let msLeft = RELOAD_DELAY_MS;
      while (msLeft > 0) {
        const step = nextStep(msLeft);
        await api.delay(step);
        // The visitor left (or a new visit began): this countdown is over.
        if (api.getState().confirmReload.pop.status !== 'counting') return;
        msLeft -= step;
        api.dispatch(msLeft > 0 ? reloadTicked({ msLeft }) : reloadElapsed());
      }
    },
  });

  startListening({
    actionCreator: reloadElapsed,
    effect: (_action, api) => {
      const pop = api.getState().confirmReload.pop;
      if (pop.status !== 'reloading') return;
      // Not subscribed here: the screen subscribes to the same argument and joins this request.
      api.dispatch(
        loanApi.endpoints.loanConfirm.initiate(
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
      previous.confirmReload.submit.status !== 'submitting' &&
      current.confirmReload.submit.status === 'submitting',
    effect: async (action, api) => {
      const payload = (action as ReturnType<typeof submitRequested>).payload;
      const request = api.dispatch(loanApi.endpoints.loanPush.initiate(payload));
      const result = await request;
      request.reset();
      if ('data' in result && result.data) {
        const url = result.data.lendDetailsUrl;
        api.dispatch(submitSucceeded({ url }));
        api.dispatch(nativeCallRequested({ name: 'burialPointConfirm', payload: { productId: payload.productId } }));
        api.dispatch(navigationRequested({ url: withFromConfirm(url), replace: true, source: 'confirm/submit' }));
        return;
      }
      const error = ('error' in result ? result.error : undefined) as ApiError | undefined;
      const message = error?.message ?? '';
      api.dispatch(submitFailed({ message }));
      // The server's refusal is worth reading; a dropped or garbled answer gets our own words.
      // Loaded with the confirm screen already; importing it here keeps it out of every first load.
      const pack = (await import('../../src/i18n/loan'))[selectMarket(api.getState())];
      void feedback.toast(error?.kind === 'failed' && message ? message : pack.submitFailed);
    },
  });
}

addListeners(registerConfirmReloadListeners);
