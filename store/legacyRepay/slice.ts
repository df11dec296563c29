/**
 * The legacy card-repay machine (SPEC §4 "Legacy repayment by card", §8) and the card binding that
 * feeds its card list. The repay-way store of SPEC §3 lives here: cards, repayToken, needValid and
 * the repayRecordId of the SMS step. Server answers enter only as the legacyApi / coalitionApi
 * actions; the 60 s countdown enters only as `legacyRepay/ticked` (store/countdown.ts), and a refused
 * payment page as `navigation/refused`.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { BankCard } from './schemas';
import { SMS_RESEND_SECONDS } from '../countdown';
import { navigationRefused } from '../navigation';
import type { FieldError } from '../notice';
import { rootReducer } from '../reducer';
import { bindCardApi, legacyRepayApi } from './api';
import {
  amountToSend,
  BIND_PROBLEM_NOTICE,
  bindProblemOf,
  type BindField,
  isLegacySuccess,
  MIN_VERIFY_CODE,
  ONLINE_PAY_SOURCE,
  payProblem,
  VERIFY_CODE_MAX,
} from './rules';

type CardList =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cards: BankCard[]; repayToken: string };

/** The get-code button of the SMS step. */
type SmsButton = { status: 'counting'; secondsLeft: number } | { status: 'ready' } | { status: 'sending' };

type RepayPhase =
  | { status: 'choosing' }
  /** repayment-commit (sendMsg 0) is in flight: a second pay is refused. */
  | { status: 'committing' }
  | { status: 'verifying'; repayRecordId: string; sms: SmsButton; confirming: boolean }
  /**
   * repayment-huichao is in flight, then its url is being opened: the page is leaving, so the button
   * stays busy; a refused url (`navigation/refused`) or a failed call gives it back.
   */
  | { status: 'openingOnline' }
  /** Paid: the listener replaces the page with the borrow detail. */
  | { status: 'paid' };

type BindState =
  /** `fieldError`: the field the last submit refused (shown under it), until that field changes. */
  { status: 'editing'; fieldError?: FieldError<BindField> } | { status: 'submitting' } | { status: 'bound' };

interface LegacyRepayState {
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

const initialLegacyRepayState: LegacyRepayState = {
  cardList: { status: 'loading' },
  cardId: null,
  amount: '',
  verifyCode: '',
  needValid: '',
  countdownRun: 0,
  phase: { status: 'choosing' },
  bind: { status: 'editing' },
};

interface BindPayload {
  cardNo: string;
  bankName: string;
  bankCode: string;
}

const { repaymentWay, repaymentCommit, repaymentConfirm, repaymentHuichao } = legacyRepayApi.endpoints;
const { bindCard } = bindCardApi.endpoints;

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
    /** Online payment needs no card, only an amount (the listener says when it is missing). */
    onlinePayTapped(state) {
      if (state.phase.status !== 'choosing' || amountToSend(state.amount) === null) return;
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
    /** One second of the countdown passed (no payload: recorded logs carry none). */
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
      if (state.bind.status === 'submitting') return;
      const problem = bindProblemOf(action.payload);
      if (problem)
        state.bind = { status: 'editing', fieldError: { field: problem, code: BIND_PROBLEM_NOTICE[problem] } };
      else state.bind = { status: 'submitting' };
    },
    /** The borrower changed a field of the bind form: its error goes. */
    bindFieldEdited(state, action: PayloadAction<BindField>) {
      if (state.bind.status === 'editing' && state.bind.fieldError?.field === action.payload) {
        state.bind = { status: 'editing' };
      }
    },
  },
  extraReducers: (builder) => {
    builder
      // The payment page's url was refused: the online-pay button is free again.
      .addCase(navigationRefused, (state, { payload }) => {
        if (payload.source === ONLINE_PAY_SOURCE && state.phase.status === 'openingOnline')
          state.phase = { status: 'choosing' };
      })
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
              sms: { status: 'counting', secondsLeft: SMS_RESEND_SECONDS },
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
          phase.sms = { status: 'counting', secondsLeft: SMS_RESEND_SECONDS };
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
      .addMatcher(repaymentHuichao.matchFulfilled, (state, { payload }) => {
        // With a url the page is leaving (the listener asks the navigator); without one, pay again.
        if (state.phase.status === 'openingOnline' && !(isLegacySuccess(payload.code) && payload.data?.url))
          state.phase = { status: 'choosing' };
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

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof legacyRepaySlice> {}
}

/** Injected when this module loads (with the card-repay and bind-card routes). */
export const legacyRepay = legacyRepaySlice.injectInto(rootReducer);

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
  bindFieldEdited,
} = legacyRepay.actions;
