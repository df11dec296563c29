/**
 * The get-code button of the card-repay SMS step. It alone reads the 60 s countdown, so a tick
 * re-renders this button and nothing else of the step or the screen.
 */
import { useAppDispatch, useAppSelector } from '../../../store';
import { resendTapped, selectResendReady, selectResendSecondsLeft } from '../../../store/legacyRepay';
import * as cardPacks from '../../i18n/card';
import { usePack } from '../../i18n/usePack';

export function ResendButton() {
  const dispatch = useAppDispatch();
  const secondsLeft = useAppSelector(selectResendSecondsLeft);
  const ready = useAppSelector(selectResendReady);
  const t = usePack(cardPacks);
  return (
    <button
      type="button"
      className="btn"
      disabled={!ready}
      onClick={() => dispatch(resendTapped())}
      data-testid="sms-button"
    >
      {secondsLeft === null ? t.getCode : t.seconds(secondsLeft)}
    </button>
  );
}
