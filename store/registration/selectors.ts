/**
 * Landing selectors: the form as shown, the query of the landing page, the server data the
 * requests need (sid, app name) and the in-app URLs of the download and agreement pages.
 */
import { createSelector } from '@reduxjs/toolkit';
import { groupPhone } from '../domain/phone';
import { captchaUrl, promotionApi } from '../api/promotion';
import type { RootState } from '../index';

/** The landing query of SPEC §2 (missing ones read as ''). */
export interface LandingQuery {
  id: string;
  user_from: string;
  utm_tag: string;
  app_from: string;
  invite_code: string;
  UC: string;
  links_id: string;
  down_id: string;
}

const LANDING_KEYS = ['id', 'user_from', 'utm_tag', 'app_from', 'invite_code', 'UC', 'links_id', 'down_id'] as const;

export function landingQueryOf(query: Record<string, string>): LandingQuery {
  return Object.fromEntries(LANDING_KEYS.map((k) => [k, query[k] ?? ''])) as unknown as LandingQuery;
}

/** `/#/<page>?app_from&user_from&utm_tag&id` plus links_id, or else down_id (CONTRACT "Routes"). */
function templateUrl(page: 'downloadTemplate' | 'agreementTemplate', q: Partial<LandingQuery>): string {
  const params = new URLSearchParams();
  for (const key of ['app_from', 'user_from', 'utm_tag', 'id'] as const) params.set(key, q[key] ?? '');
  if (q.links_id) params.set('links_id', q.links_id);
  else if (q.down_id) params.set('down_id', q.down_id);
  return `/#/${page}?${params.toString()}`;
}
export const downloadTemplateUrl = (q: Partial<LandingQuery>) => templateUrl('downloadTemplate', q);
export const agreementTemplateUrl = (q: Partial<LandingQuery>) => templateUrl('agreementTemplate', q);

export const selectRegistration = (state: RootState) => state.registration;
export const selectForm = (state: RootState) => state.registration.form;
export const selectPhoneShown = (state: RootState) => groupPhone(state.registration.form.phone);
export const selectSubmitting = (state: RootState) => state.registration.submit.status === 'submitting';
export const selectRedirectTo = (state: RootState) => state.registration.redirectTo;
export const selectLandingQuery = createSelector([(state: RootState) => state.session.query], landingQueryOf);

const selectSidResult = promotionApi.endpoints.getSid.select();
/** The session id of get-sid, once it answered '0'. */
export const selectSid = (state: RootState): string => {
  const body = selectSidResult(state).data;
  return body && String(body.code) === '0' ? (body.data?.sid ?? '') : '';
};

/** The app name the template gives (sent with get-sms and register). */
export const selectAppName = (state: RootState): string => {
  const id = state.session.query.id ?? '';
  const body = promotionApi.endpoints.channelTemplate.select({ templateId: id })(state).data;
  const name = body?.data?.template?.appName;
  return typeof name === 'string' ? name : '';
};

/** The captcha image for the current sid and timestamp, or null until both exist. */
export const selectCaptchaSrc = (state: RootState): string | null => {
  const sid = selectSid(state);
  return sid && state.registration.captchaAt ? captchaUrl(sid, state.registration.captchaAt) : null;
};
