/**
 * Effects of the card-repay machine: the legacy calls, the 60 s countdown (as `legacyRepay/ticked`
 * actions, through the one countdown of store/countdown.ts), the SPEC §8 notices, the online-payment
 * page and the borrow detail (both through the navigator) and the bank-flow bridge calls.
 * Each effect first reads the state from before its event, so an event the reducer refused (a
 * second tap while committing) starts nothing. A commit carries the token `selectRepayTokenToSend`
 * names, so a retry of a payment is the same payment to the server. The phone's marker of an unsettled
 * payment (./unsettledStorage.ts) follows `unsettled`, and an open on a new page reads it back.
 */
import type { ApiError } from '../api/request';
import { errorNotice } from '../api/request';
import { runCountdown, SMS_RESEND_SECONDS } from '../countdown';
import type { AppStartListening } from '../listenerMiddleware';
import { nativeCallRequested } from '../native';
import { navigationRequested } from '../navigation';
import { say, sayServer, type Notice } from '../notice';
import { newRandomId } from '../randomId';
import type { RootState } from '../reducer';
import { bindCardApi, legacyRepayApi } from './api';
import { clearMarker, readMarker, writeMarker } from './unsettledStorage';
import {
  amountToSend,
  BIND_PROBLEM_NOTICE,
  bindProblemOf,
  confirmRefusalOf,
  isLegacySuccess,
  MIN_VERIFY_CODE,
  ONLINE_PAY_SOURCE,
  payProblem,
} from './rules';
import {
  selectBindAttempt,
  selectBorrowDetailUrl,
  selectCountdownRun,
  selectEarlierPayment,
  selectLegacyRepay,
  selectPhaseStatus,
  selectRepayTokenToSend,
  selectSmsCounting,
  selectUnsettled,
} from './selectors';
import {
  bindOpened,
  bindSubmitted,
  cardListRetried,
  cardRepayOpened,
  confirmTapped,
  earlierPaymentFound,
  onlinePayTapped,
  payTapped,
  resendTapped,
  ticked,
} from './slice';

const { repaymentWay, repaymentCommit, repaymentConfirm, repaymentHuichao } = legacyRepayApi.endpoints;
const { bindCard } = bindCardApi.endpoints;

/**
 * SPEC §8: a call that got no answer reads 'error'; an answer we cannot read is a failed processing.
 * (A refusal the server put in words is shown in its words.)
 */
const failureNotice = (error: unknown): Notice =>
  errorNotice(
    error,
    (error as Partial<ApiError> | undefined)?.kind === 'malformed' ? 'processingFailed' : 'networkError',
  );

/**
 * Bind card is a CONTRACT-only screen, so SPEC §8's legacy literals are not its words: no answer (none
 * in 60 s) gets the market's 'check your connection' words, a server error, an unreadable answer or a
 * refusal without words 'the card could not be linked'. A refusal in words is the server's (shown by
 * the coalition client).
 */
function bindFailureNotice(error: unknown): Notice | null {
  const e = error as Partial<ApiError> | undefined;
  if (e?.kind === 'network' || e?.kind === 'timeout') return say('bindUnanswered');
  if (e?.kind === 'failed' && e.message) return null;
  return say('bindFailed');
}

/** SPEC §8: a code other than '00' shows the server's message, or '处理失败' when there is none. */
const refusalNotice = (message: string | undefined): Notice => sayServer(message, 'processingFailed');

function commitPayload(state: RootState, sendMsg: 0 | 1) {
  const { cardList, cardId, amount } = selectLegacyRepay(state);
  const card = cardList.status === 'ready' ? cardList.cards.find((c) => String(c.id) === cardId) : undefined;
  return {
    amount: amountToSend(amount) ?? '',
    bankName: card?.bankName ?? '',
    cardId: cardId ?? '',
    cardNo: String(card?.cardNo ?? ''),
    couponId: state.session.query.couponId ?? '',
    orderId: state.session.orderId,
    repayToken: selectRepayTokenToSend(state) ?? '',
    bankCode: String(card?.bankCode ?? ''),
    sendMsg,
  };
}

export function setupLegacyRepayListeners(startListening: AppStartListening): void {
  /* ---- card list ---- */
  startListening({
    matcher: (action) => cardRepayOpened.match(action) || cardListRetried.match(action),
    effect: (_action, api) => {
      void api.dispatch(repaymentWay.initiate(undefined, { subscribe: false, forceRefetch: true }));
    },
  });
  startListening({
    matcher: repaymentWay.matchFulfilled,
    effect: ({ payload }, api) => {
      if (!isLegacySuccess(payload.code) || !payload.data) api.extra.notify(say('cardListFailed'));
    },
  });
  startListening({
    matcher: repaymentWay.matchRejected,
    effect: (action, api) => {
      // An identical query already running: its own answer speaks.
      if (action.meta.condition) return;
      api.extra.notify(say('cardListFailed'));
    },
  });

  /* ---- pay (sendMsg 0) and resend (sendMsg 1) ---- */
  startListening({
    actionCreator: payTapped,
    effect: async (_action, api) => {
      const before = selectLegacyRepay(api.getOriginalState());
      if (before.phase.status !== 'choosing') return;
      const problem = payProblem(before);
      if (problem === 'chooseCard') return api.extra.notify(say('chooseCard'));
      if (problem === 'amount') return api.extra.notify(say('enterAmount'));
      // Refused by the reducer for another reason (an earlier payment not yet confirmed): nothing goes.
      if (selectPhaseStatus(api.getState()) !== 'committing') return;
      if (selectRepayTokenToSend(api.getState()) === null) {
        // The last token went with a cancelled payment: a fresh one first. Without it the slice frees
        // the pay and the card-list listener says why.
        await api.dispatch(repaymentWay.initiate(undefined, { subscribe: false, forceRefetch: true }));
        const now = api.getState();
        if (selectPhaseStatus(now) !== 'committing' || selectRepayTokenToSend(now) === null) return;
      }
      void api.dispatch(repaymentCommit.initiate(commitPayload(api.getState(), 0)));
    },
  });
  startListening({
    actionCreator: resendTapped,
    effect: (_action, api) => {
      const phase = selectLegacyRepay(api.getOriginalState()).phase;
      if (phase.status !== 'verifying' || phase.sms.status !== 'ready') return;
      void api.dispatch(repaymentCommit.initiate(commitPayload(api.getState(), 1)));
    },
  });
  startListening({
    matcher: repaymentCommit.matchFulfilled,
    effect: ({ payload: { code, message } }, api) => {
      if (!isLegacySuccess(code)) api.extra.notify(refusalNotice(message));
    },
  });
  startListening({
    matcher: repaymentCommit.matchRejected,
    effect: (action, api) => api.extra.notify(failureNotice(action.payload)),
  });

  /*
   * ---- the phone's marker of an unsettled payment: it follows `unsettled`, whose rules live in the
   * slice. A new payment (a commit with a token the page did not hold) writes it, with the amount the
   * commit sent and the time it went out; a retry of the same token is the same payment and keeps the
   * first one's; `unsettled` gone (a '00' answer, or a refusal of its only try) clears the order's
   * marker, unless an earlier page's payment of the order is still unknown (`earlierPayment`): then its
   * marker is put back. An order the page forgot for another one (the screen reopened for another
   * order) keeps its marker: it is not settled. ----
   */
  startListening({
    predicate: (_action, current, previous) => selectUnsettled(current) !== selectUnsettled(previous),
    effect: (action, api) => {
      const before = selectUnsettled(api.getOriginalState());
      const after = selectUnsettled(api.getState());
      const { storage, now } = api.extra;
      const userId = api.getState().session.params.userId;
      if (!after) {
        if (!before) return;
        const earlier = selectEarlierPayment(api.getState());
        if (earlier?.orderId === before.orderId)
          writeMarker(
            storage,
            { userId, orderId: earlier.orderId, amount: earlier.amount, sentAt: earlier.sentAt },
            now(),
          );
        else clearMarker(storage, { userId, orderId: before.orderId }, now());
        return;
      }
      if (before?.orderId === after.orderId && before.repayToken === after.repayToken) return;
      if (!repaymentCommit.matchPending(action)) return;
      const at = now();
      writeMarker(
        storage,
        { userId, orderId: after.orderId, amount: action.meta.arg.originalArgs.amount, sentAt: at },
        at,
      );
    },
  });
  // The screen opened on a page that holds no unsettled payment of this order (a reload, a WebView the
  // OS killed): the marker an earlier page left enters the state as data.
  startListening({
    actionCreator: cardRepayOpened,
    effect: (_action, api) => {
      const state = api.getState();
      const owner = { userId: state.session.params.userId, orderId: state.session.orderId };
      if (selectUnsettled(state)?.orderId === owner.orderId) return;
      const foundAt = api.extra.now();
      const marker = readMarker(api.extra.storage, owner, foundAt);
      if (marker)
        api.dispatch(
          earlierPaymentFound({ orderId: marker.orderId, amount: marker.amount, sentAt: marker.sentAt, foundAt }),
        );
    },
  });

  /* ---- the 60 s countdown: one run per countdownRun, stopped by cancel or a new run ---- */
  startListening({
    predicate: (_action, current, previous) =>
      selectCountdownRun(current) !== selectCountdownRun(previous) && selectSmsCounting(current),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const run = selectCountdownRun(api.getState());
      await runCountdown({
        delay: (ms) => api.delay(ms),
        fromMs: SMS_RESEND_SECONDS * 1000,
        isCounting: () => selectCountdownRun(api.getState()) === run && selectSmsCounting(api.getState()),
        // Every tick lands on a whole second, so the machine counts one second per tick.
        tick: () => api.dispatch(ticked()),
      });
    },
  });

  /* ---- confirm ---- */
  startListening({
    actionCreator: confirmTapped,
    effect: (_action, api) => {
      const before = api.getOriginalState();
      const { phase, verifyCode } = selectLegacyRepay(before);
      if (phase.status !== 'verifying' || phase.confirming) return;
      if (verifyCode.length < MIN_VERIFY_CODE) return api.extra.notify(say('badVerifyCode'));
      void api.dispatch(
        repaymentConfirm.initiate({
          orderId: before.session.orderId,
          verifyCode,
          repaymentRecordId: phase.repayRecordId,
        }),
      );
    },
  });
  startListening({
    matcher: repaymentConfirm.matchFulfilled,
    effect: ({ payload: { code, message } }, api) => {
      if (isLegacySuccess(code)) return;
      const refusal = confirmRefusalOf(code);
      api.extra.notify(refusal ? say(refusal) : refusalNotice(message));
    },
  });
  startListening({
    matcher: repaymentConfirm.matchRejected,
    effect: (action, api) => api.extra.notify(failureNotice(action.payload)),
  });

  /* ---- paid (by pay without SMS, or by confirm): say so and replace the page with the borrow detail ---- */
  startListening({
    predicate: (_action, current, previous) =>
      selectPhaseStatus(current) === 'paid' && selectPhaseStatus(previous) !== 'paid',
    effect: (_action, api) => {
      api.extra.notify(say('paid', 'success'));
      api.dispatch(navigationRequested({ url: selectBorrowDetailUrl(api.getState()), replace: true }));
    },
  });

  /* ---- online payment (repayment-huichao): leave the page for the returned url ---- */
  startListening({
    actionCreator: onlinePayTapped,
    effect: (_action, api) => {
      const before = api.getOriginalState();
      if (selectLegacyRepay(before).phase.status !== 'choosing') return;
      const amount = amountToSend(selectLegacyRepay(before).amount);
      if (amount === null) return api.extra.notify(say('enterAmount'));
      void api.dispatch(
        repaymentHuichao.initiate({ userId: before.session.params.userId, orderId: before.session.orderId, amount }),
      );
    },
  });
  startListening({
    matcher: repaymentHuichao.matchFulfilled,
    effect: ({ payload: { code, message, data } }, api) => {
      // A refused url comes back as `navigation/refused` with this source: the slice frees the button.
      if (isLegacySuccess(code) && data?.url)
        api.dispatch(navigationRequested({ url: data.url, source: ONLINE_PAY_SOURCE }));
      else api.extra.notify(refusalNotice(message));
    },
  });
  startListening({
    matcher: repaymentHuichao.matchRejected,
    effect: (action, api) => api.extra.notify(failureNotice(action.payload)),
  });

  /* ---- card binding: the native bank flow starts on open and ends once the card is bound ---- */
  startListening({
    actionCreator: bindOpened,
    effect: (_action, api) => void api.dispatch(nativeCallRequested({ name: 'startBank' })),
  });
  startListening({
    actionCreator: bindSubmitted,
    effect: ({ payload }, api) => {
      if (selectLegacyRepay(api.getOriginalState()).bind.status === 'submitting') return;
      const problem = bindProblemOf(payload);
      if (problem) return api.extra.notify(say(BIND_PROBLEM_NOTICE[problem]));
      const card = {
        cardNo: payload.cardNo.replace(/\D/g, ''),
        bankName: payload.bankName.trim(),
        bankCode: payload.bankCode,
      };
      // The same card after a try whose answer never came is the same bind: its key again, so a card
      // that try bound is answered "bound". Another card is another bind, with a key of its own.
      const earlier = selectBindAttempt(api.getState());
      const same =
        earlier?.cardNo === card.cardNo && earlier.bankName === card.bankName && earlier.bankCode === card.bankCode;
      const key = same ? earlier.key : newRandomId(api.extra.now(), api.extra.random);
      void api.dispatch(bindCard.initiate({ ...card, idempotencyKey: key }));
    },
  });
  startListening({
    matcher: bindCard.matchFulfilled,
    effect: (_action, api) => {
      api.dispatch(nativeCallRequested({ name: 'endBank' }));
      api.extra.notify(say('cardBound', 'success'));
    },
  });
  startListening({
    matcher: bindCard.matchRejected,
    effect: (action, api) => {
      const notice = bindFailureNotice(action.payload);
      if (notice) api.extra.notify(notice);
    },
  });
}
