/** What the loan detail page reads: the reminder and the show-market flag. */
import type { RootState } from '../reducer';
import { loanDetail } from './slice';

export const selectReminderOpen = (state: RootState) => loanDetail.selectSlice(state).reminder === 'open';
export const selectShowMarket = (state: RootState) => loanDetail.selectSlice(state).showMarket;
