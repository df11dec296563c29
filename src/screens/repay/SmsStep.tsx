/**
 * The SMS step of the card repay (SPEC §4): code input, the 60 s get-code button, cancel and confirm.
 * Escape and Back mean Cancel (which closes the step and resets the timer); while the code is being
 * confirmed nothing dismisses it. The backdrop does not: a stray tap must not lose a typed code.
 */
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  confirmTapped,
  selectConfirming,
  selectSmsStepOpen,
  selectVerifyCode,
  smsStepCancelled,
  verifyCodeEdited,
} from '../../../store/legacyRepay';
import * as cardPacks from '../../i18n/card';
import { usePack } from '../../i18n/usePack';
import { Dialog } from '../../ui/Dialog';
import { ResendButton } from './ResendButton';
import './smsStep.css';

export default function SmsStep() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSmsStepOpen);
  const confirming = useAppSelector(selectConfirming);
  const code = useAppSelector(selectVerifyCode);
  const t = usePack(cardPacks);
  const inputId = useId();
  const cancel = () => dispatch(smsStepCancelled());
  return (
    // At the top, as the rating: a wrong code's toast shows in the middle, below the field and the
    // resend button the borrower needs next, instead of over them.
    <Dialog open={open} title={t.smsTitle} placement="top" onDismiss={confirming ? undefined : cancel}>
      <div className="sms-dialog-body">
        <p className="muted">{t.smsSentTo}</p>
        <label className="sr-only" htmlFor={inputId}>
          {t.verifyCode}
        </label>
        <div className="sms-code-row">
          <input
            id={inputId}
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t.verifyCode}
            value={code}
            onChange={(e) => dispatch(verifyCodeEdited({ code: e.target.value }))}
          />
          <ResendButton />
        </div>
        <div className="sms-actions">
          <button type="button" className="btn" disabled={confirming} onClick={cancel}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={confirming}
            onClick={() => dispatch(confirmTapped())}
          >
            {confirming ? t.confirming : t.confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
