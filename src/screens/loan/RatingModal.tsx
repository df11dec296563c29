/** The rating modal and the thank-you modal of the loan detail page (SPEC §4 rating flow). */
import { Dialog } from 'antd-mobile';
import '../../ui/antdGlobal';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  ratingDismissed,
  ratingSendRequested,
  ratingStarsChosen,
  selectRatingOpen,
  selectRatingSending,
  selectRatingStars,
  selectThanksOpen,
} from '../../../store/rating';
import * as loanPacks from '../../i18n/loan';
import { usePack } from '../../i18n/usePack';
import { StarRating } from './StarRating';

export function RatingModal() {
  const dispatch = useAppDispatch();
  const t = usePack(loanPacks);
  const open = useAppSelector(selectRatingOpen);
  const sending = useAppSelector(selectRatingSending);
  const stars = useAppSelector(selectRatingStars);
  const thanks = useAppSelector(selectThanksOpen);
  return (
    <>
      <Dialog
        visible={open}
        aria-label={t.ratingTitle}
        title={t.ratingTitle}
        content={
          <div className="loan-rating">
            <p>{t.ratingPrompt}</p>
            <StarRating
              value={stars}
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
            <button
              type="button"
              className="btn btn-block loan-text-btn"
              disabled={sending}
              onClick={() => dispatch(ratingDismissed())}
            >
              {t.notNow}
            </button>
          </div>
        }
      />
      <Dialog
        visible={thanks}
        aria-label={t.thanksTitle}
        title={t.thanksTitle}
        content={
          <div className="loan-rating">
            <p>{t.thanksText}</p>
            <button type="button" className="btn btn-primary btn-block" onClick={() => dispatch(ratingDismissed())}>
              {t.ok}
            </button>
          </div>
        }
      />
    </>
  );
}
