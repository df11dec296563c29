/**
 * The get-code button of the registration form. It alone reads the countdown, so a tick re-renders
 * this button and nothing else of the form.
 */
import { useAppDispatch, useAppSelector } from '../../../store';
import { codeRequested, selectSmsSecondsLeft, selectSmsSending } from '../../../store/registration';
import type { LandingPack } from '../../i18n/landing';

export function SmsCodeButton({ t }: { t: LandingPack }) {
  const dispatch = useAppDispatch();
  const secondsLeft = useAppSelector(selectSmsSecondsLeft);
  const sending = useAppSelector(selectSmsSending);
  return (
    <button type="button" className="landing-code-btn" disabled={sending} onClick={() => dispatch(codeRequested())}>
      {secondsLeft === null ? t.getCode : t.secondsLeft(secondsLeft)}
    </button>
  );
}
