/**
 * Events of the repayment screens that have effects but no state: the borrower asked to copy a
 * reference code or a company name (the clipboard write and its notice are the listener's).
 */
import { createAction } from '@reduxjs/toolkit';

export const copyRequested = createAction<{ text: string }>('repay/copyRequested');
