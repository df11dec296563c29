/** The rating of a loan (SPEC §4 rating flow), shown on the loan detail page. */
import type { Feature } from '../feature';
import { setupRatingListeners } from './listeners';

export { STAR_COUNT, STORE_RATING_FROM, ratingDismissed, ratingSendRequested, ratingStarsChosen } from './slice';
export { selectRating, selectRatingOpen, selectRatingSending, selectRatingStars, selectThanksOpen } from './selectors';

export const ratingFeature: Feature = { prefixes: ['rating', 'loanApi'], setupListeners: setupRatingListeners };
