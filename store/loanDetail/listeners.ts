/** Effects of the loan detail page: borrow again through the native bridge (SPEC §4, status 200). */
import type { AppStartListening } from '../listenerMiddleware';
import { nativeCallRequested } from '../native';
import { borrowAgainTapped } from './slice';

/** The app's own scheme URL for a product (CONTRACT: `appScheme` + `product?productId=ID`). */
const productSchemeUrl = (appScheme: string, productId: string) =>
  `${appScheme}product?productId=${encodeURIComponent(productId)}`;

export function setupLoanDetailListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: borrowAgainTapped,
    effect: ({ payload: { productId } }, api) => {
      const to = productSchemeUrl(api.extra.config().appScheme, productId);
      api.dispatch(nativeCallRequested({ name: 'goTo', payload: { to, toP: { productId } } }));
    },
  });
}
