/** Effects of the repayment screens: copy to the clipboard, then say so. */
import type { AppStartListening } from '../listenerMiddleware';
import { say } from '../notice';
import { copyRequested } from './events';

export function setupRepayListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: copyRequested,
    effect: async ({ payload: { text } }, api) => {
      const copied = await api.extra.copyText(text);
      // When nothing could copy, the text itself is shown so it can be written down.
      api.extra.notify(copied ? say('copied') : { text });
    },
  });
}
