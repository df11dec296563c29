/** What the get-code button shows and whether it can be pressed. */
import type { RootState } from '../index';

export const selectSms = (state: RootState) => state.sms;
/** Seconds left in the countdown, or null when the button shows its 'get code' label. */
export const selectSmsSecondsLeft = (state: RootState) =>
  state.sms.status === 'counting' ? state.sms.secondsLeft : null;
/** Disabled only while a request is in flight: a tap during the countdown must still answer. */
export const selectSmsSending = (state: RootState) => state.sms.status === 'sending';
