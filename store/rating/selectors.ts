/** What the loan detail page reads: the rating modal, the reminder and the show-market flag. */
import type { RootState } from '../index';

export const selectRating = (state: RootState) => state.rating.modal;
export const selectRatingStars = (state: RootState) => {
  const m = state.rating.modal;
  return m.status === 'open' || m.status === 'sending' ? m.stars : 0;
};
export const selectRatingOpen = (state: RootState) =>
  state.rating.modal.status === 'open' || state.rating.modal.status === 'sending';
export const selectRatingSending = (state: RootState) => state.rating.modal.status === 'sending';
export const selectThanksOpen = (state: RootState) => state.rating.modal.status === 'thanks';
export const selectReminderOpen = (state: RootState) => state.rating.detail.reminder === 'open';
export const selectShowMarket = (state: RootState) => state.rating.detail.showMarket;
