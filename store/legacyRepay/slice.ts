/**
 * The legacy card-repay machine (SPEC §4 "Legacy repayment by card", §8) and the card binding that
 * feeds its card list. The repay-way store of SPEC §3 lives here: cards, repayToken, needValid and
 * the repayRecordId of the SMS step. Server answers enter only as the legacyApi / coalitionApi
 * actions; the 60 s countdown enters only as `legacyRepay/ticked`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { coalitionApi } from '../api/coalition';
import { legacyApi } from '../api/legacy';
import type { BankCard } from '../api/types';
import { bindProblemOf, isLegacySuccess, MIN_VERIFY_CODE, payProblem, SMS_COUNTDOWN_S, VERIFY_CODE_MAX } from './rules';
import { addSlice } from '../registry';

export type CardList =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cards: BankCard[]; repayToken: string };

/** The get-code button of the SMS step. */
export type SmsButton = { status: 'counting'; secondsLeft: number } | { status: 'ready' } | { status: 'sending' };

export type RepayPhase =
  | { status: 'choosing' }
  /** repayment-commit (sendMsg 0) is in flight: a second pay is refused. */
  | { status: 'committing' }
  | { status: 'verifying'; repayRecordId: string; sms: SmsButton; confirming: boolean }
  /** repayment-huichao is in flight; its url is opened by the listener. */
  | { status: 'openingOnline' }
  /** Paid: the screen goes to the borrow detail. */
  | { status: 'paid' };

export type BindState = { status: 'editing' } | { status: 'submitting' } | { status: 'bound' };

export interface LegacyRepayState {
  cardList: CardList;
  cardId: string | null;
  /** Amount as typed on the money keyboard (units, up to 2 decimals). */
  amount: string;
  verifyCode: string;
  /** Last needValid answered by repayment-commit ('1' asks for the SMS step). */
  needValid: string;
  /** Bumped each time a 60 s countdown starts, so the timer listener restarts on it. */
  countdownRun: number;
  phase: RepayPhase;
  bind: BindState;
}

export const initialLegacyRepayState: LegacyRepayState = {
  cardList: { status: 'loading' },
  cardId: null,
  amount: '',
  verifyCode: '',
  needValid: '',
  countdownRun: 0,
  phase: { status: 'choosing' },
  bind: { status: 'editing' },
};

export interface BindPayload {
  cardNo: string;
  bankName: string;
  bankCode: string;
}

const { repaymentWay, repaymentCommit, repaymentConfirm, repaymentHuichao } = legacyApi.endpoints;
const { bindCard } = coalitionApi.endpoints;

/** A rejection because an identical query was already running carries no answer. */
const isConditionAbort = (action: { meta: { condition?: boolean } }) => action.meta.condition === true;

const legacyRepaySlice = createSlice({
  name: 'legacyRepay',
  initialState: initialLegacyRepayState,
  reducers: {
    /** The card-repay screen opened (again): a fresh start with the amount from the page. */
    opened(state, action: PayloadAction<{ amount: string }>) {
      return { ...initialLegacyRepayState, amount: action.payload.amount, bind: state.bind };
    },
    cardListRetried(state) {
      state.cardList = { status: 'loading' };
    },
    cardChosen(state, action: PayloadAction<{ cardId: string }>) {
      if (state.phase.status === 'choosing') state.cardId = action.payload.cardId;
    },
    amountEdited(state, action: PayloadAction<{ amount: string }>) {
      if (state.phase.status === 'choosing') state.amount = action.payload.amount;
    },
    payTapped(state) {
      if (state.phase.status !== 'choosing' || payProblem(state) !== null) return;
      state.phase = { status: 'committing' };
    },
    onlinePayTapped(state) {
      if (state.phase.status !== 'choosing' || payProblem(state) === 'amount') return;
      state.phase = { status: 'openingOnline' };
    },
    /** Digits only, at most the 6 of an SMS code (SPEC §9). */
    verifyCodeEdited(state, action: PayloadAction<{ code: string }>) {
      state.verifyCode = action.payload.code.replace(/\D/g, '').slice(0, VERIFY_CODE_MAX);
    },
    resendTapped(state) {
      const phase = state.phase;
      if (phase.status === 'verifying' && phase.sms.status === 'ready') phase.sms = { status: 'sending' };
    },
    confirmTapped(state) {
      const phase = state.phase;
      if (phase.status !== 'verifying' || phase.confirming || state.verifyCode.length < MIN_VERIFY_CODE) return;
      phase.confirming = true;
    },
    /** Cancel closes the SMS step; the countdown listener sees the phase change and stops. */
    cancelled(state) {
      if (state.phase.status !== 'verifying' || state.phase.confirming) return;
      state.phase = { status: 'choosing' };
      state.verifyCode = '';
    },
    ticked(state) {
      const phase = state.phase;
      if (phase.status !== 'verifying' || phase.sms.status !== 'counting') return;
      const secondsLeft = phase.sms.secondsLeft - 1;
      phase.sms = secondsLeft > 0 ? { status: 'counting', secondsLeft } : { status: 'ready' };
    },
    bindOpened(state) {
      state.bind = { status: 'editing' };
    },
    bindSubmitted(state, action: PayloadAction<BindPayload>) {
      if (state.bind.status === 'submitting' || bindProblemOf(action.payload) !== null) return;
      state.bind = { status: 'submitting' };
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(repaymentWay.matchPending, (state) => {
        state.cardList = { status: 'loading' };
      })
      .addMatcher(repaymentWay.matchFulfilled, (state, { payload }) => {
        state.cardList =
          isLegacySuccess(payload.code) && payload.data
            ? { status: 'ready', cards: payload.data.bankCards, repayToken: payload.data.repayToken }
            : { status: 'failed' };
      })
      .addMatcher(repaymentWay.matchRejected, (state, action) => {
        if (!isConditionAbort(action)) state.cardList = { status: 'failed' };
      })
      .addMatcher(repaymentCommit.matchFulfilled, (state, action) => {
        const { payload } = action;
        const sendMsg = action.meta.arg.originalArgs.sendMsg;
        const ok = isLegacySuccess(payload.code);
        const phase = state.phase;
        if (sendMsg === 0 && phase.status === 'committing') {
          if (!ok) {
            state.phase = { status: 'choosing' };
            return;
          }
          state.needValid = String(payload.data?.needValid ?? '');
          if (state.needValid === '1') {
            state.countdownRun += 1;
            state.verifyCode = '';
            state.phase = {
              status: 'verifying',
              repayRecordId: String(payload.data?.repayRecordId ?? ''),
              sms: { status: 'counting', secondsLeft: SMS_COUNTDOWN_S },
              confirming: false,
            };
          } else {
            state.phase = { status: 'paid' };
          }
        } else if (sendMsg === 1 && phase.status === 'verifying' && phase.sms.status === 'sending') {
          if (!ok) {
            phase.sms = { status: 'ready' };
            return;
          }
          const id = String(payload.data?.repayRecordId ?? '');
          if (id) phase.repayRecordId = id;
          state.countdownRun += 1;
          phase.sms = { status: 'counting', secondsLeft: SMS_COUNTDOWN_S };
        }
      })
      .addMatcher(repaymentCommit.matchRejected, (state, action) => {
        const phase = state.phase;
        if (action.meta.arg.originalArgs.sendMsg === 0 && phase.status === 'committing') {
          state.phase = { status: 'choosing' };
        } else if (phase.status === 'verifying' && phase.sms.status === 'sending') {
          phase.sms = { status: 'ready' };
        }
      })
      .addMatcher(repaymentConfirm.matchFulfilled, (state, { payload }) => {
        const phase = state.phase;
        if (phase.status !== 'verifying' || !phase.confirming) return;
        if (isLegacySuccess(payload.code)) state.phase = { status: 'paid' };
        else phase.confirming = false;
      })
      .addMatcher(repaymentConfirm.matchRejected, (state) => {
        if (state.phase.status === 'verifying') state.phase.confirming = false;
      })
      .addMatcher(repaymentHuichao.matchFulfilled, (state) => {
        if (state.phase.status === 'openingOnline') state.phase = { status: 'choosing' };
      })
      .addMatcher(repaymentHuichao.matchRejected, (state) => {
        if (state.phase.status === 'openingOnline') state.phase = { status: 'choosing' };
      })
      .addMatcher(bindCard.matchFulfilled, (state) => {
        if (state.bind.status === 'submitting') state.bind = { status: 'bound' };
      })
      .addMatcher(bindCard.matchRejected, (state) => {
        if (state.bind.status === 'submitting') state.bind = { status: 'editing' };
      });
  },
});

export const {
  opened: cardRepayOpened,
  cardListRetried,
  cardChosen,
  amountEdited,
  payTapped,
  onlinePayTapped,
  verifyCodeEdited,
  resendTapped,
  confirmTapped,
  cancelled: smsStepCancelled,
  ticked,
  bindOpened,
  bindSubmitted,
} = legacyRepaySlice.actions;

export default legacyRepaySlice.reducer;
addSlice(legacyRepaySlice);
