/** The sms state machine (filled in by its issue). */
import { createSlice } from '@reduxjs/toolkit';

export type SmsState = { status: 'idle' };
const initialState = { status: 'idle' } as SmsState;

const smsSlice = createSlice({
  name: 'sms',
  initialState,
  reducers: {},
});

export default smsSlice.reducer;
