/**
 * The loan detail page's state: the rating machine (SPEC §4 rating flow) and the page's own view
 * state (show-market flag, extension reminder). Two slices, one `rating` branch of the store:
 * `state.rating.modal` is the rating machine, `state.rating.detail` the page.
 */
import { combineReducers, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loanApi } from '../api/loan';
import { addSlice } from '../registry';

/** SPEC §9: 5 stars; 4 or more sends the borrower to the store rating. */
export const STAR_COUNT = 5;
export const STORE_RATING_FROM = 4;

interface OrderRef {
  productId: string;
  orderId: string;
}

export type RatingModal =
  | { status: 'closed' }
  | ({ status: 'open'; stars: number } & OrderRef)
  /** The score is being posted; the send button is disabled. */
  | ({ status: 'sending'; stars: number } & OrderRef)
  /** Below 4: the thank-you modal. */
  | { status: 'thanks'; stars: number }
  /** Rated on this visit (or dismissed): the modal does not reopen until the page is entered again. */
  | { status: 'finished' };

export interface LoanDetailView {
  /** SPEC §4: a show-market flag that ends up always off once the details are loaded. */
  showMarket: boolean;
  /** The extension reminder modal (174/180 with isDelay 1). */
  reminder: 'closed' | 'open';
}

const initialDetail: LoanDetailView = { showMarket: true, reminder: 'closed' };

const loanDetailSlice = createSlice({
  name: 'loanDetail',
  initialState: initialDetail,
  reducers: {
    entered(_state, _action: PayloadAction<OrderRef>) {
      return initialDetail;
    },
    extensionReminderOpened(state) {
      state.reminder = 'open';
    },
    extensionReminderClosed(state) {
      state.reminder = 'closed';
    },
    /** Borrow again (status 200): the listener asks the native shell to open the product. */
    borrowAgainTapped(_state, _action: PayloadAction<{ productId: string }>) {},
  },
  extraReducers: (builder) => {
    builder.addMatcher(loanApi.endpoints.loanDetails.matchFulfilled, (state) => {
      state.showMarket = false;
    });
  },
});

const ratingSlice = createSlice({
  name: 'rating',
  initialState: { status: 'closed' } as RatingModal,
  reducers: {
    starsChosen(state, action: PayloadAction<number>) {
      const stars = Math.round(action.payload);
      if (state.status === 'open' && stars >= 1 && stars <= STAR_COUNT) state.stars = stars;
    },
    /** Send tapped: with a star it posts (listener); with none the listener shows MSG.chooseRating. */
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
    builder.addCase(loanDetailSlice.actions.entered, () => ({ status: 'closed' }));
    // SPEC §4: the modal opens when the loaded details carry isScore 1.
    builder.addMatcher(loanApi.endpoints.loanDetails.matchFulfilled, (state, action) => {
      if (state.status !== 'closed' || Number(action.payload.isScore) !== 1) return undefined;
      const { productId, orderId } = action.meta.arg.originalArgs;
      return { status: 'open', stars: 0, productId, orderId };
    });
  },
});

export const {
  entered: loanDetailEntered,
  extensionReminderOpened,
  extensionReminderClosed,
  borrowAgainTapped,
} = loanDetailSlice.actions;
export const {
  starsChosen: ratingStarsChosen,
  sendRequested: ratingSendRequested,
  sent: ratingSent,
  sendFailed: ratingSendFailed,
  dismissed: ratingDismissed,
} = ratingSlice.actions;

export type RatingState = { modal: RatingModal; detail: LoanDetailView };

const reducer = combineReducers({ modal: ratingSlice.reducer, detail: loanDetailSlice.reducer });
export default reducer;
addSlice({ reducerPath: 'rating', reducer });
