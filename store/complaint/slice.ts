/** The complaint state machine (filled in by its issue). */
import { createSlice } from '@reduxjs/toolkit';

export type ComplaintState = { status: 'idle' };
const initialState = { status: 'idle' } as ComplaintState;

const complaintSlice = createSlice({
  name: 'complaint',
  initialState,
  reducers: {},
});

export default complaintSlice.reducer;
