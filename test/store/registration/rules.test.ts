/** The landing page's pure rules, table by table: query, page URLs, code meanings, checks, payloads, device id. */
import { isDeviceId } from '../../../store/registration/deviceId';
import { newRandomId } from '../../../store/randomId';
import {
  agreementTemplateUrl,
  appNameOf,
  downloadTemplateUrl,
  formFault,
  landingPageUrl,
  landingQueryOf,
  registerOutcome,
  registerPayload,
  sidOf,
  smsOutcome,
  smsPayload,
  templateOf,
  trackPayload,
  type CallContext,
} from '../../../store/registration/rules';

const query = landingQueryOf({
  id: '1',
  user_from: 'ads',
  utm_tag: 'u',
  app_from: 'web',
  invite_code: 'INV',
  UC: 'AW',
});

test('the landing query reads the SPEC §2 keys, missing ones as empty, others left out', () => {
  expect(landingQueryOf({ id: '3', 'need-pop': '1' })).toEqual({
    id: '3',
    user_from: '',
    utm_tag: '',
    app_from: '',
    invite_code: '',
    UC: '',
    links_id: '',
    down_id: '',
  });
});

test.each([
  [{ ...query, links_id: '9', down_id: '5' }, '?app_from=web&user_from=ads&utm_tag=u&id=1&links_id=9'],
  [{ ...query, down_id: '5' }, '?app_from=web&user_from=ads&utm_tag=u&id=1&down_id=5'],
  [query, '?app_from=web&user_from=ads&utm_tag=u&id=1'],
  [{}, '?app_from=&user_from=&utm_tag=&id='],
])('the hash pages keep the spec URL: links_id, else down_id (%#)', (q, search) => {
  expect(downloadTemplateUrl(q)).toBe(`/#/downloadTemplate${search}`);
  expect(agreementTemplateUrl(q)).toBe(`/#/agreementTemplate${search}`);
});

test.each([
  [{}, { id: '2', app_from: 'demo', down_id: '1' }, '/landing?id=2&app_from=demo&down_id=1'],
  [
    { 'need-pop': '1', id: '2' },
    { id: '2', user_from: 'ads', invite_code: '' },
    '/landing?need-pop=1&id=2&user_from=ads',
  ],
  [{ invite_code: 'OLD' }, { invite_code: '' }, '/landing'],
])('back to the landing page: the carried session, then the campaign parameters (%#)', (carried, q, url) => {
  expect(landingPageUrl(carried, q)).toBe(url);
});

const template = (code: string | number, appName?: string) => ({
  code,
  message: '',
  data: { id: 1, template: { title: '', subtitle: '', banner: '', buttonText: '', appName: appName ?? '' } },
});

test.each([
  [template('00', 'Dinero'), true, 'Dinero'],
  [template('0', 'Dinero'), false, ''],
  [template(0, 'Dinero'), false, ''],
  [{ code: '00', message: '', data: null }, false, ''],
  [undefined, false, ''],
])('a template counts only with code 00 (%#)', (body, shown, name) => {
  expect(templateOf(body) !== undefined).toBe(shown);
  expect(appNameOf(body)).toBe(name);
});

test.each([
  [{ code: '0', message: '', data: { sid: 'abc' } }, 'abc'],
  [{ code: 0, message: '', data: { sid: 'abc' } }, 'abc'],
  [{ code: '1', message: 'no', data: { sid: 'abc' } }, ''],
  [{ code: '0', message: '', data: null }, ''],
  [undefined, ''],
])('the sid counts only with code 0 (%#)', (body, sid) => {
  expect(sidOf(body)).toBe(sid);
});

test.each([
  ['0', 'sent', 'registered'],
  [0, 'sent', 'registered'],
  ['101', 'badCaptcha', 'refused'],
  ['-1', 'refused', 'badCaptcha'],
  ['11', 'alreadyRegistered', 'alreadyRegistered'],
  ['2', 'refused', 'refused'],
  ['constructor', 'refused', 'refused'],
])('code %p means %s for get-sms and %s for register (SPEC §8)', (code, sms, register) => {
  expect(smsOutcome(code)).toBe(sms);
  expect(registerOutcome(code)).toBe(register);
});

test.each([
  [{ phone: '', captcha: '', smsCode: '' }, 'badPhone', 'badPhone'],
  [{ phone: '1381234567', captcha: 'a', smsCode: '1' }, 'badPhone', 'badPhone'],
  [{ phone: '12812345678', captcha: 'a', smsCode: '1' }, 'badPhone', 'badPhone'],
  [{ phone: '13812345678', captcha: '', smsCode: '' }, 'badCaptcha', 'badCaptcha'],
  [{ phone: '13812345678', captcha: 'a', smsCode: '' }, null, 'badSmsCode'],
  [{ phone: '19912345678', captcha: 'a', smsCode: '1' }, null, null],
])('checks in the spec order: %o gives %p before a send, %p before apply', (form, getCode, apply) => {
  expect(formFault(form, 'getCode', 'sid1')).toBe(getCode);
  expect(formFault(form, 'apply', 'sid1')).toBe(apply);
});

test('without a sid a typed captcha is refused, after the phone and before the SMS code', () => {
  const form = { phone: '13812345678', captcha: 'abcd', smsCode: '' };
  expect(formFault(form, 'getCode', '')).toBe('badCaptcha');
  expect(formFault(form, 'apply', '')).toBe('badCaptcha');
  expect(formFault({ ...form, phone: '138' }, 'getCode', '')).toBe('badPhone');
});

test('the payloads of SPEC §7', () => {
  const context: CallContext = { query, clientType: 'android', sid: 's', deviceId: 'd', appName: 'A' };
  const form = { phone: '13812345678', captcha: '1234', smsCode: '123456' };
  const track = { page_id: '1', user_from: 'ads', client_type: 'android', page_type: 1, utm_tag: 'u', app_from: 'web' };
  expect(trackPayload(context)).toEqual(track);
  expect(trackPayload(context, form.phone)).toEqual({ ...track, phone: form.phone });
  const sms = { phone: form.phone, capcode: '1234', sid: 's', deviceId: 'd', appName: 'A' };
  expect(smsPayload(form, context)).toEqual({ ...sms, app_from: 'web', user_from: 'ads', utm_tag: 'u' });
  expect(registerPayload(form, context)).toEqual({
    ...sms,
    merchantNumber: 0,
    userName: form.phone,
    smsCode: '123456',
    invite_code: 'INV',
    user_from: 'ads',
    id: '1',
    app_from: 'web',
    utm_tag: 'u',
  });
});

test.each([
  [1_700_000_000_000, [0.5, 0.25], 'loyw3v28-i000000090000000'],
  [0, [0, 0.5], '0-00000000i0000000'],
])('a device id from the clock %p and the draws %p', (now, draws, id) => {
  const queue = [...draws];
  expect(newRandomId(now, () => queue.shift()!)).toBe(id);
  expect(isDeviceId(id)).toBe(true);
});

test.each([
  ['3f2a6c1e-9b7d-4c2a-8e11-0a5b6c7d8e9f', true],
  ['loyw3v28-i00000009000000', true],
  ['short', false],
  ['<script>alert(1)</script>', false],
  ['x'.repeat(65), false],
  [null, false],
])('a stored device id %p is kept: %p', (value, kept) => {
  expect(isDeviceId(value)).toBe(kept);
});
