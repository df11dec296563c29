/**
 * Apply on the landing page (SPEC §4, §5, §7, §8): phone, captcha and SMS-code checks in that order,
 * track-click, the register payload, each response code, the conversion report, the download page,
 * one request per burst.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import type { FakeEffects } from '../../support/effects';
import { getRegistrations, getTrackedEvents } from '../../../server/handlers';
import {
  applied,
  captchaChanged,
  opened,
  phoneChanged,
  registration,
  smsCodeChanged,
} from '../../../store/registration/registrationSlice';
import { landingStore, loadLanding, pagesOpened, settle, toDownload, until, type LandingStore } from './landingStore';

let registerCalls = 0;
const onRequest = ({ request }: { request: Request }) => {
  if (request.url.includes('/promotion/register')) registerCalls += 1;
};
beforeAll(() => server.events.on('request:start', onRequest));
afterAll(() => server.events.removeAllListeners());
beforeEach(() => {
  registerCalls = 0;
});

async function filled(
  { phone = '13812345678', captcha = '1234', sms = '123456' } = {},
  query?: string,
): Promise<{ store: LandingStore; effects: FakeEffects }> {
  const landing = landingStore({ query });
  await loadLanding(landing.store);
  landing.store.dispatch(opened());
  landing.store.dispatch(phoneChanged(phone));
  landing.store.dispatch(captchaChanged(captcha));
  landing.store.dispatch(smsCodeChanged(sms));
  return landing;
}
const state = (store: LandingStore) => registration.selectSlice(store.getState());
const done = (store: LandingStore) => () => state(store).submit.status !== 'submitting';

describe('checks before sending, in order', () => {
  test.each([
    ['empty phone', { phone: '', captcha: '', sms: '' }, 'badPhone'],
    ['10 digits', { phone: '1381234567' }, 'badPhone'],
    ['second digit 2', { phone: '12812345678' }, 'badPhone'],
    ['first digit not 1', { phone: '23812345678' }, 'badPhone'],
    ['no captcha', { captcha: '', sms: '' }, 'badCaptcha'],
    ['no SMS code', { sms: '' }, 'badSmsCode'],
  ])('%s', async (_name, fields, code) => {
    const { store, effects } = await filled(fields);
    store.dispatch(applied());
    expect(effects.said().at(-1)).toBe(code);
    await settle();
    expect(registerCalls).toBe(0);
    expect(state(store).submit.status).toBe('idle');
    expect(getTrackedEvents().filter((e) => e.kind === 'click')).toHaveLength(0);
    expect(effects.navigations).toEqual([]);
  });
});

test("'0' says 注册成功, posts every SPEC §7 field and opens the download page with links_id", async () => {
  const { store, effects } = await filled();
  store.dispatch(applied());
  expect(state(store).submit.status).toBe('submitting');
  await until(done(store), 'register');
  expect(effects.said()).toEqual(['registered']);
  expect(state(store).submit.status).toBe('registered');
  expect(pagesOpened(effects)).toEqual([toDownload('app_from=web&user_from=ads&utm_tag=spring&id=1&links_id=7')]);
  const [reg] = getRegistrations();
  expect(reg.params).toEqual({
    phone: '13812345678',
    capcode: '1234',
    sid: expect.stringMatching(/^[0-9a-f]{32}$/),
    deviceId: state(store).deviceId,
    appName: 'Dinero Ágil',
    merchantNumber: '0',
    userName: '13812345678',
    smsCode: '123456',
    invite_code: 'INV9',
    user_from: 'ads',
    id: '1',
    app_from: 'web',
    utm_tag: 'spring',
  });
  expect(state(store).conversion).toBeNull();
  expect(effects.conversions).toEqual([]);
});

test('apply fires track-click with the phone, client type and page type 1', async () => {
  const { store } = await filled();
  store.dispatch(applied());
  await until(done(store), 'register');
  await until(() => getTrackedEvents().some((e) => e.kind === 'click'), 'track-click');
  const click = getTrackedEvents().find((e) => e.kind === 'click')!;
  expect(click.params).toEqual({
    page_id: '1',
    user_from: 'ads',
    client_type: 'ios',
    page_type: '1',
    utm_tag: 'spring',
    app_from: 'web',
    phone: '13812345678',
  });
});

test('down_id is carried when there is no links_id', async () => {
  const { store, effects } = await filled({}, '?id=2&user_from=fb&utm_tag=t&app_from=a&invite_code=&down_id=55');
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(pagesOpened(effects)).toEqual([toDownload('app_from=a&user_from=fb&utm_tag=t&id=2&down_id=55')]);
  expect(getRegistrations()[0].params.appName).toBe('Crédito Plus');
});

test('with a UC parameter the conversion is reported (action, and the ad pixels through the effect)', async () => {
  const { store, effects } = await filled({}, '?id=1&user_from=ads&utm_tag=x&app_from=y&invite_code=&UC=AW-123');
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(state(store).conversion).toBe('AW-123');
  expect(effects.conversions).toEqual(['AW-123']);
});

test("'11' (already registered) says so and opens the download page", async () => {
  const { store, effects } = await filled({ phone: '13900000000' });
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(effects.said()).toEqual(['alreadyRegistered']);
  expect(pagesOpened(effects)).toEqual([toDownload('app_from=web&user_from=ads&utm_tag=spring&id=1&links_id=7')]);
  expect(effects.conversions).toEqual([]);
});

test("'-1' (wrong image code) refreshes the captcha and shows the message", async () => {
  const { store, effects } = await filled({ captcha: '0000' });
  const before = state(store).captchaAt;
  effects.clock = before + 7000;
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(effects.said()).toEqual(['图形验证码错误']);
  expect(state(store).captchaAt).toBe(before + 7000);
  expect(state(store).form.captcha).toBe('');
  expect(effects.navigations).toEqual([]);
});

test('another code shows the server message and stays on the page', async () => {
  const { store, effects } = await filled({ sms: '000000' });
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(effects.said()).toEqual(['短信验证码错误']);
  expect(state(store).submit).toEqual({ status: 'failed', code: '3', message: '短信验证码错误' });
  expect(effects.navigations).toEqual([]);
});

test("a network failure shows 'error'", async () => {
  server.use(http.post('*/promotion/register', () => HttpResponse.error()));
  const { store, effects } = await filled();
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(effects.said()).toEqual(['networkError']);
  expect(state(store).submit).toEqual({ status: 'failed', code: 'network', message: '' });
  expect(effects.navigations).toEqual([]);
});

test('a burst of taps sends register once', async () => {
  const { store } = await filled();
  for (let i = 0; i < 6; i++) store.dispatch(applied());
  await until(done(store), 'register');
  await settle();
  expect(registerCalls).toBe(1);
  expect(getRegistrations()).toHaveLength(1);
});

test('a repeated Enter after the registration went through sends nothing more', async () => {
  const { store, effects } = await filled();
  store.dispatch(applied());
  await until(done(store), 'register');
  await settle();
  expect(state(store).submit.status).toBe('registered');
  store.dispatch(applied());
  store.dispatch(applied());
  await settle();
  expect(registerCalls).toBe(1);
  expect(effects.said()).toEqual(['registered']);
});

/** Registers the filled form once and waits for the download page. */
async function registeredOnce() {
  const landing = await filled();
  landing.store.dispatch(applied());
  await until(done(landing.store), 'register');
  expect(state(landing.store).submit.status).toBe('registered');
  return landing;
}

test('back on the form after a registration (opened again), a new phone registers; a double tap sends one', async () => {
  const { store, effects } = await registeredOnce();
  store.dispatch(opened());
  // The last registration's fields are done with: a new one starts from an empty form.
  expect(state(store).submit.status).toBe('idle');
  expect(state(store).form).toEqual({ phone: '', captcha: '', smsCode: '' });
  store.dispatch(phoneChanged('13812345679'));
  store.dispatch(captchaChanged('1234'));
  store.dispatch(smsCodeChanged('123456'));
  store.dispatch(applied());
  store.dispatch(applied());
  await until(done(store), 'second register');
  await settle();
  expect(registerCalls).toBe(2);
  expect(getRegistrations().map((r) => r.phone)).toEqual(['13812345678', '13812345679']);
  expect(effects.said()).toEqual(['registered', 'registered']);
});

test('editing the phone after a registration starts a new one', async () => {
  const { store } = await registeredOnce();
  store.dispatch(phoneChanged('13812345670'));
  expect(state(store).submit.status).toBe('idle');
  store.dispatch(applied());
  await until(done(store), 'second register');
  expect(registerCalls).toBe(2);
});

test('opening the form for the first time keeps what was typed before the app took over', () => {
  const { store } = landingStore();
  store.dispatch(phoneChanged('138'));
  store.dispatch(opened());
  expect(state(store).form.phone).toBe('138');
});
