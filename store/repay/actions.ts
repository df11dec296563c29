/**
 * Events of the repay and extension screens that have effects but no state: copying a reference
 * code or a company name (the clipboard write and its toast happen in store/repay/listeners.ts).
 */
import { createAction } from '@reduxjs/toolkit';

export const codeCopied = createAction<{ text: string }>('repay/codeCopied');
