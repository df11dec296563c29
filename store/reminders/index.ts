/** Repayment reminders (beyond the spec): an "Add to calendar" `.ics` for the due or deferred date. */
import type { Feature } from '../feature';
import { setupReminderListeners } from './listeners';

export { calendarRequested } from './events';
export { icsDate, reminderDate, reminderFileName } from './days';
export type { ReminderEvent } from './ics';

export const remindersFeature: Feature = { prefixes: ['reminders'], setupListeners: setupReminderListeners };
