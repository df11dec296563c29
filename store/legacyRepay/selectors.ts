/** Selectors of the card-repay machine and the borrow-detail target it navigates to. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../index';

export const selectLegacyRepay = (state: RootState) => state.legacyRepay;
export const selectCardList = (state: RootState) => state.legacyRepay.cardList;
export const selectChosenCardId = (state: RootState) => state.legacyRepay.cardId;
export const selectRepayAmount = (state: RootState) => state.legacyRepay.amount;
export const selectRepayPhase = (state: RootState) => state.legacyRepay.phase;
export const selectVerifyCode = (state: RootState) => state.legacyRepay.verifyCode;
export const selectBindState = (state: RootState) => state.legacyRepay.bind;

export const selectChosenCard = createSelector([selectCardList, selectChosenCardId], (list, id) =>
  list.status === 'ready' && id ? (list.cards.find((c) => String(c.id) === id) ?? null) : null,
);

