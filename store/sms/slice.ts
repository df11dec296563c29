/**
 * The SMS-code countdown of the landing page (SPEC §4, §8): ready -> sending -> counting 60..1 -> ready.
 * Time enters only as `sms/ticked` actions dispatched by the listener once a second, so a recorded
 * log replays to the same second. The checks before a send (phone, captcha) live in the listener.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addSlice } from '../registry';

export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_TICK_MS = 1000;

export type SmsState =
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
    /** A tap during the countdown: refused with a toast, nothing sent. */
    resendBlocked: (state) => state,
    sendStarted: (state): SmsState => (state.status === 'ready' ? { status: 'sending' } : state),
    /** get-sms answered '0': the countdown starts from 60. */
    sent: (): SmsState => ({ status: 'counting', secondsLeft: SMS_COUNTDOWN_SECONDS }),
    /** get-sms answered another code, or failed on the network: the label resets. */
    failed: (_state, _action: PayloadAction<{ code: string; message: string }>): SmsState => ({ status: 'ready' }),
    ticked: (state): SmsState => {
      if (state.status !== 'counting') return state;
      return state.secondsLeft > 1 ? { status: 'counting', secondsLeft: state.secondsLeft - 1 } : { status: 'ready' };
    },
  },
});

export const { codeRequested, resendBlocked, sendStarted, sent, failed, ticked } = smsSlice.actions;
export default smsSlice.reducer;
addSlice(smsSlice);
