/** The legacyRepay state machine (filled in by its issue). */
import { createSlice } from '@reduxjs/toolkit';

export type LegacyRepayState = { status: 'idle' };
const initialState = { status: 'idle' } as LegacyRepayState;

const legacyRepaySlice = createSlice({
  name: 'legacyRepay',
  initialState,
  reducers: {},
});

export default legacyRepaySlice.reducer;
