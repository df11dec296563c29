/**
 * Makes the `.ics` file of a reminder (with the clock of `extra`) and downloads it. The calendar code
 * loads with the first tap, not with the screens that offer the button (issue 18).
 */
import { oneAtATime, type AppStartListening } from '../listenerMiddleware';
import { say } from '../notice';
import { calendarRequested } from './events';

const hostOf = (pageUrl: string) => {
  try {
    return new URL(pageUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
};

export function setupReminderListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: calendarRequested,
    // A second tap while the file is on its way makes no second file.
    effect: oneAtATime(async ({ payload: { fileName, ...event } }, api) => {
      const { extra } = api;
      // Offline before the code came: nothing can be made, and the borrower is told so.
      const ics = await import(/* webpackChunkName: "calendar" */ './ics').catch(() => null);
      const text = ics?.reminderIcs({ ...event, host: hostOf(extra.pageUrl()), now: extra.now() });
      if (!text) {
        extra.notify(say('fileNotSaved', 'fail'));
        return;
      }
      // A calendar file is opened by the calendar app: downloaded, never put in a share sheet.
      const outcome = await extra.deliverFile({ name: fileName, type: 'text/calendar', text }, false);
      if (outcome === 'failed') extra.notify(say('fileNotSaved', 'fail'));
      else if (outcome !== 'cancelled') extra.notify(say('calendarSaved', 'success'));
    }),
  });
}
