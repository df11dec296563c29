/**
 * The registration form: phone (grouped 3-4-4), image captcha with tap-to-refresh, SMS code with the
 * get-code button, and apply. Every tap is an event; the checks and calls live in the listeners.
 */
import { useLayoutEffect, useReducer, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  applied,
  captchaChanged,
  phoneChanged,
  selectFieldError,
  selectForm,
  selectPhoneShown,
  selectSubmitting,
  smsCodeChanged,
  CAPTCHA_MAX,
  SMS_CODE_MAX,
} from '../../../store/registration';
import type { LandingPack } from '../../i18n/landing';
import { groupPhone } from '../../../store/domain/phone';
import { maskedChange } from '../../format/maskedChange';
import { FieldError, invalidProps } from '../../ui/FieldError';
import { CaptchaBox } from './CaptchaBox';
import { SmsCodeButton } from './SmsCodeButton';
import { useHydrating } from '../../app/prerendered';
import { busyProps } from '../../ui/busy';

interface Props {
  t: LandingPack;
  applyLabel: string;
  agreementHref: string;
}

export function RegistrationForm({ t, applyLabel, agreementHref }: Props) {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectForm);
  const phoneShown = useAppSelector(selectPhoneShown);
  const submitting = useAppSelector(selectSubmitting);
  // Until the app has taken the prerendered form over, its captcha and SMS fields take no typing (the
  // image and the code come with the app) and its buttons no tap. The phone field takes typing from
  // the first paint, seconds before the app has arrived on a slow phone.
  const hydrating = useHydrating();
  const phoneInput = useRef<HTMLInputElement>(null);
  // React keeps what was typed into the prerendered phone field when it takes the field over, but the
  // store has none of it, and the field's next render would set it back to the store's value: what
  // was typed goes to the store first, through the field's own rule (digits only, 11 at most).
  useLayoutEffect(() => {
    const typed = phoneInput.current?.value;
    if (hydrating && typed) dispatch(phoneChanged(typed));
  }, [hydrating, dispatch]);
  // The take-over's store subscriptions connect a task after its commit. A key pressed in between
  // reaches the store, but nothing re-renders the field, and React puts it back to the prerender's
  // value: each key then starts from an empty field. Until the take-over is done the field re-renders
  // itself on a change, which also makes React connect those subscriptions first.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const onPhone = (next: string) => {
    dispatch(phoneChanged(next));
    if (hydrating) rerender();
  };
  // The field the last check refused: its toast's words repeat under it until it changes.
  const fieldError = useAppSelector(selectFieldError);
  const errorOf = (field: 'phone' | 'captcha' | 'smsCode') => (fieldError?.field === field ? fieldError.code : null);
  const errorId = (field: string) => `landing-${field}-error`;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(applied());
  };

  return (
    <form className="landing-form" onSubmit={onSubmit} noValidate aria-labelledby="landing-form-title">
      <h2 id="landing-form-title">{t.formTitle}</h2>
      <label className="landing-field">
        <span>{t.phoneLabel}</span>
        <input
          ref={phoneInput}
          className="landing-input"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.phonePlaceholder}
          maxLength={13}
          value={phoneShown}
          onChange={maskedChange(groupPhone, phoneShown, onPhone)}
          {...invalidProps(errorId('phone'), !!errorOf('phone'))}
        />
      </label>
      <FieldError id={errorId('phone')} code={errorOf('phone')} />

      <div className="landing-field">
        <label htmlFor="landing-captcha">{t.captchaLabel}</label>
        <div className="landing-inline">
          <input
            readOnly={hydrating}
            id="landing-captcha"
            className="landing-input"
            name="captcha"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t.captchaPlaceholder}
            maxLength={CAPTCHA_MAX}
            value={form.captcha}
            onChange={(e) => dispatch(captchaChanged(e.target.value))}
            {...invalidProps(errorId('captcha'), !!errorOf('captcha'))}
          />
          <CaptchaBox t={t} />
        </div>
        <FieldError id={errorId('captcha')} code={errorOf('captcha')} />
      </div>

      <div className="landing-field">
        <label htmlFor="landing-sms">{t.smsLabel}</label>
        <div className="landing-inline">
          <input
            readOnly={hydrating}
            id="landing-sms"
            className="landing-input"
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t.smsPlaceholder}
            maxLength={SMS_CODE_MAX}
            value={form.smsCode}
            onChange={(e) => dispatch(smsCodeChanged(e.target.value))}
            {...invalidProps(errorId('smsCode'), !!errorOf('smsCode'))}
          />
          <SmsCodeButton t={t} />
        </div>
        <FieldError id={errorId('smsCode')} code={errorOf('smsCode')} />
      </div>

      {/* Busy, not disabled (src/ui/busy.ts): the flow sends one register. */}
      <button type="submit" className="landing-apply" disabled={hydrating} {...busyProps(submitting)}>
        {submitting ? t.submitting : applyLabel}
      </button>
      <p className="landing-terms">
        {t.agreementPrefix} <Link to={agreementHref}>{t.agreementLink}</Link>
      </p>
    </form>
  );
}
