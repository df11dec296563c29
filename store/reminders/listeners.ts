/** Makes the `.ics` file of a reminder (with the clock of `extra`) and downloads it. */
import type { AppStartListening } from '../listenerMiddleware';
import { say } from '../notice';
import { calendarRequested } from './events';
import { reminderIcs } from './ics';

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
    effect: async ({ payload: { fileName, ...event } }, api) => {
      const { extra } = api;
      const text = reminderIcs({ ...event, host: hostOf(extra.pageUrl()), now: extra.now() });
      if (!text) {
        extra.notify(say('fileNotSaved', 'fail'));
        return;
      }
      // A calendar file is opened by the calendar app: downloaded, never put in a share sheet.
      const outcome = await extra.deliverFile({ name: fileName, type: 'text/calendar', text }, false);
      if (outcome === 'failed') extra.notify(say('fileNotSaved', 'fail'));
      else if (outcome !== 'cancelled') extra.notify(say('calendarSaved', 'success'));
    },
  });
}
