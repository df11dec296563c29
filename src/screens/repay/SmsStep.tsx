/** The SMS step of the card repay (SPEC §4): code input, the 60 s get-code button, cancel and confirm. */
import { Modal } from 'antd-mobile';
import '../../ui/antdGlobal';
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
import * as repayPacks from '../../i18n/repay';
import { usePack } from '../../i18n/usePack';
import { ResendButton } from './ResendButton';

export default function SmsStep() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSmsStepOpen);
  const confirming = useAppSelector(selectConfirming);
  const code = useAppSelector(selectVerifyCode);
  const t = usePack(repayPacks);
  const inputId = useId();
  const titleId = useId();
  return (
    <Modal
      visible={open}
      closeOnMaskClick={false}
      className="sms-modal"
      content={
        // The kit's modal has no dialog role of its own; the content carries it and its name.
        <div className="sms-dialog-body" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className="dialog-title">
            {t.smsTitle}
          </h2>
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
            <button type="button" className="btn" disabled={confirming} onClick={() => dispatch(smsStepCancelled())}>
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
      }
    />
  );
}
