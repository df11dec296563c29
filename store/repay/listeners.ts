/** Effects of the repay and extension screens: copy to the clipboard, then say so in a toast. */
import { copyText } from '../../src/ui/clipboard';
import { feedback } from '../../src/ui/feedback';
import * as common from '../../src/i18n/common';
import { addListeners, type AppStartListening } from '../listeners';
import { selectMarket } from '../session/selectors';
import { codeCopied } from './actions';

export function registerRepayListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: codeCopied,
    effect: async ({ payload }, api) => {
      const pack = common[selectMarket(api.getState())];
      const ok = await copyText(payload.text);
      void feedback.toast(ok ? pack.copied : payload.text);
    },
  });
}

addListeners(registerRepayListeners);
