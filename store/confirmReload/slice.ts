/** The confirmReload state machine (filled in by its issue). */
import { createSlice } from '@reduxjs/toolkit';

export type ConfirmReloadState = { status: 'idle' };
const initialState = { status: 'idle' } as ConfirmReloadState;

const confirmReloadSlice = createSlice({
  name: 'confirmReload',
  initialState,
  reducers: {},
});

export default confirmReloadSlice.reducer;
