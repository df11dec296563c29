/** What the rating modals read. */
import type { RootState } from '../reducer';
import { rating } from './slice';

export const selectRating = (state: RootState) => rating.selectSlice(state);
export const selectRatingStars = (state: RootState) => {
  const m = selectRating(state);
  return m.status === 'open' || m.status === 'sending' ? m.stars : 0;
};
export const selectRatingOpen = (state: RootState) => {
  const { status } = selectRating(state);
  return status === 'open' || status === 'sending';
};
export const selectRatingSending = (state: RootState) => selectRating(state).status === 'sending';
export const selectThanksOpen = (state: RootState) => selectRating(state).status === 'thanks';
