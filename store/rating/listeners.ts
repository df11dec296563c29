/**
 * Effects of the rating machine: the no-star notice, the one score post (the server's refusal or our
 * words when it fails), and the native store rating for 4 stars or more.
 */
import { errorNotice, settle } from '../api/request';
import type { AppStartListening } from '../listenerMiddleware';
import { nativeCallRequested } from '../native';
import { say } from '../notice';
import { ratingApi } from './api';
import { selectRating } from './selectors';
import { STORE_RATING_FROM, ratingSendFailed, ratingSendRequested, ratingSent } from './slice';

export function setupRatingListeners(startListening: AppStartListening): void {
  // SPEC §8: sending with no star is refused with 'Seleccione una calificación'.
  startListening({
    predicate: (action, _current, previous) => {
      if (!ratingSendRequested.match(action)) return false;
      const before = selectRating(previous);
      return before.status === 'open' && before.stars === 0;
    },
    effect: (_action, api) => {
      api.extra.notify(say('chooseRating'));
    },
  });

  // Only the accepted send (open -> sending) posts, so the score goes out once.
  startListening({
    predicate: (action, current, previous) =>
      ratingSendRequested.match(action) &&
      selectRating(previous).status === 'open' &&
      selectRating(current).status === 'sending',
    effect: async (_action, api) => {
      const modal = selectRating(api.getState());
      if (modal.status !== 'sending') return;
      const { productId, orderId, stars } = modal;
      const result = await settle(
        api.dispatch(ratingApi.endpoints.loanScore.initiate({ productId, orderId, score: stars })),
      );
      if (result.error) {
        api.dispatch(ratingSendFailed());
        api.extra.notify(errorNotice(result.error));
        return;
      }
      api.dispatch(ratingSent({ score: stars }));
      if (stars >= STORE_RATING_FROM) api.dispatch(nativeCallRequested({ name: 'toRate' }));
    },
  });
}
