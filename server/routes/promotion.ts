/**
 * Promotion landing calls under `/api/v2/:provider/` (any provider): template, tracking,
 * sid, captcha image, SMS code and registration. String codes throughout, Chinese
 * messages as this backend writes them (SPEC §7, §8).
 */
import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { renderCaptcha } from '../captcha';
import { dateTime } from '../dates';
import { envelope, param, paramsOf, queryOf } from '../http';
import { inMarket, marketOf } from '../market';
import { CAPTCHA_ANSWER, MOBILE_PATTERN, SMS_CODE, SMS_INTERVAL_MS, findTemplate } from '../scenarios/promotion';
import { state } from '../state';

const BAD_PHONE = '请正确输入手机号！';
const REGISTERED = '该手机号已注册，请直接下载APP登录';

export const promotionHandlers = [
  http.get('*/api/v2/:provider/service/channel/channel-template', ({ request }) => {
    const template = findTemplate(queryOf(request).templateId ?? '', marketOf(request));
    if (!template)
      return envelope(
        '01',
        inMarket(marketOf(request), { 'es-MX': 'plantilla no encontrada', 'en-IN': 'template not found' }),
      );
    return envelope('00', 'success', template);
  }),

  http.get('*/api/v2/:provider/promotion/track-visit', ({ request, params }) => {
    state.tracked.push({ kind: 'visit', provider: String(params.provider), params: queryOf(request) });
    return envelope('0', 'ok');
  }),

  http.get('*/api/v2/:provider/promotion/track-click', ({ request, params }) => {
    state.tracked.push({ kind: 'click', provider: String(params.provider), params: queryOf(request) });
    return envelope('0', 'ok');
  }),

  http.get('*/api/v2/:provider/promotion/get-sid', () => envelope('0', 'ok', { sid: randomBytes(16).toString('hex') })),

  http.get(
    '*/api/v2/:provider/promotion/get-captcha',
    () =>
      new HttpResponse(renderCaptcha(CAPTCHA_ANSWER), {
        headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
  ),

  http.post('*/api/v2/:provider/promotion/get-sms', async ({ request }) => {
    const p = await paramsOf(request);
    const phone = param(p, 'phone');
    if (!MOBILE_PATTERN.test(phone)) return envelope('1', BAD_PHONE);
    if (param(p, 'capcode') !== CAPTCHA_ANSWER) return envelope('101', '图形验证码错误');
    if (state.registeredPhones.has(phone)) return envelope('11', REGISTERED);
    const last = state.smsSentAt.get(phone);
    const now = Date.now();
    if (last !== undefined && now - last < SMS_INTERVAL_MS) return envelope('2', '请求过于频繁');
    state.smsSentAt.set(phone, now);
    return envelope('0', 'ok');
  }),

  http.post('*/api/v2/:provider/promotion/register', async ({ request }) => {
    const p = await paramsOf(request);
    const phone = param(p, 'phone');
    if (!MOBILE_PATTERN.test(phone)) return envelope('1', BAD_PHONE);
    if (param(p, 'capcode') !== CAPTCHA_ANSWER) return envelope('-1', '图形验证码错误');
    if (param(p, 'smsCode') !== SMS_CODE) return envelope('3', '短信验证码错误');
    if (state.registeredPhones.has(phone)) return envelope('11', REGISTERED);
    if (param(p, 'userName') !== phone) return envelope('4', '用户名须与手机号一致');
    state.registeredPhones.add(phone);
    state.registrations.push({ phone, params: p, at: dateTime() });
    return envelope('0', '注册成功');
  }),
];
