/**
 * The rating machine of the loan detail page (SPEC §4 rating flow): opens when the loaded details
 * carry isScore 1, takes 1 to 5 stars, posts the score once, then thanks (below 4) or hands over to
 * the store rating (4 or more). A new visit of the page starts it over.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { OrderArg } from '../api/loan';
import { loanDetailApi, loanDetailEntered } from '../loanDetail';
import { rootReducer } from '../reducer';

/** SPEC §9: 5 stars; 4 or more sends the borrower to the store rating. */
export const STAR_COUNT = 5;
export const STORE_RATING_FROM = 4;

type RatingModal =
  | { status: 'closed' }
  | ({ status: 'open'; stars: number } & OrderArg)
  /** The score is being posted; the send button is disabled. */
  | ({ status: 'sending'; stars: number } & OrderArg)
  /** Below 4: the thank-you modal. */
  | { status: 'thanks'; stars: number }
  /** Rated on this visit (or dismissed): the modal does not reopen until the page is entered again. */
  | { status: 'finished' };

const ratingSlice = createSlice({
  name: 'rating',
  initialState: (): RatingModal => ({ status: 'closed' }),
  reducers: {
    starsChosen(state, action: PayloadAction<number>) {
      const stars = Math.round(action.payload);
      if (state.status === 'open' && stars >= 1 && stars <= STAR_COUNT) state.stars = stars;
    },
    /** Send tapped: with a star it posts (listener); with none the listener says 'chooseRating'. */
    sendRequested(state) {
      if (state.status === 'open' && state.stars > 0) return { ...state, status: 'sending' };
      return undefined;
    },
    sent(state, action: PayloadAction<{ score: number }>) {
      if (state.status !== 'sending') return undefined;
      return action.payload.score < STORE_RATING_FROM
        ? { status: 'thanks', stars: action.payload.score }
        : { status: 'finished' };
    },
    sendFailed(state) {
      if (state.status === 'sending') return { ...state, status: 'open' };
      return undefined;
    },
    dismissed(state) {
      if (state.status === 'open' || state.status === 'thanks') return { status: 'finished' };
      return undefined;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loanDetailEntered, () => ({ status: 'closed' }));
    // SPEC §4: the modal opens when the loaded details carry isScore 1.
    builder.addMatcher(loanDetailApi.endpoints.loanDetails.matchFulfilled, (state, action) => {
      if (state.status !== 'closed' || Number(action.payload.isScore) !== 1) return undefined;
      const { productId, orderId } = action.meta.arg.originalArgs;
      return { status: 'open', stars: 0, productId, orderId };
    });
  },
});

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof ratingSlice> {}
}

/** Injected when this module loads (with its route); reads as the initial state until its first action. */
export const rating = ratingSlice.injectInto(rootReducer);

export const {
  starsChosen: ratingStarsChosen,
  sendRequested: ratingSendRequested,
  sent: ratingSent,
  sendFailed: ratingSendFailed,
  dismissed: ratingDismissed,
} = rating.actions;
