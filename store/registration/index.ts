/** The landing page (registration and its SMS button, one machine in two slices): what its screens and the replay use. */
import { promotionApi } from '../api/promotion';
import type { Feature } from '../feature';
import { setupRegistrationListeners } from './listeners';

export {
  applied,
  captchaChanged,
  captchaRetried,
  captchaTapped,
  opened,
  phoneChanged,
  smsCodeChanged,
  CAPTCHA_MAX,
  SMS_CODE_MAX,
} from './registrationSlice';
export { codeRequested } from './smsSlice';
export {
  selectAgreementHref,
  selectCaptchaBox,
  selectCaptchaSrc,
  selectFieldError,
  selectForm,
  selectLandingQuery,
  selectPhoneShown,
  selectSmsSecondsLeft,
  selectSmsSending,
  selectSubmitting,
} from './selectors';
export {
  agreementTemplateUrl,
  appNameOf,
  downloadTemplateUrl,
  landingQueryOf,
  templateOf,
  type LandingQuery,
} from './rules';
export { appStoresFor } from './appStores';
export type { TemplateResponse } from '../api/promotion';

/** The landing calls a screen reads with hooks: the template and the session id. */
export const { useChannelTemplateQuery, useGetSidQuery } = promotionApi;

export const registrationFeature: Feature = {
  prefixes: ['registration', 'sms', promotionApi.reducerPath],
  setupListeners: setupRegistrationListeners,
};
