/**
 * The navigator: the one place a page change happens. It gates the URL, carries the session onto
 * same-origin URLs that lack it, and hands the approved change to the app's `navigate` effect; a
 * refused URL is said to the user and announced, so the machine that asked frees its button.
 */
import type { AppStartListening } from '../listenerMiddleware';
import { say } from '../notice';
import { gateUrl, isInAppPath } from './urlGate';
import { navigationRefused, navigationRequested } from './slice';
import { selectCarriedQuery, withCarried } from './urls';

export function setupNavigationListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: navigationRequested,
    effect: ({ payload: { url, replace = false, allowSchemes, source } }, api) => {
      const { extra } = api;
      const gated = gateUrl(url, { pageUrl: extra.pageUrl(), config: extra.config() }, { allowSchemes });
      if (!gated) {
        api.dispatch(navigationRefused({ url, source }));
        extra.notify(say('linkRefused'));
        return;
      }
      if (isInAppPath(gated)) {
        extra.navigate({ kind: 'route', path: withCarried(gated, selectCarriedQuery(api.getState())), replace });
      } else {
        extra.navigate({ kind: 'external', href: gated, replace });
      }
    },
  });
}
