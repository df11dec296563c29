/** The officialForm state machine (filled in by its issue). */
import { createSlice } from '@reduxjs/toolkit';

export type OfficialFormState = { status: 'idle' };
const initialState = { status: 'idle' } as OfficialFormState;

const officialFormSlice = createSlice({
  name: 'officialForm',
  initialState,
  reducers: {},
});

export default officialFormSlice.reducer;
