/**
 * The loan detail page's own state (SPEC §4 order status): the show-market flag that ends up off once
 * the details are loaded, and the extension reminder modal. The rating modal is its own machine
 * (store/rating), opened by the same details.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { OrderArg } from '../api/loan';
import { rootReducer } from '../reducer';
import { loanDetailApi } from './api';

interface LoanDetailState {
  /** SPEC §4: a show-market flag that ends up always off once the details are loaded. */
  showMarket: boolean;
  /** The extension reminder modal (174/180 with isDelay 1). */
  reminder: 'closed' | 'open';
}

const initialState: LoanDetailState = { showMarket: true, reminder: 'closed' };

const loanDetailSlice = createSlice({
  name: 'loanDetail',
  initialState,
  reducers: {
    /** The page opened for an order: a fresh visit (the rating machine starts over too). */
    entered(_state, _action: PayloadAction<OrderArg>) {
      return initialState;
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
    builder.addMatcher(loanDetailApi.endpoints.loanDetails.matchFulfilled, (state) => {
      state.showMarket = false;
    });
  },
});

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof loanDetailSlice> {}
}

/** Injected when this module loads (with its route); reads as the initial state until its first action. */
export const loanDetail = loanDetailSlice.injectInto(rootReducer);

export const {
  entered: loanDetailEntered,
  extensionReminderOpened,
  extensionReminderClosed,
  borrowAgainTapped,
} = loanDetail.actions;
