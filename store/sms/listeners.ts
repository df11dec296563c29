/**
 * Effects of the SMS countdown: the checks before a send (phone, then captcha), the get-sms call and
 * its string codes (SPEC §8), and the one-second ticks of the countdown.
 */
import { MSG } from '../../src/i18n/messages';
import { isValidMobile } from '../domain/phone';
import { feedback } from '../../src/ui/feedback';
import { promotionApi } from '../api/promotion';
import { addListeners, type AppStartListening } from '../listeners';
import { captchaRefreshed, leftForDownload } from '../registration/slice';
import { downloadTemplateUrl, selectAppName, selectLandingQuery, selectSid } from '../registration/selectors';
import { codeRequested, failed, resendBlocked, sendStarted, sent, SMS_TICK_MS, ticked } from './slice';

export function registerSmsListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: codeRequested,
    effect: async (_action, api) => {
      const state = api.getState();
      if (state.sms.status === 'counting') {
        api.dispatch(resendBlocked());
        return void feedback.toast(MSG.smsRepeat);
      }
      // Checked before the first await, so a burst of taps sends one request.
      if (state.sms.status === 'sending') return;
      const { phone, captcha } = state.registration.form;
      if (!isValidMobile(phone)) return void feedback.toast(MSG.badPhone);
      if (!captcha) return void feedback.toast(MSG.badCaptcha);
      api.dispatch(sendStarted());

      const q = selectLandingQuery(state);
      const request = api.dispatch(
        promotionApi.endpoints.getSms.initiate({
          phone,
          capcode: captcha,
          sid: selectSid(state),
          deviceId: state.registration.deviceId,
          appName: selectAppName(state),
          app_from: q.app_from,
          user_from: q.user_from,
          utm_tag: q.utm_tag,
        }),
      );
      const result = await request;
      request.reset();

      if ('error' in result) {
        api.dispatch(failed({ code: 'network', message: MSG.networkError }));
        return void feedback.toast(MSG.networkError);
      }
      const code = String(result.data.code);
      const message = result.data.message;
      switch (code) {
        case '0':
          api.dispatch(sent());
          void feedback.toast(MSG.smsSent);
          return;
        case '101':
          api.dispatch(failed({ code, message }));
          api.dispatch(captchaRefreshed(Date.now()));
          void feedback.toast(message);
          return;
        case '11':
          api.dispatch(failed({ code, message }));
          void feedback.toast(MSG.alreadyRegistered);
          api.dispatch(leftForDownload(downloadTemplateUrl(q)));
          return;
        default:
          api.dispatch(failed({ code, message }));
          void feedback.toast(message);
      }
    },
  });

  startListening({
    actionCreator: sent,
    effect: async (_action, api) => {
      // A new countdown supersedes a running one.
      api.cancelActiveListeners();
      while (api.getState().sms.status === 'counting') {
        await api.delay(SMS_TICK_MS);
        api.dispatch(ticked());
      }
    },
  });
}

addListeners(registerSmsListeners);
