/** The registration state machine (filled in by its issue). */
import { createSlice } from '@reduxjs/toolkit';

export type RegistrationState = { status: 'idle' };
const initialState = { status: 'idle' } as RegistrationState;

const registrationSlice = createSlice({
  name: 'registration',
  initialState,
  reducers: {},
});

export default registrationSlice.reducer;
