/**
 * The legacy card-repay machine (SPEC §4 "Legacy repayment by card", §8) and the card binding that
 * feeds its card list. The repay-way store of SPEC §3 lives here: cards, repayToken, needValid and
 * the repayRecordId of the SMS step. Server answers enter only as the legacyApi / coalitionApi
 * actions; the 60 s countdown enters only as `legacyRepay/ticked` (store/countdown.ts), a refused
 * payment page as `navigation/refused`, and the page shown again as RTK Query's `onFocus`, the one
 * event src/app/freshness.ts makes of it.
 *
 * A payment is never sent twice: the repayToken of a commit goes with every retry of that payment
 * (the contract server answers a known token with its first answer), and only a payment the borrower
 * cancelled asks for a fresh one. A reload forgets the token; the phone keeps a marker of the unsettled
 * payment without it (./unsettledStorage.ts), so the next page warns before the borrower pays again.
 */
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { BankCard } from './schemas';
import type { ApiError } from '../api/request';
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
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      cards: BankCard[];
      repayToken: string;
      /** The token went with a payment the borrower then cancelled: the next pay asks for a fresh one. */
      spent?: true;
    };

/** The get-code button of the SMS step. */
type SmsButton = { status: 'counting'; secondsLeft: number } | { status: 'ready' } | { status: 'sending' };

type RepayPhase =
  | { status: 'choosing' }
  /** repayment-commit (sendMsg 0) is in flight: a second pay is refused. */
  | { status: 'committing' }
  /** `repayToken`: the token the server accepted this payment with; a resend carries it again. */
  | { status: 'verifying'; repayRecordId: string; repayToken: string; sms: SmsButton; confirming: boolean }
  /**
   * repayment-huichao is in flight (`leaving` false), then its url is being opened (`leaving` true): the
   * buttons stay busy. A refused url (`navigation/refused`) or a failed call gives them back, and so does
   * the page shown again once it left (Back restored it from the back-forward cache, or the shell's
   * outside browser closed): the online payment may or may not have been made, and the borrower may
   * pay again or leave.
   */
  | { status: 'openingOnline'; leaving: boolean }
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
  /**
   * The token of a commit (sendMsg 0) whose outcome this page has not learned: no answer yet, none that
   * could be read, or an answer that came after the borrower left the screen. Every pay of that order
   * re-sends it, so the server answers that payment again instead of recording a second one. A '00'
   * answer settles it. A refusal settles it only when it answers the token's first try (that payment was
   * not made); after a try whose answer was lost it does not, since that try's fate is still unknown (a
   * backend may refuse a token it has already paid with). It outlives `opened` (the screen shown again
   * in the same page).
   */
  unsettled?: { orderId: string; repayToken: string; /** an earlier try of this token got no answer */ retry?: true };
  /**
   * A commit (sendMsg 0) of this order that an earlier page sent and never heard back about (a reload,
   * a WebView the OS killed): the marker the phone kept (./unsettledStorage.ts), read when the screen
   * opened with no `unsettled` payment of its own for the order. The screen warns; paying stays allowed
   * (that payment may have failed). It outlives `opened`, and goes when a payment of the order settles,
   * as `unsettled` does.
   * `foundAt`: when it was read, so the screen can tell today's time from an earlier day's.
   */
  earlierPayment?: EarlierPayment;
  /**
   * The borrower, warned of `earlierPayment`, said they checked their loan and want to pay again. Until
   * then Pay sends nothing: that earlier payment may have been made, and a new commit carries a new
   * token the server cannot tie to it. Asked again on every visit of the screen.
   */
  payAgainConfirmed?: true;
  /**
   * The bind-card sent with no answer the page could read (lost, none in time, a server error, an
   * unreadable one): its card and Idempotency-Key. The borrower's next tap with the same card repeats
   * the key, so a card that try bound is answered "bound" again, not "already bound". Bound, or refused
   * in words (nothing was bound), it goes. It outlives `bindOpened` (the screen shown again).
   */
  bindAttempt?: BindAttempt;
}

/** One bind: what it sent (`cardNo` digits only, as sent) and the key every try of it carries. */
interface BindAttempt {
  cardNo: string;
  bankName: string;
  bankCode: string;
  key: string;
}

interface EarlierPayment {
  orderId: string;
  /** As repayment-commit sent it (units). */
  amount: string;
  /** Epoch ms. */
  sentAt: number;
  foundAt: number;
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

/**
 * The page shown again (tab or app switch, Back restoring it from the back-forward cache): RTK Query's
 * `onFocus`, which src/app/freshness.ts dispatches and the package does not export by name.
 */
const pageShownAgain = createAction('__rtkq/focused');

/** A rejection because an identical query was already running carries no answer. */
const isConditionAbort = (action: { meta: { condition?: boolean } }) => action.meta.condition === true;

/**
 * repayment-way gave no card list. When it was a fresh token for a pay, the cards the borrower chose
 * from stay (their token still spent) and the pay is free again; otherwise the list failed.
 */
function wayFailed(state: LegacyRepayState) {
  if (state.cardList.status !== 'ready') state.cardList = { status: 'failed' };
  else if (state.phase.status === 'committing') state.phase = { status: 'choosing' };
}

const legacyRepaySlice = createSlice({
  name: 'legacyRepay',
  initialState: initialLegacyRepayState,
  reducers: {
    /** The card-repay screen opened (again): a fresh start with the amount from the page. */
    opened(state, action: PayloadAction<{ amount: string }>) {
      const fresh: LegacyRepayState = { ...initialLegacyRepayState, amount: action.payload.amount, bind: state.bind };
      if (state.unsettled) fresh.unsettled = state.unsettled;
      if (state.earlierPayment) fresh.earlierPayment = state.earlierPayment;
      return fresh;
    },
    /** The phone kept an unsettled payment of this order from an earlier page (time enters as data). */
    earlierPaymentFound(state, action: PayloadAction<EarlierPayment>) {
      if (state.unsettled?.orderId === action.payload.orderId) return;
      state.earlierPayment = action.payload;
    },
    /** The warning's box: "I checked my loan and want to pay again", ticked or unticked. */
    payAgainToggled(state) {
      if (!state.earlierPayment || state.phase.status !== 'choosing') return;
      if (state.payAgainConfirmed) delete state.payAgainConfirmed;
      else state.payAgainConfirmed = true;
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
      if (state.earlierPayment && !state.payAgainConfirmed) return;
      state.phase = { status: 'committing' };
    },
    /** Online payment needs no card, only an amount (the listener says when it is missing). */
    onlinePayTapped(state) {
      if (state.phase.status !== 'choosing' || amountToSend(state.amount) === null) return;
      state.phase = { status: 'openingOnline', leaving: false };
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
    /**
     * Cancel closes the SMS step; the countdown listener sees the phase change and stops. The server
     * holds the token for the payment left unconfirmed, so another payment needs a fresh one.
     */
    cancelled(state) {
      if (state.phase.status !== 'verifying' || state.phase.confirming) return;
      state.phase = { status: 'choosing' };
      state.verifyCode = '';
      if (state.cardList.status === 'ready') state.cardList.spent = true;
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
      // The page shown again after it left for the online payment: the buttons are free again.
      .addCase(pageShownAgain, (state) => {
        if (state.phase.status === 'openingOnline' && state.phase.leaving) state.phase = { status: 'choosing' };
      })
      // A fresh token for a pay keeps the cards on screen (opening and retrying show the loading state).
      .addMatcher(repaymentWay.matchPending, (state) => {
        if (state.cardList.status !== 'ready') state.cardList = { status: 'loading' };
      })
      .addMatcher(repaymentWay.matchFulfilled, (state, { payload }) => {
        if (isLegacySuccess(payload.code) && payload.data) {
          state.cardList = { status: 'ready', cards: payload.data.bankCards, repayToken: payload.data.repayToken };
        } else wayFailed(state);
      })
      .addMatcher(repaymentWay.matchRejected, (state, action) => {
        // A token refresh must not leave the pay busy, even without an answer of its own.
        if (!isConditionAbort(action) || state.cardList.status === 'ready') wayFailed(state);
      })
      .addMatcher(repaymentCommit.matchPending, (state, action) => {
        const { sendMsg, orderId, repayToken } = action.meta.arg.originalArgs;
        if (sendMsg !== 0) return;
        const before = state.unsettled;
        const retry = before?.orderId === orderId && before.repayToken === repayToken;
        state.unsettled = retry ? { orderId, repayToken, retry } : { orderId, repayToken };
      })
      .addMatcher(repaymentCommit.matchFulfilled, (state, action) => {
        const { payload } = action;
        const sendMsg = action.meta.arg.originalArgs.sendMsg;
        const ok = isLegacySuccess(payload.code);
        const phase = state.phase;
        if (sendMsg === 0 && phase.status === 'committing') {
          if (!ok) {
            state.phase = { status: 'choosing' };
            // The only try of this token was refused: nothing was paid, nothing is unsettled.
            if (!state.unsettled?.retry && state.unsettled?.repayToken === action.meta.arg.originalArgs.repayToken)
              delete state.unsettled;
            return;
          }
          // The server told what this token paid: the next payment will not need it again, and the
          // order's payment is settled (its marker goes with `unsettled`, see listeners.ts).
          delete state.unsettled;
          if (state.earlierPayment?.orderId === action.meta.arg.originalArgs.orderId) {
            delete state.earlierPayment;
            delete state.payAgainConfirmed;
          }
          state.needValid = String(payload.data?.needValid ?? '');
          if (state.needValid === '1') {
            state.countdownRun += 1;
            state.verifyCode = '';
            state.phase = {
              status: 'verifying',
              repayRecordId: String(payload.data?.repayRecordId ?? ''),
              repayToken: action.meta.arg.originalArgs.repayToken,
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
        if (state.phase.status !== 'openingOnline') return;
        state.phase =
          isLegacySuccess(payload.code) && payload.data?.url
            ? { status: 'openingOnline', leaving: true }
            : { status: 'choosing' };
      })
      .addMatcher(repaymentHuichao.matchRejected, (state) => {
        if (state.phase.status === 'openingOnline') state.phase = { status: 'choosing' };
      })
      // The key enters with the call's own action, so a replayed log keeps it.
      .addMatcher(bindCard.matchPending, (state, action) => {
        const { cardNo, bankName, bankCode = '', idempotencyKey } = action.meta.arg.originalArgs;
        if (idempotencyKey) state.bindAttempt = { cardNo, bankName, bankCode, key: idempotencyKey };
      })
      .addMatcher(bindCard.matchFulfilled, (state, action) => {
        if (state.bindAttempt?.key === action.meta.arg.originalArgs.idempotencyKey) delete state.bindAttempt;
        if (state.bind.status === 'submitting') state.bind = { status: 'bound' };
      })
      .addMatcher(bindCard.matchRejected, (state, action) => {
        // Refused in words: nothing was bound, so the next tap is a new bind. Any other failure may
        // have bound the card: its key stays for the next tap.
        const refused = (action.payload as Partial<ApiError> | undefined)?.kind === 'failed';
        if (refused && state.bindAttempt?.key === action.meta.arg.originalArgs.idempotencyKey) delete state.bindAttempt;
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
  earlierPaymentFound,
  cardListRetried,
  cardChosen,
  amountEdited,
  payTapped,
  payAgainToggled,
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
