/** @jest-environment node */
/** Promotion landing: template, tracking, sid, captcha image, SMS codes and registration. */
import * as v from 'valibot';
import { CodeOnly } from '../../store/api/schema';
import { LandingTemplate, PromotionEnvelope, Sid } from '../../store/api/promotionTypes';
import { getRegistrations, getTrackedEvents } from '../../server/handlers';
import { BASE, getQuery, postForm, useContractServer } from './helpers';

useContractServer();

const API = '/api/v2/demo';
const landing = { deviceId: 'web', appName: 'Dinero Ágil', app_from: 'demo', user_from: 'ads', utm_tag: 'demo' };
const sms = (phone: string, capcode = '1234') =>
  postForm(`${API}/promotion/get-sms`, { phone, capcode, sid: 'sid-1', ...landing }, '');
const register = (change: Record<string, string> = {}) =>
  postForm(
    `${API}/promotion/register`,
    {
      phone: '13812345678',
      capcode: '1234',
      sid: 'sid-1',
      merchantNumber: 0,
      userName: '13812345678',
      smsCode: '123456',
      invite_code: '',
      id: 1,
      ...landing,
      ...change,
    },
    '',
  );

test('channel-template: 00 for a known template, 01 otherwise (any provider)', async () => {
  const body = v.parse(
    PromotionEnvelope(LandingTemplate),
    await getQuery('/api/v2/acme/service/channel/channel-template', { templateId: 1 }),
  );
  expect(body.code).toBe('00');
  expect(body.data?.template.title).toBeTruthy();
  expect(await getQuery(`${API}/service/channel/channel-template`, { templateId: 77 })).toMatchObject({
    code: '01',
    message: 'plantilla no encontrada',
  });
  expect((await getQuery(`${API}/service/channel/channel-template`)).code).toBe('01');
});

test('track-visit and track-click are recorded', async () => {
  const query = { page_id: 1, user_from: 'ads', client_type: 'ios', page_type: 1, utm_tag: 'demo', app_from: 'demo' };
  expect(v.parse(CodeOnly, await getQuery(`${API}/promotion/track-visit`, query)).code).toBe('0');
  expect((await getQuery(`${API}/promotion/track-click`, { ...query, phone: '13812345678' })).code).toBe('0');
  expect(getTrackedEvents().map((e) => e.kind)).toEqual(['visit', 'click']);
  expect(getTrackedEvents()[1].params.phone).toBe('13812345678');
});

test('get-sid gives a fresh sid each time', async () => {
  const a = v.parse(PromotionEnvelope(Sid), await getQuery(`${API}/promotion/get-sid`));
  const b = v.parse(PromotionEnvelope(Sid), await getQuery(`${API}/promotion/get-sid`));
  expect(a.code).toBe('0');
  expect(a.data?.sid).not.toBe(b.data?.sid);
});

test('get-captcha is an SVG image showing 1234', async () => {
  const res = await fetch(`${BASE}${API}/promotion/get-captcha?sid=abc&a=${Date.now()}`);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const svg = await res.text();
  expect(svg.startsWith('<svg')).toBe(true);
  expect([...svg.matchAll(/<text[^>]*>(.)<\/text>/g)].map((m) => m[1]).join('')).toBe('1234');
});

describe('get-sms', () => {
  afterEach(() => jest.restoreAllMocks());

  test('checks phone, then captcha, then registration', async () => {
    expect((await sms('12345678901')).code).toBe('1');
    expect(await sms('1381234567', '1234')).toMatchObject({ code: '1' });
    expect(await sms('13812345678', '9999')).toMatchObject({ code: '101', message: '图形验证码错误' });
    expect((await sms('13900000000')).code).toBe('11');
    expect(await sms('13812345678')).toMatchObject({ code: '0', message: 'ok' });
  });

  test('a second request within 60 s is refused, after 60 s allowed', async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    expect((await sms('13812345678')).code).toBe('0');
    clock.mockReturnValue(now + 59_000);
    expect(await sms('13812345678')).toMatchObject({ code: '2', message: '请求过于频繁' });
    expect((await sms('15912345678')).code).toBe('0');
    clock.mockReturnValue(now + 60_000);
    expect((await sms('13812345678')).code).toBe('0');
  });
});

describe('register', () => {
  test('checks captcha, SMS code, registration and user name', async () => {
    expect((await register({ capcode: '0000' })).code).toBe('-1');
    expect(await register({ smsCode: '000000' })).toMatchObject({ code: '3', message: '短信验证码错误' });
    expect((await register({ phone: '13900000000', userName: '13900000000' })).code).toBe('11');
    expect((await register({ userName: 'maria' })).code).toBe('4');
    expect(getRegistrations()).toEqual([]);
  });

  test('success registers the phone once, with every landing parameter', async () => {
    expect(await register()).toMatchObject({ code: '0', message: '注册成功' });
    expect((await register()).code).toBe('11');
    expect((await sms('13812345678')).code).toBe('11');
    const [reg] = getRegistrations();
    expect(reg.phone).toBe('13812345678');
    expect(reg.params).toMatchObject({
      utm_tag: 'demo',
      user_from: 'ads',
      app_from: 'demo',
      id: '1',
      merchantNumber: '0',
    });
  });
});
