/**
 * The follow-up score of a answered complaint: opened by the machine 3000 ms after the detail loads.
 * antd-mobile's Rate serves touch; visually hidden radios beside it serve keyboards and screen
 * readers (Rate's stars take no focus). Both drive the same `scoreChanged` event.
 */
import { Dialog, Rate } from 'antd-mobile';
import '../../ui/antdGlobal';
import { useAppDispatch, useAppSelector } from '../../../store';
import { scoreChanged, scoreDismissed, scoreSent, selectScore } from '../../../store/complaint';
import { usePack } from '../../i18n/usePack';
import * as packs from '../../i18n/complaint';

const STARS = [1, 2, 3, 4, 5];

export default function ScoreModal() {
  const t = usePack(packs);
  const dispatch = useAppDispatch();
  const score = useAppSelector(selectScore);
  const open = score.status === 'open';
  const stars = open ? score.stars : 0;
  return (
    <Dialog
      visible={open}
      title={t.scoreTitle}
      closeOnMaskClick
      onClose={() => dispatch(scoreDismissed())}
      content={
        <div className="score-body">
          <p>{t.scoreHint}</p>
          <fieldset className="score-stars">
            <legend className="sr-only">{t.stars}</legend>
            <div aria-hidden="true">
              <Rate value={stars} allowClear={false} onChange={(n) => dispatch(scoreChanged(n))} />
            </div>
            {STARS.map((n) => (
              <label key={n} className="sr-only">
                <input
                  type="radio"
                  name="complaint-score"
                  value={n}
                  checked={stars === n}
                  onChange={() => dispatch(scoreChanged(n))}
                />
                {`${n} / 5`}
              </label>
            ))}
          </fieldset>
        </div>
      }
      actions={[
        [
          { key: 'later', text: t.scoreLater },
          { key: 'send', text: t.scoreSend, bold: true, disabled: stars < 1 },
        ],
      ]}
      onAction={(action) => {
        dispatch(action.key === 'send' ? scoreSent() : scoreDismissed());
      }}
    />
  );
}
