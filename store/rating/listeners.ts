/**
 * Effects of the rating machine and the loan detail page: the no-star toast, the one score post,
 * the native store rating for 4 stars or more, and borrow again through the native bridge.
 */
import type { ApiError } from '../api/request';
import { loanApi } from '../api/loan';
import { getConfig } from '../config';
import { addListeners, type AppStartListening } from '../listeners';
import { nativeCallRequested } from '../native/slice';
import { feedback } from '../../src/ui/feedback';
import { MSG } from '../../src/i18n/messages';
import { STORE_RATING_FROM, borrowAgainTapped, ratingSendFailed, ratingSendRequested, ratingSent } from './slice';

/** The app's own scheme URL for a product (CONTRACT: `appScheme` + `product?productId=ID`). */
export const productSchemeUrl = (productId: string) =>
  `${getConfig().appScheme}product?productId=${encodeURIComponent(productId)}`;

export function registerRatingListeners(startListening: AppStartListening): void {
  // SPEC §8: sending with no star is refused with 'Seleccione una calificación'.
  startListening({
    predicate: (action, _current, previous) =>
      ratingSendRequested.match(action) && previous.rating.modal.status === 'open' && previous.rating.modal.stars === 0,
    effect: () => {
      void feedback.toast(MSG.chooseRating);
    },
  });

  // Only the accepted send (open -> sending) posts, so the score goes out once.
  startListening({
    predicate: (action, current, previous) =>
      ratingSendRequested.match(action) &&
      previous.rating.modal.status === 'open' &&
      current.rating.modal.status === 'sending',
    effect: async (_action, api) => {
      const modal = api.getState().rating.modal;
      if (modal.status !== 'sending') return;
      const { productId, orderId, stars } = modal;
      const request = api.dispatch(loanApi.endpoints.loanScore.initiate({ productId, orderId, score: stars }));
      const result = await request;
      request.reset();
      if ('error' in result && result.error) {
        api.dispatch(ratingSendFailed());
        const error = result.error as ApiError;
        if (error.kind === 'failed' && error.message) void feedback.toast(error.message);
        else void feedback.toast(MSG.networkError);
        return;
      }
      api.dispatch(ratingSent({ score: stars }));
      if (stars >= STORE_RATING_FROM) api.dispatch(nativeCallRequested({ name: 'toRate' }));
    },
  });

  // SPEC §4: borrow again goes through the native bridge, with a scheme URL naming the product.
  startListening({
    actionCreator: borrowAgainTapped,
    effect: ({ payload: { productId } }, api) => {
      api.dispatch(
        nativeCallRequested({ name: 'goTo', payload: { to: productSchemeUrl(productId), toP: { productId } } }),
      );
    },
  });
}

addListeners(registerRatingListeners);
