/**
 * The rating dialog of the loan detail page and its thank-you step (SPEC §4 rating flow): one dialog
 * whose content follows the rating machine, so the thank-you never closes and reopens it. It sits in
 * the upper part of the screen: the 'Seleccione una calificación' toast shows in the middle, below
 * the stars. Not dismissible while the score is being sent.
 */
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  ratingDismissed,
  ratingSendRequested,
  ratingStarsChosen,
  selectRatingOpen,
  selectRatingSending,
  selectRatingStars,
  selectThanksOpen,
  STAR_COUNT,
} from '../../../store/rating';
import * as loanPacks from '../../i18n/loan';
import { usePack } from '../../i18n/usePack';
import { Dialog } from '../../ui/Dialog';
import { StarRating } from '../../ui/StarRating';

export function RatingModal() {
  const dispatch = useAppDispatch();
  const t = usePack(loanPacks);
  const open = useAppSelector(selectRatingOpen);
  const sending = useAppSelector(selectRatingSending);
  const stars = useAppSelector(selectRatingStars);
  const thanks = useAppSelector(selectThanksOpen);
  const dismiss = () => dispatch(ratingDismissed());
  return (
    <Dialog
      open={open || thanks}
      title={thanks ? t.thanksTitle : t.ratingTitle}
      placement="top"
      step={thanks ? 'thanks' : 'rating'}
      onDismiss={sending ? undefined : dismiss}
    >
      {thanks ? (
        <div className="loan-rating">
          <p>{t.thanksText}</p>
          <button type="button" className="btn btn-primary btn-block" onClick={dismiss}>
            {t.ok}
          </button>
        </div>
      ) : (
        <div className="loan-rating">
          <p>{t.ratingPrompt}</p>
          <StarRating
            value={stars}
            count={STAR_COUNT}
            label={t.ratingPrompt}
            starLabel={t.stars}
            disabled={sending}
            onChange={(n) => dispatch(ratingStarsChosen(n))}
          />
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={sending}
            onClick={() => dispatch(ratingSendRequested())}
          >
            {sending ? t.sending : t.send}
          </button>
          <button type="button" className="btn btn-block loan-text-btn" disabled={sending} onClick={dismiss}>
            {t.notNow}
          </button>
        </div>
      )}
    </Dialog>
  );
}
