/**
 * The follow-up score of an answered complaint: opened by the machine 3000 ms after the detail loads.
 * The stars are native radios (keyboard, names, readable outlines); 'Later', Escape, Back and the
 * backdrop all dismiss it, as the kit's mask did, also while the score is being sent (a stalled
 * network must not hold the borrower in it): the send goes on, and its failure is still told.
 */
import { useAppDispatch, useAppSelector } from '../../../store';
import { scoreChanged, scoreDismissed, scoreSent, selectScore } from '../../../store/complaint';
import { usePack } from '../../i18n/usePack';
import * as packs from '../../i18n/complaint';
import { Dialog } from '../../ui/Dialog';
import { StarRating } from '../../ui/StarRating';
import { busyProps } from '../../ui/busy';

const starLabel = (n: number) => `${n} / 5`;

export default function ScoreModal() {
  const t = usePack(packs);
  const dispatch = useAppDispatch();
  const score = useAppSelector(selectScore);
  const open = score.status === 'open';
  const stars = open ? score.stars : 0;
  // While the score is out, Send says so (a second tap is refused by the flow); 'Later' still leaves.
  const sending = open && score.sending;
  const dismiss = () => dispatch(scoreDismissed());
  return (
    <Dialog open={open} title={t.scoreTitle} onDismiss={dismiss} dismissOnBackdrop>
      <div className="score-body">
        <p>{t.scoreHint}</p>
        <StarRating value={stars} label={t.stars} starLabel={starLabel} onChange={(n) => dispatch(scoreChanged(n))} />
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={dismiss}>
            {t.scoreLater}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={stars < 1}
            {...busyProps(sending)}
            onClick={() => dispatch(scoreSent())}
          >
            {sending ? t.submitting : t.scoreSend}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
