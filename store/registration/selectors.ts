/**
 * Landing selectors: the form as shown, the query of the landing page, the server data the requests
 * need (sid, app name), the captcha image and the agreement link. Branches are read through the
 * injected slices and `rootReducer.selector`, so a store that has not loaded them reads initial state.
 */
import { createSelector, type WithSlice } from '@reduxjs/toolkit';
import { captchaUrl, promotionApi } from '../api/promotion';
import { groupPhone } from '../domain/phone';
import { selectCarriedQuery, withCarried } from '../navigation';
import { rootReducer, type RootState } from '../reducer';
import { registration } from './registrationSlice';
import { agreementTemplateUrl, appNameOf, landingQueryOf, sidOf, type CallContext } from './rules';
import { sms } from './smsSlice';

export const { selectForm, selectSubmit, selectFieldError, selectCaptchaAt } = registration.selectors;
const { selectDeviceId } = registration.selectors;
export const { selectSmsStatus, selectSmsSecondsLeft, selectSmsSending } = sms.selectors;

export const selectPhoneShown = (state: RootState) => groupPhone(selectForm(state).phone);
export const selectSubmitting = (state: RootState) => selectSubmit(state).status === 'submitting';
export const selectLandingQuery = createSelector([(state: RootState) => state.session.query], landingQueryOf);
/**
 * The agreement page: the campaign in the hash route's query (SPEC §2), the carried session (the
 * market's need-pop, the client headers) on the path's query, as the navigator carries it to the
 * download page, so the page and a reload of it keep the market.
 */
export const selectAgreementHref = createSelector([selectLandingQuery, selectCarriedQuery], (q, carried) =>
  withCarried(agreementTemplateUrl(q), carried),
);

/**
 * The promotion API's branch, typed as present: `rootReducer.selector` hands the selector the API's
 * initial state while the branch has not yet appeared (it was injected with store/api/promotion).
 */
type WithPromotion = WithSlice<typeof promotionApi>;

const selectSidResult = promotionApi.endpoints.getSid.select();
/** The session id of get-sid, once it answered '0' ('' before, or after a failure). */
export const selectSid = rootReducer.selector((state): string => sidOf(selectSidResult(state as WithPromotion).data));

/** The app name the template gives (sent with get-sms and register). */
const selectAppName = rootReducer.selector((state): string => {
  const select = promotionApi.endpoints.channelTemplate.select({ templateId: state.session.query.id ?? '' });
  return appNameOf(select(state as WithPromotion).data);
});

/** What get-sms and register carry besides the form. */
export const selectCallContext = (state: RootState): CallContext => ({
  query: selectLandingQuery(state),
  clientType: state.session.clientType,
  sid: selectSid(state),
  deviceId: selectDeviceId(state),
  appName: selectAppName(state),
});

/**
 * What the captcha box can show: 'ready' once a sid came, 'loading' while get-sid is out (or not yet
 * asked), 'failed' when it failed or answered another code and nothing is out: a retry is offered.
 */
export type CaptchaBox = 'loading' | 'failed' | 'ready';
export const selectCaptchaBox = rootReducer.selector((state): CaptchaBox => {
  const result = selectSidResult(state as WithPromotion);
  if (sidOf(result.data)) return 'ready';
  // A call out again (a retry) reads pending, not its last outcome: the box says it is loading.
  return result.isError || result.isSuccess ? 'failed' : 'loading';
});

/** The captcha image for the current sid and timestamp, or null until both exist. */
export const selectCaptchaSrc = (state: RootState): string | null => {
  const sid = selectSid(state);
  const at = selectCaptchaAt(state);
  return sid && at ? captchaUrl(sid, at) : null;
};
