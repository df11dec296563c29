/**
 * Effects of the landing page: device id, captcha timestamps, visit and click tracking, the toasts
 * of the template and sid loads, and the apply flow (checks, register, conversion, download page).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { MSG } from '../../src/i18n/messages';
import { isValidMobile } from '../domain/phone';
import { feedback } from '../../src/ui/feedback';
import type { ApiError } from '../api/request';
import { promotionApi, type TrackPayload } from '../api/promotion';
import { addListeners, type AppStartListening } from '../listeners';
import type { RootState } from '../index';
import { loadOrCreateDeviceId } from './deviceId';
import {
  applied,
  captchaRefreshed,
  captchaTapped,
  conversionTracked,
  deviceIdentified,
  leftForDownload,
  opened,
  registered,
  submitFailed,
  submitStarted,
} from './slice';
import { downloadTemplateUrl, selectAppName, selectLandingQuery, selectSid } from './selectors';

export const TEMPLATE_SUCCESS = '00';
export const LANDING_SUCCESS = '0';

type ConversionWindow = Window & {
  fbq?: (...args: unknown[]) => void;
  gtag?: (...args: unknown[]) => void;
};

/** A rejection the base query produced (not a deduplicated or aborted request). */
const isCallFailure = (action: UnknownAction) =>
  Boolean((action.meta as { rejectedWithValue?: boolean } | undefined)?.rejectedWithValue);

export const trackPayload = (state: RootState, phone?: string): TrackPayload => {
  const q = selectLandingQuery(state);
  return {
    page_id: q.id,
    user_from: q.user_from,
    client_type: state.session.clientType,
    page_type: 1,
    utm_tag: q.utm_tag,
    app_from: q.app_from,
    ...(phone !== undefined ? { phone } : {}),
  };
};

/** Fires a tracking call whose answer nobody reads; its cache entry is dropped once done. */
function fireAndForget(request: { reset(): void; then: Promise<unknown>['then'] }) {
  void request.then(() => request.reset());
}

/** Both pixel APIs are optional: pages without them still record the conversion as an action. */
function reportConversion(uc: string) {
  const w = window as ConversionWindow;
  if (typeof w.fbq === 'function') w.fbq('track', 'CompleteRegistration');
  if (typeof w.gtag === 'function') w.gtag('event', 'conversion', { send_to: uc });
}

export function registerRegistrationListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: opened,
    effect: (_action, api) => {
      api.dispatch(deviceIdentified(loadOrCreateDeviceId()));
      api.dispatch(captchaRefreshed(Date.now()));
      fireAndForget(api.dispatch(promotionApi.endpoints.trackVisit.initiate(trackPayload(api.getState()))));
    },
  });

  startListening({
    matcher: promotionApi.endpoints.channelTemplate.matchFulfilled,
    effect: ({ payload }) => {
      if (String(payload.code) !== TEMPLATE_SUCCESS) void feedback.toast(payload.message);
    },
  });
  startListening({
    matcher: promotionApi.endpoints.getSid.matchFulfilled,
    effect: ({ payload }) => {
      if (String(payload.code) !== LANDING_SUCCESS) void feedback.toast(payload.message);
    },
  });
  startListening({
    predicate: (action) =>
      (promotionApi.endpoints.channelTemplate.matchRejected(action) ||
        promotionApi.endpoints.getSid.matchRejected(action)) &&
      isCallFailure(action),
    effect: () => void feedback.toast(MSG.networkError),
  });

  startListening({
    actionCreator: captchaTapped,
    effect: (_action, api) => {
      if (!api.getState().registration.form.phone) {
        void feedback.toast(MSG.badPhone);
        return;
      }
      api.dispatch(captchaRefreshed(Date.now()));
    },
  });

  startListening({
    actionCreator: applied,
    effect: async (_action, api) => {
      const state = api.getState();
      // Checked before the first await, so a burst of taps sees 'submitting' and sends one request.
      if (state.registration.submit.status === 'submitting') return;
      const { phone, captcha, smsCode } = state.registration.form;
      if (!isValidMobile(phone)) return void feedback.toast(MSG.badPhone);
      if (!captcha) return void feedback.toast(MSG.badCaptcha);
      if (!smsCode) return void feedback.toast(MSG.badSmsCode);
      api.dispatch(submitStarted());

      const q = selectLandingQuery(state);
      fireAndForget(api.dispatch(promotionApi.endpoints.trackClick.initiate(trackPayload(state, phone))));
      const request = api.dispatch(
        promotionApi.endpoints.register.initiate({
          phone,
          capcode: captcha,
          sid: selectSid(state),
          deviceId: state.registration.deviceId,
          appName: selectAppName(state),
          merchantNumber: 0,
          userName: phone,
          smsCode,
          invite_code: q.invite_code,
          user_from: q.user_from,
          id: q.id,
          app_from: q.app_from,
          utm_tag: q.utm_tag,
        }),
      );
      const result = await request;
      request.reset();

      if ('error' in result) {
        const kind = (result.error as Partial<ApiError> | undefined)?.kind ?? 'network';
        api.dispatch(submitFailed({ code: kind, message: MSG.networkError }));
        return void feedback.toast(MSG.networkError);
      }
      const code = String(result.data.code);
      const message = result.data.message;
      switch (code) {
        case '0':
          api.dispatch(registered());
          void feedback.toast(MSG.registered);
          if (q.UC) {
            api.dispatch(conversionTracked(q.UC));
            reportConversion(q.UC);
          }
          api.dispatch(leftForDownload(downloadTemplateUrl(q)));
          return;
        case '11':
          api.dispatch(submitFailed({ code, message }));
          void feedback.toast(MSG.alreadyRegistered);
          api.dispatch(leftForDownload(downloadTemplateUrl(q)));
          return;
        case '-1':
          api.dispatch(submitFailed({ code, message }));
          api.dispatch(captchaRefreshed(Date.now()));
          void feedback.toast(message);
          return;
        default:
          api.dispatch(submitFailed({ code, message }));
          void feedback.toast(message);
      }
    },
  });
}

addListeners(registerRegistrationListeners);
