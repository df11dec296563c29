/**
 * The get-code button of the registration form. It alone reads the countdown, so a tick re-renders
 * this button and nothing else of the form.
 */
import { useAppDispatch, useAppSelector } from '../../../store';
import { codeRequested, selectSmsSecondsLeft, selectSmsSending } from '../../../store/registration';
import type { LandingPack } from '../../i18n/landing';
import { useHydrating } from '../../app/prerendered';
import { busyProps } from '../../ui/busy';

export function SmsCodeButton({ t }: { t: LandingPack }) {
  const dispatch = useAppDispatch();
  const secondsLeft = useAppSelector(selectSmsSecondsLeft);
  const sending = useAppSelector(selectSmsSending);
  // Not before the app has taken over the prerendered form (RegistrationForm.tsx).
  const hydrating = useHydrating();
  // While get-sms is out the button says so and stays focusable (src/ui/busy.ts).
  const label = sending ? t.sendingCode : secondsLeft === null ? t.getCode : t.secondsLeft(secondsLeft);
  return (
    <button
      type="button"
      className="landing-code-btn"
      disabled={hydrating}
      {...busyProps(sending)}
      onClick={() => dispatch(codeRequested())}
    >
      {label}
    </button>
  );
}
