/**
 * The registration form of the landing page (SPEC §2, §4, §5, §8): its fields, the device id, the
 * captcha image's timestamp and the submit machine (idle -> submitting -> registered | failed).
 * Randomness and time enter as action payloads (`deviceIdentified`, `captchaRefreshed`) made by the
 * listener from the effects, so a recorded log replays to the same state. The checks before a submit
 * and the page change to the download page live in the listener.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { phoneDigits } from '../domain/phone';
import type { FieldError } from '../notice';
import { rootReducer } from '../reducer';

export const CAPTCHA_MAX = 4;
export const SMS_CODE_MAX = 6;

export interface RegistrationForm {
  /** Digits only, 11 at most (shown grouped 3-4-4). */
  phone: string;
  captcha: string;
  smsCode: string;
}

type SubmitState =
  | { status: 'idle' }
  /** register is in flight: a second apply is refused. */
  | { status: 'submitting' }
  | { status: 'registered' }
  /** `code`: the server's code, or the ApiError kind ('network', 'timeout'…); `message`: the server's words. */
  | { status: 'failed'; code: string; message: string };

interface RegistrationState {
  form: RegistrationForm;
  /** Random id made once per browser (kept in storage), sent with get-sms and register. */
  deviceId: string;
  /** The `a` of the captcha URL: when the image shown was asked for; 0 before the first draw. */
  captchaAt: number;
  submit: SubmitState;
  /** The UC value a conversion was reported for, if any. */
  conversion: string | null;
  /** The field the last check refused (shown under it), until that field changes. */
  fieldError: FieldError<keyof RegistrationForm> | null;
}

const initialState: RegistrationState = {
  form: { phone: '', captcha: '', smsCode: '' },
  deviceId: '',
  captchaAt: 0,
  submit: { status: 'idle' },
  conversion: null,
  fieldError: null,
};

/** A change of the refused field takes its error away. */
const clearErrorOf = (state: RegistrationState, field: keyof RegistrationForm) => {
  if (state.fieldError?.field === field) state.fieldError = null;
};

const registrationSlice = createSlice({
  name: 'registration',
  initialState,
  reducers: {
    /**
     * The landing page was shown: the listener loads the device id, draws the captcha, reports the
     * visit. Shown again after a registration (Back from the download page), it is a new visitor's
     * form: the last one's fields are done with, and apply must send again.
     */
    opened(state) {
      if (state.submit.status !== 'registered') return;
      state.submit = { status: 'idle' };
      state.form = initialState.form;
      state.fieldError = null;
    },
    /** A new phone after a registration is a new registration: apply sends again. */
    phoneChanged(state, action: PayloadAction<string>) {
      state.form.phone = phoneDigits(action.payload);
      clearErrorOf(state, 'phone');
      if (state.submit.status === 'registered') state.submit = { status: 'idle' };
    },
    captchaChanged(state, action: PayloadAction<string>) {
      state.form.captcha = action.payload.replace(/\s/g, '').slice(0, CAPTCHA_MAX);
      clearErrorOf(state, 'captcha');
    },
    smsCodeChanged(state, action: PayloadAction<string>) {
      state.form.smsCode = action.payload.replace(/\s/g, '').slice(0, SMS_CODE_MAX);
      clearErrorOf(state, 'smsCode');
    },
    deviceIdentified(state, action: PayloadAction<string>) {
      state.deviceId = action.payload;
    },
    /** The visitor tapped the captcha image; the listener checks the phone first (SPEC §5). */
    captchaTapped: (state) => state,
    /**
     * The visitor tapped the captcha box after its load failed (no sid, or an image that did not
     * load): a new load, not the refresh of a captcha shown, so no phone is asked for first.
     */
    captchaRetried: (state) => state,
    /** A new captcha image was asked for at this time; the old answer no longer holds. */
    captchaRefreshed(state, action: PayloadAction<number>) {
      state.captchaAt = action.payload;
      state.form.captcha = '';
    },
    /** The listener's check refused this field (its notice is the toast shown with it). */
    fieldRefused(state, action: PayloadAction<FieldError<keyof RegistrationForm>>) {
      state.fieldError = action.payload;
    },
    /** The visitor tapped apply; the listener checks the fields and sends. */
    applied: (state) => state,
    submitStarted(state) {
      if (state.submit.status !== 'submitting') state.submit = { status: 'submitting' };
    },
    registered(state) {
      state.submit = { status: 'registered' };
    },
    submitFailed(state, action: PayloadAction<{ code: string; message: string }>) {
      state.submit = { status: 'failed', ...action.payload };
    },
    /** Registration succeeded with a UC parameter: the conversion was reported. */
    conversionTracked(state, action: PayloadAction<string>) {
      state.conversion = action.payload;
    },
    /** Registered (or already registered): the listener opens this download page (SPEC §8). */
    leftForDownload: (state, _action: PayloadAction<string>) => state,
  },
  selectors: {
    selectForm: (state) => state.form,
    selectDeviceId: (state) => state.deviceId,
    selectCaptchaAt: (state) => state.captchaAt,
    selectSubmit: (state) => state.submit,
    selectFieldError: (state) => state.fieldError,
  },
});

declare module '../reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof registrationSlice> {}
}

/** Injected when this module loads (with the landing route); reads as the initial state until its first action. */
export const registration = registrationSlice.injectInto(rootReducer);

export const {
  opened,
  phoneChanged,
  captchaChanged,
  smsCodeChanged,
  deviceIdentified,
  captchaTapped,
  captchaRetried,
  captchaRefreshed,
  fieldRefused,
  applied,
  submitStarted,
  registered,
  submitFailed,
  conversionTracked,
  leftForDownload,
} = registration.actions;
