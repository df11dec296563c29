/**
 * Effects of the card-repay machine: the legacy calls, the 60 s countdown (as `legacyRepay/ticked`
 * actions), the SPEC §8 messages, opening the online-payment url and the bank-flow bridge calls.
 * Each effect first reads the state from before its event, so an event the reducer refused (a
 * second tap while committing) starts nothing.
 */
import type { ApiError } from '../api/request';
import { coalitionApi } from '../api/coalition';
import { legacyApi } from '../api/legacy';
import { addListeners, type AppStartListening } from '../listeners';
import { nativeCallRequested } from '../native/slice';
import { navigationRequested } from '../navigation';
import { selectMarket } from '../session/selectors';
import type { RootState } from '../index';
import { MSG } from '../../src/i18n/messages';
import { feedback } from '../../src/ui/feedback';
import { amountToSend, bindProblemOf, isLegacySuccess, MIN_VERIFY_CODE, payProblem, TICK_MS } from './rules';
import {
  bindOpened,
  bindSubmitted,
  cardListRetried,
  cardRepayOpened,
  confirmTapped,
  onlinePayTapped,
  payTapped,
  resendTapped,
  ticked,
} from './slice';

const { repaymentWay, repaymentCommit, repaymentConfirm, repaymentHuichao } = legacyApi.endpoints;
const { bindCard } = coalitionApi.endpoints;

/** The pack is loaded with the screen that needs it; loading it here keeps it out of every first load. */
const packOf = async (state: RootState) => (await import('../../src/i18n/repay'))[selectMarket(state)];

/** SPEC §8: a network failure reads 'error'; an answer we cannot read is a failed processing. */
const failureText = (error: unknown) => {
  const kind = (error as Partial<ApiError> | undefined)?.kind;
  return kind === 'network' || kind === 'timeout' || kind === 'http' ? MSG.networkError : MSG.processingFailed;
};
/** SPEC §8: a code other than '00' shows the server message, or '处理失败' when there is none. */
const refusalText = (message: string | undefined) => message || MSG.processingFailed;

const isCounting = (s: RootState) =>
  s.legacyRepay.phase.status === 'verifying' && s.legacyRepay.phase.sms.status === 'counting';

function commitPayload(state: RootState, sendMsg: 0 | 1) {
  const { cardList, cardId, amount } = state.legacyRepay;
  const card = cardList.status === 'ready' ? cardList.cards.find((c) => String(c.id) === cardId) : undefined;
  return {
    amount: amountToSend(amount) ?? '',
    bankName: card?.bankName ?? '',
    cardId: cardId ?? '',
    cardNo: String(card?.cardNo ?? ''),
    couponId: state.session.query.couponId ?? '',
    orderId: state.session.orderId,
    repayToken: cardList.status === 'ready' ? cardList.repayToken : '',
    bankCode: String(card?.bankCode ?? ''),
    sendMsg,
  };
}

export function registerLegacyRepayListeners(startListening: AppStartListening): void {
  /* ---- card list ---- */
  startListening({
    matcher: (action) => cardRepayOpened.match(action) || cardListRetried.match(action),
    effect: (_action, api) => {
      void api.dispatch(repaymentWay.initiate(undefined, { subscribe: false, forceRefetch: true }));
    },
  });
  startListening({
    matcher: repaymentWay.matchFulfilled,
    effect: ({ payload }) => {
      if (!isLegacySuccess(payload.code) || !payload.data) void feedback.toast(MSG.cardListFailed);
    },
  });
  startListening({
    matcher: repaymentWay.matchRejected,
    effect: (action) => {
      if (action.meta.condition) return;
      void feedback.toast(MSG.cardListFailed);
    },
  });

  /* ---- pay (sendMsg 0) and resend (sendMsg 1) ---- */
  startListening({
    actionCreator: payTapped,
    effect: async (_action, api) => {
      const before = api.getOriginalState();
      if (before.legacyRepay.phase.status !== 'choosing') return;
      const problem = payProblem(before.legacyRepay);
      if (problem === 'chooseCard') return void feedback.toast(MSG.chooseCard);
      if (problem === 'amount') return void feedback.toast((await packOf(before)).enterAmount);
      void api.dispatch(repaymentCommit.initiate(commitPayload(api.getState(), 0)));
    },
  });
  startListening({
    actionCreator: resendTapped,
    effect: (_action, api) => {
      const phase = api.getOriginalState().legacyRepay.phase;
      if (phase.status !== 'verifying' || phase.sms.status !== 'ready') return;
      void api.dispatch(repaymentCommit.initiate(commitPayload(api.getState(), 1)));
    },
  });
  startListening({
    matcher: repaymentCommit.matchFulfilled,
    effect: async (action, api) => {
      const { code, message, data } = action.payload;
      if (!isLegacySuccess(code)) return void feedback.toast(refusalText(message));
      if (action.meta.arg.originalArgs.sendMsg === 0 && String(data?.needValid ?? '') !== '1') {
        void feedback.success((await packOf(api.getState())).paid);
      }
    },
  });
  startListening({
    matcher: repaymentCommit.matchRejected,
    effect: (action) => void feedback.toast(failureText(action.payload)),
  });

  /* ---- the 60 s countdown: one run per countdownRun, stopped by cancel or a new run ---- */
  startListening({
    predicate: (_action, current, previous) =>
      current.legacyRepay.countdownRun !== previous.legacyRepay.countdownRun && isCounting(current),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const run = api.getState().legacyRepay.countdownRun;
      const stopped = (s: RootState) => s.legacyRepay.countdownRun !== run || !isCounting(s);
      while (!stopped(api.getState())) {
        // Resolves true as soon as the step is cancelled (or restarted); false after one tick.
        if (await api.condition((_a, s) => stopped(s), TICK_MS)) return;
        api.dispatch(ticked());
      }
    },
  });

  /* ---- confirm ---- */
  startListening({
    actionCreator: confirmTapped,
    effect: (_action, api) => {
      const before = api.getOriginalState();
      const phase = before.legacyRepay.phase;
      if (phase.status !== 'verifying' || phase.confirming) return;
      if (before.legacyRepay.verifyCode.length < MIN_VERIFY_CODE) return void feedback.toast(MSG.badVerifyCode);
      void api.dispatch(
        repaymentConfirm.initiate({
          orderId: before.session.orderId,
          verifyCode: before.legacyRepay.verifyCode,
          repaymentRecordId: phase.repayRecordId,
        }),
      );
    },
  });
  startListening({
    matcher: repaymentConfirm.matchFulfilled,
    effect: async ({ payload: { code, message } }, api) => {
      const c = String(code);
      if (isLegacySuccess(c)) return void feedback.success((await packOf(api.getState())).paid);
      if (c === '800006') return void feedback.toast(MSG.verifyCodeWrong);
      if (c === '800005') return void feedback.toast(MSG.paidTwice);
      void feedback.toast(refusalText(message));
    },
  });
  startListening({
    matcher: repaymentConfirm.matchRejected,
    effect: (action) => void feedback.toast(failureText(action.payload)),
  });

  /* ---- online payment (repayment-huichao): leave the page for the returned url ---- */
  startListening({
    actionCreator: onlinePayTapped,
    effect: async (_action, api) => {
      const before = api.getOriginalState();
      if (before.legacyRepay.phase.status !== 'choosing') return;
      const amount = amountToSend(before.legacyRepay.amount);
      if (amount === null) return void feedback.toast((await packOf(before)).enterAmount);
      void api.dispatch(
        repaymentHuichao.initiate({ userId: before.session.params.userId, orderId: before.session.orderId, amount }),
      );
    },
  });
  startListening({
    matcher: repaymentHuichao.matchFulfilled,
    effect: ({ payload: { code, message, data } }, api) => {
      if (isLegacySuccess(code) && data?.url)
        api.dispatch(navigationRequested({ url: data.url, source: 'legacyRepay/onlinePay' }));
      else void feedback.toast(refusalText(message));
    },
  });
  startListening({
    matcher: repaymentHuichao.matchRejected,
    effect: (action) => void feedback.toast(failureText(action.payload)),
  });

  /* ---- card binding: the native bank flow starts on open and ends once the card is bound ---- */
  startListening({
    actionCreator: bindOpened,
    effect: (_action, api) => void api.dispatch(nativeCallRequested({ name: 'startBank' })),
  });
  startListening({
    actionCreator: bindSubmitted,
    effect: async ({ payload }, api) => {
      const before = api.getOriginalState();
      if (before.legacyRepay.bind.status === 'submitting') return;
      const problem = bindProblemOf(payload);
      const pack = await packOf(before);
      if (problem === 'cardNo') return void feedback.toast(pack.badCardNumber);
      if (problem === 'bankName') return void feedback.toast(pack.bankRequired);
      void api.dispatch(
        bindCard.initiate({
          cardNo: payload.cardNo.replace(/\D/g, ''),
          bankName: payload.bankName.trim(),
          bankCode: payload.bankCode,
        }),
      );
    },
  });
  startListening({
    matcher: bindCard.matchFulfilled,
    effect: async (_action, api) => {
      api.dispatch(nativeCallRequested({ name: 'endBank' }));
      void feedback.success((await packOf(api.getState())).bound);
    },
  });
  startListening({
    matcher: bindCard.matchRejected,
    effect: (action) => {
      // The coalition client already shows the server's message for a refusal.
      if ((action.payload as Partial<ApiError> | undefined)?.kind !== 'failed')
        void feedback.toast(failureText(action.payload));
    },
  });
}

addListeners(registerLegacyRepayListeners);
