/**
 * Effects of the landing page (registration and its SMS button): the device id, the captcha
 * timestamps (and a new sid when there is none), visit and click tracking, the notices of the
 * template and sid loads, the get-code and apply flows with their string codes (SPEC §8), the SMS
 * countdown, the conversion report and the page change to the download page.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { promotionApi } from '../api/promotion';
import { errorNotice, settle, type ApiError } from '../api/request';
import { runCountdown, SMS_RESEND_SECONDS } from '../countdown';
import type { Effects } from '../effects';
import type { AppDispatch, AppStartListening } from '../listenerMiddleware';
import { navigationRequested } from '../navigation';
import { say, sayServer } from '../notice';
import type { RootState } from '../reducer';
import { loadOrCreateDeviceId } from './deviceId';
import {
  applied,
  captchaRefreshed,
  captchaRetried,
  captchaTapped,
  conversionTracked,
  deviceIdentified,
  fieldRefused,
  leftForDownload,
  opened,
  registered,
  submitFailed,
  submitStarted,
} from './registrationSlice';
import {
  downloadTemplateUrl,
  faultError,
  formFault,
  registerOutcome,
  registerPayload,
  sidLoaded,
  smsOutcome,
  smsPayload,
  templateLoaded,
  trackPayload,
  type FormFault,
} from './rules';
import {
  selectCallContext,
  selectCaptchaAt,
  selectForm,
  selectLandingQuery,
  selectSid,
  selectSmsStatus,
  selectSubmit,
} from './selectors';
import { codeRequested, failed, resendBlocked, sendStarted, sent, ticked } from './smsSlice';

interface ListenerApi {
  dispatch: AppDispatch;
  getState(): RootState;
  extra: Effects;
}

/** A rejection the base query produced (not a deduplicated or aborted request). */
const isCallFailure = (action: UnknownAction) =>
  Boolean((action.meta as { rejectedWithValue?: boolean } | undefined)?.rejectedWithValue);

/** Why a call gave no usable answer, for the failed state: 'network', 'timeout', 'http'… */
const failureKind = (error: unknown) => (error as Partial<ApiError> | undefined)?.kind ?? 'network';

/** Fires a tracking call whose answer nobody reads; its cache entry is dropped once done. */
const fireAndForget = (request: Parameters<typeof settle>[0]) => void settle(request);

/**
 * A new captcha image. Without a sid (get-sid failed or refused) no image can be drawn, so a new sid
 * is asked for first (none while one is out); the image appears once it comes. The timestamp always
 * moves on, so the image URL is new even within one clock tick: an image that failed to load is
 * asked for again instead of staying the same broken one.
 */
function refreshCaptcha(api: ListenerApi): void {
  if (!selectSid(api.getState())) {
    void api.dispatch(promotionApi.endpoints.getSid.initiate(undefined, { subscribe: false, forceRefetch: true }));
  }
  api.dispatch(captchaRefreshed(Math.max(api.extra.now(), selectCaptchaAt(api.getState()) + 1)));
}

/**
 * A field failed the check: the toast of SPEC §8, and the field marked until it changes. A captcha
 * refused for want of a sid (get-sid failed or is still out) gets a sid asked for again and a new
 * image, so the next try can be answered, never sent with `sid=`.
 */
function refuseField(api: ListenerApi, fault: FormFault): void {
  api.dispatch(fieldRefused(faultError(fault)));
  api.extra.notify(say(fault));
  if (fault === 'badCaptcha' && !selectSid(api.getState())) refreshCaptcha(api);
}

export function setupRegistrationListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: opened,
    effect: (_action, api) => {
      api.dispatch(deviceIdentified(loadOrCreateDeviceId(api.extra)));
      api.dispatch(captchaRefreshed(api.extra.now()));
      fireAndForget(
        api.dispatch(promotionApi.endpoints.trackVisit.initiate(trackPayload(selectCallContext(api.getState())))),
      );
    },
  });

  /* SPEC §8: template '00' and get-sid '0' are success, otherwise the server's message. */
  startListening({
    matcher: promotionApi.endpoints.channelTemplate.matchFulfilled,
    effect: ({ payload }, api) => {
      if (!templateLoaded(payload)) api.extra.notify(sayServer(payload.message, 'networkError'));
    },
  });
  startListening({
    matcher: promotionApi.endpoints.getSid.matchFulfilled,
    effect: ({ payload }, api) => {
      if (!sidLoaded(payload)) api.extra.notify(sayServer(payload.message, 'networkError'));
    },
  });
  startListening({
    predicate: (action) =>
      (promotionApi.endpoints.channelTemplate.matchRejected(action) ||
        promotionApi.endpoints.getSid.matchRejected(action)) &&
      isCallFailure(action),
    effect: (_action, api) => api.extra.notify(say('networkError')),
  });

  startListening({
    actionCreator: captchaTapped,
    effect: (_action, api) => {
      // SPEC §5: refreshing the captcha with no phone shows the phone message and keeps the image.
      if (!selectForm(api.getState()).phone) return refuseField(api, 'badPhone');
      refreshCaptcha(api);
    },
  });
  /* The box's load failed (no sid, or the image did not load): load it again, no phone asked. */
  startListening({
    actionCreator: captchaRetried,
    effect: (_action, api) => refreshCaptcha(api),
  });

  /* Registered or already registered: the download page (SPEC §8). */
  startListening({
    actionCreator: leftForDownload,
    effect: ({ payload }, api) => void api.dispatch(navigationRequested({ url: payload })),
  });

  startListening({
    actionCreator: codeRequested,
    effect: async (_action, api) => {
      const state = api.getState();
      const status = selectSmsStatus(state);
      if (status === 'counting') {
        api.dispatch(resendBlocked());
        return api.extra.notify(say('smsRepeat'));
      }
      // Checked before the first await, so a burst of taps sends one request.
      if (status === 'sending') return;
      const form = selectForm(state);
      const fault = formFault(form, 'getCode', selectSid(state));
      if (fault) return refuseField(api, fault);
      api.dispatch(sendStarted());

      const context = selectCallContext(state);
      const result = await settle(api.dispatch(promotionApi.endpoints.getSms.initiate(smsPayload(form, context))));
      if (!result.data) {
        api.dispatch(failed({ code: failureKind(result.error), message: '' }));
        return api.extra.notify(errorNotice(result.error));
      }
      const { code, message } = result.data;
      const outcome = smsOutcome(code);
      if (outcome === 'sent') {
        api.dispatch(sent());
        return api.extra.notify(say('smsSent'));
      }
      api.dispatch(failed({ code: String(code), message }));
      if (outcome === 'alreadyRegistered') {
        api.extra.notify(say('alreadyRegistered'));
        api.dispatch(leftForDownload(downloadTemplateUrl(context.query)));
        return;
      }
      if (outcome === 'badCaptcha') refreshCaptcha(api);
      api.extra.notify(sayServer(message, 'networkError'));
    },
  });

  startListening({
    actionCreator: sent,
    effect: async (_action, api) => {
      // A new countdown supersedes a running one.
      api.cancelActiveListeners();
      await runCountdown({
        delay: (ms) => api.delay(ms),
        fromMs: SMS_RESEND_SECONDS * 1000,
        isCounting: () => selectSmsStatus(api.getState()) === 'counting',
        // Every tick lands on a whole second, so the machine counts one second per tick.
        tick: () => api.dispatch(ticked()),
      });
    },
  });

  startListening({
    actionCreator: applied,
    effect: async (_action, api) => {
      const state = api.getState();
      // Checked before the first await, so a burst of taps sees 'submitting' and sends one request; once
      // registered, the visitor is on the way to the download page: a repeated Enter sends nothing more.
      const { status } = selectSubmit(state);
      if (status === 'submitting' || status === 'registered') return;
      const form = selectForm(state);
      const fault = formFault(form, 'apply', selectSid(state));
      if (fault) return refuseField(api, fault);
      api.dispatch(submitStarted());

      const context = selectCallContext(state);
      fireAndForget(api.dispatch(promotionApi.endpoints.trackClick.initiate(trackPayload(context, form.phone))));
      const result = await settle(
        api.dispatch(promotionApi.endpoints.register.initiate(registerPayload(form, context))),
      );
      if (!result.data) {
        api.dispatch(submitFailed({ code: failureKind(result.error), message: '' }));
        return api.extra.notify(errorNotice(result.error));
      }
      const { code, message } = result.data;
      const q = selectLandingQuery(state);
      switch (registerOutcome(code)) {
        case 'registered':
          api.dispatch(registered());
          api.extra.notify(say('registered'));
          if (q.UC) {
            api.dispatch(conversionTracked(q.UC));
            api.extra.reportConversion(q.UC);
          }
          api.dispatch(leftForDownload(downloadTemplateUrl(q)));
          return;
        case 'alreadyRegistered':
          api.dispatch(submitFailed({ code: String(code), message }));
          api.extra.notify(say('alreadyRegistered'));
          api.dispatch(leftForDownload(downloadTemplateUrl(q)));
          return;
        case 'badCaptcha':
          api.dispatch(submitFailed({ code: String(code), message }));
          refreshCaptcha(api);
          api.extra.notify(sayServer(message, 'networkError'));
          return;
        case 'refused':
          api.dispatch(submitFailed({ code: String(code), message }));
          api.extra.notify(sayServer(message, 'networkError'));
      }
    },
  });
}
