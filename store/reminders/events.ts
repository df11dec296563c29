/** The borrower asked for a calendar reminder of a due date ("Add to calendar"). */
import { createAction } from '@reduxjs/toolkit';

export const calendarRequested = createAction<{
  orderId: string;
  /** The day to remind of (`reminderDate` chose between due and deferred date). */
  date: string;
  /** Market words, amount already formatted: the store holds no text of its own. */
  summary: string;
  description: string;
  alarm: string;
  fileName: string;
}>('reminders/calendarRequested');
