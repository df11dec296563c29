/**
 * The landing page's pure rules: its query (SPEC §2), the URLs of the pages it leads to, what each
 * string code of the promotion calls means (SPEC §8), and the payloads of SPEC §7.
 */
import type { RegisterPayload, SidResponse, SmsPayload, TemplateResponse, TrackPayload } from '../api/promotion';
import { isValidMobile } from '../domain/phone';
import { inAppUrl } from '../navigation';
import type { RegistrationForm } from './registrationSlice';

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

/**
 * The spec's hash routes, kept as the spec writes them (SPEC §2, CONTRACT "Routes"):
 * `/#/<page>?app_from&user_from&utm_tag&id` plus links_id, or else down_id.
 */
function templateUrl(page: 'downloadTemplate' | 'agreementTemplate', q: Partial<LandingQuery>): string {
  const params = new URLSearchParams();
  for (const key of ['app_from', 'user_from', 'utm_tag', 'id'] as const) params.set(key, q[key] ?? '');
  if (q.links_id) params.set('links_id', q.links_id);
  else if (q.down_id) params.set('down_id', q.down_id);
  return `/#/${page}?${params.toString()}`;
}
export const downloadTemplateUrl = (q: Partial<LandingQuery>) => templateUrl('downloadTemplate', q);
export const agreementTemplateUrl = (q: Partial<LandingQuery>) => templateUrl('agreementTemplate', q);

/** Back to the landing page from a hash page: the carried session, then that page's campaign parameters. */
export const landingPageUrl = (carried: Record<string, string>, q: Partial<LandingQuery>) =>
  inAppUrl('/landing', carried, { ...q });

/* What the string codes mean (SPEC §8, §9). A Map, so a code like 'constructor' is just unknown. */
const TEMPLATE_SUCCESS = '00';
const LANDING_SUCCESS = '0';

/** The template a channel-template answer gives, when it answered '00'. */
export function templateOf(body: TemplateResponse | undefined) {
  return body && String(body.code) === TEMPLATE_SUCCESS ? body.data?.template : undefined;
}
export const templateLoaded = (body: TemplateResponse) => String(body.code) === TEMPLATE_SUCCESS;

/** The app name of a template answer ('' when there is none). */
export function appNameOf(body: TemplateResponse | undefined): string {
  const name = templateOf(body)?.appName;
  return typeof name === 'string' ? name : '';
}

export const sidLoaded = (body: SidResponse) => String(body.code) === LANDING_SUCCESS;
/** The session id of a get-sid answer, once it answered '0'. */
export const sidOf = (body: SidResponse | undefined): string => (body && sidLoaded(body) ? (body.data?.sid ?? '') : '');

/** get-sms: '0' sent, '101' wrong image code, '11' already registered, anything else the server's refusal. */
export type SmsOutcome = 'sent' | 'badCaptcha' | 'alreadyRegistered' | 'refused';
const SMS_OUTCOMES = new Map<string, SmsOutcome>([
  ['0', 'sent'],
  ['101', 'badCaptcha'],
  ['11', 'alreadyRegistered'],
]);
export const smsOutcome = (code: string | number): SmsOutcome => SMS_OUTCOMES.get(String(code)) ?? 'refused';

/** register: '0' registered, '-1' wrong image code, '11' already registered, anything else refused. */
export type RegisterOutcome = 'registered' | 'badCaptcha' | 'alreadyRegistered' | 'refused';
const REGISTER_OUTCOMES = new Map<string, RegisterOutcome>([
  ['0', 'registered'],
  ['-1', 'badCaptcha'],
  ['11', 'alreadyRegistered'],
]);
export const registerOutcome = (code: string | number): RegisterOutcome =>
  REGISTER_OUTCOMES.get(String(code)) ?? 'refused';

/** The check before a send or an apply (SPEC §5): the first field that fails, in the spec's order. */
export type FormFault = 'badPhone' | 'badCaptcha' | 'badSmsCode';

const FAULT_FIELDS: Record<FormFault, keyof RegistrationForm> = {
  badPhone: 'phone',
  badCaptcha: 'captcha',
  badSmsCode: 'smsCode',
};
/** The field a fault is about, with the notice shown for it. */
export const faultError = (fault: FormFault) => ({ field: FAULT_FIELDS[fault], code: fault });

/**
 * get-code checks the phone, then the captcha; apply checks the SMS code too. A captcha typed with no
 * sid answers no image the server drew (get-sid failed or has not answered), so it is refused too.
 */
export function formFault(form: RegistrationForm, step: 'getCode' | 'apply', sid: string): FormFault | null {
  if (!isValidMobile(form.phone)) return 'badPhone';
  if (!form.captcha || !sid) return 'badCaptcha';
  if (step === 'apply' && !form.smsCode) return 'badSmsCode';
  return null;
}

/** What the calls carry besides the form: from the server (sid, app name) and from this browser. */
export interface CallContext {
  query: LandingQuery;
  clientType: 'ios' | 'android';
  sid: string;
  deviceId: string;
  appName: string;
}

/** track-visit and track-click (SPEC §7): page type 1; the click carries the phone. */
export function trackPayload({ query: q, clientType }: Pick<CallContext, 'query' | 'clientType'>, phone?: string) {
  const payload: TrackPayload = {
    page_id: q.id,
    user_from: q.user_from,
    client_type: clientType,
    page_type: 1,
    utm_tag: q.utm_tag,
    app_from: q.app_from,
  };
  return phone === undefined ? payload : { ...payload, phone };
}

export const smsPayload = (form: RegistrationForm, c: CallContext): SmsPayload => ({
  phone: form.phone,
  capcode: form.captcha,
  sid: c.sid,
  deviceId: c.deviceId,
  appName: c.appName,
  app_from: c.query.app_from,
  user_from: c.query.user_from,
  utm_tag: c.query.utm_tag,
});

/** SPEC §7: merchantNumber 0, userName equal to the phone. */
export const registerPayload = (form: RegistrationForm, c: CallContext): RegisterPayload => ({
  phone: form.phone,
  capcode: form.captcha,
  sid: c.sid,
  deviceId: c.deviceId,
  appName: c.appName,
  merchantNumber: 0,
  userName: form.phone,
  smsCode: form.smsCode,
  invite_code: c.query.invite_code,
  user_from: c.query.user_from,
  id: c.query.id,
  app_from: c.query.app_from,
  utm_tag: c.query.utm_tag,
});
