/**
 * The SMS-code button of the landing page (SPEC §4, §8): ready -> sending -> counting 60..1 -> ready.
 * Time enters only as `sms/ticked` actions, one a second, dispatched by the listener's countdown
 * (store/countdown.ts), so a recorded log replays to the same second. The checks before a send
 * (phone, captcha) live in the listener.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { SMS_RESEND_SECONDS } from '../countdown';
import { rootReducer } from '../reducer';

type SmsState =
  | { status: 'ready' }
  /** get-sms is in flight: a second request is refused. */
  | { status: 'sending' }
  | { status: 'counting'; secondsLeft: number };

const initialState = { status: 'ready' } as SmsState;

const smsSlice = createSlice({
  name: 'sms',
  initialState,
  reducers: {
    /** The visitor tapped the get-code button; the listener decides what happens. */
    codeRequested: (state) => state,
    /** A tap during the countdown: refused with a notice, nothing sent. */
    resendBlocked: (state) => state,
    sendStarted: (state): SmsState => (state.status === 'ready' ? { status: 'sending' } : state),
    /** get-sms answered '0': the countdown starts from 60. */
    sent: (): SmsState => ({ status: 'counting', secondsLeft: SMS_RESEND_SECONDS }),
    /** get-sms answered another code, or failed on the network: the label resets. */
    failed: (_state, _action: PayloadAction<{ code: string; message: string }>): SmsState => ({ status: 'ready' }),
    /** One second of the countdown passed (no payload: recorded logs carry none). */
    ticked: (state): SmsState => {
      if (state.status !== 'counting') return state;
      return state.secondsLeft > 1 ? { status: 'counting', secondsLeft: state.secondsLeft - 1 } : { status: 'ready' };
    },
  },
  selectors: {
    selectSmsStatus: (state) => state.status,
    /** Seconds left in the countdown, or null when the button shows its 'get code' label. */
    selectSmsSecondsLeft: (state) => (state.status === 'counting' ? state.secondsLeft : null),
    /** Disabled only while a request is in flight: a tap during the countdown must still answer. */
    selectSmsSending: (state) => state.status === 'sending',
  },
});

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof smsSlice> {}
}

/** Injected when this module loads (with the landing route). */
export const sms = smsSlice.injectInto(rootReducer);

export const { codeRequested, resendBlocked, sendStarted, sent, failed, ticked } = sms.actions;
