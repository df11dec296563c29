/** The rating state machine (filled in by its issue). */
import { createSlice } from '@reduxjs/toolkit';

export type RatingState = { status: 'idle' };
const initialState = { status: 'idle' } as RatingState;

const ratingSlice = createSlice({
  name: 'rating',
  initialState,
  reducers: {},
});

export default ratingSlice.reducer;
