/** Performs the native calls and page-leaving navigations that screens and machines request. */
import { bridge } from '../../src/native/bridge';
import { safeUrl } from '../../src/native/safeUrl';
import { addListeners, type AppStartListening } from '../listeners';
import { externalUrlOpened, nativeCallRequested } from './slice';

export function registerNativeListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: nativeCallRequested,
    effect: ({ payload: { name, payload = {} } }) => {
      switch (name) {
        case 'goTo':
          bridge.goTo(String(payload.to ?? ''), payload.toP);
          break;
        case 'callPhone':
          bridge.callPhone(String(payload.phone ?? ''));
          break;
        case 'burialPointConfirm':
          bridge.burialPointConfirm(String(payload.productId ?? ''));
          break;
        default:
          bridge[name]();
      }
    },
  });
  startListening({
    actionCreator: externalUrlOpened,
    effect: ({ payload: { url, replace } }) => {
      const target = safeUrl(url, { allowSchemes: true });
      if (!target) return;
      if (replace) window.location.replace(target);
      else window.location.assign(target);
    },
  });
}

addListeners(registerNativeListeners);
