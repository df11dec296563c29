/**
 * Apply on the landing page (SPEC §4, §5, §7, §8): phone, captcha and SMS-code checks in that order,
 * track-click, the register payload, each response code, the conversion event, one request per burst.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { getRegistrations, getTrackedEvents } from '../../../server/handlers';
import { feedback } from '../../../src/ui/feedback';
import { MSG } from '../../../src/i18n/messages';
import { applied, captchaChanged, opened, phoneChanged, smsCodeChanged } from '../../../store/registration/slice';
import { landingStore, loadLanding, settle, until, type LandingStore } from './landingStore';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/registration/listeners';
import '../../../store/sms/listeners';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));
const toast = feedback.toast as jest.Mock;

let registerCalls = 0;
const onRequest = ({ request }: { request: Request }) => {
  if (request.url.includes('/promotion/register')) registerCalls += 1;
};
beforeAll(() => server.events.on('request:start', onRequest));
afterAll(() => server.events.removeAllListeners());
beforeEach(() => {
  registerCalls = 0;
  toast.mockClear();
});

async function filled(
  { phone = '13812345678', captcha = '1234', sms = '123456' } = {},
  query?: string,
): Promise<LandingStore> {
  const store = landingStore(query);
  await loadLanding(store);
  store.dispatch(opened());
  store.dispatch(phoneChanged(phone));
  store.dispatch(captchaChanged(captcha));
  store.dispatch(smsCodeChanged(sms));
  return store;
}
const done = (store: LandingStore) => () => store.getState().registration.submit.status !== 'submitting';

describe('checks before sending, in order', () => {
  test.each([
    ['empty phone', { phone: '', captcha: '', sms: '' }, MSG.badPhone],
    ['10 digits', { phone: '1381234567' }, MSG.badPhone],
    ['second digit 2', { phone: '12812345678' }, MSG.badPhone],
    ['first digit not 1', { phone: '23812345678' }, MSG.badPhone],
    ['no captcha', { captcha: '', sms: '' }, MSG.badCaptcha],
    ['no SMS code', { sms: '' }, MSG.badSmsCode],
  ])('%s', async (_name, fields, message) => {
    const store = await filled(fields);
    store.dispatch(applied());
    expect(toast).toHaveBeenLastCalledWith(message);
    await settle();
    expect(registerCalls).toBe(0);
    expect(store.getState().registration.submit.status).toBe('idle');
    expect(getTrackedEvents().filter((e) => e.kind === 'click')).toHaveLength(0);
  });
});

test("'0' toasts 注册成功, posts every SPEC §7 field and heads for the download page with links_id", async () => {
  const store = await filled();
  store.dispatch(applied());
  expect(store.getState().registration.submit.status).toBe('submitting');
  await until(done(store), 'register');
  expect(toast).toHaveBeenCalledWith(MSG.registered);
  expect(store.getState().registration.submit.status).toBe('registered');
  expect(store.getState().registration.redirectTo).toBe(
    '/#/downloadTemplate?app_from=web&user_from=ads&utm_tag=spring&id=1&links_id=7',
  );
  const [reg] = getRegistrations();
  expect(reg.params).toEqual({
    phone: '13812345678',
    capcode: '1234',
    sid: expect.stringMatching(/^[0-9a-f]{32}$/),
    deviceId: store.getState().registration.deviceId,
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
  expect(store.getState().registration.conversion).toBeNull();
});

test('apply fires track-click with the phone, client type and page type 1', async () => {
  const store = await filled();
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
  const store = await filled({}, '?id=2&user_from=fb&utm_tag=t&app_from=a&invite_code=&down_id=55');
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(store.getState().registration.redirectTo).toBe(
    '/#/downloadTemplate?app_from=a&user_from=fb&utm_tag=t&id=2&down_id=55',
  );
  expect(getRegistrations()[0].params.appName).toBe('Crédito Plus');
});

test('with a UC parameter the conversion is reported (action, and the pixel APIs when present)', async () => {
  const w = window as unknown as { fbq?: jest.Mock; gtag?: jest.Mock };
  w.fbq = jest.fn();
  w.gtag = jest.fn();
  try {
    const store = await filled({}, '?id=1&user_from=ads&utm_tag=x&app_from=y&invite_code=&UC=AW-123');
    store.dispatch(applied());
    await until(done(store), 'register');
    expect(store.getState().registration.conversion).toBe('AW-123');
    expect(w.fbq).toHaveBeenCalledWith('track', 'CompleteRegistration');
    expect(w.gtag).toHaveBeenCalledWith('event', 'conversion', { send_to: 'AW-123' });
  } finally {
    delete w.fbq;
    delete w.gtag;
  }
});

test("'11' (already registered) toasts and heads for the download page", async () => {
  const store = await filled({ phone: '13900000000' });
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(toast).toHaveBeenCalledWith(MSG.alreadyRegistered);
  expect(toast).not.toHaveBeenCalledWith(MSG.registered);
  expect(store.getState().registration.redirectTo).toMatch(/^\/#\/downloadTemplate\?/);
});

test("'-1' (wrong image code) refreshes the captcha and shows the message", async () => {
  const store = await filled({ captcha: '0000' });
  const before = store.getState().registration.captchaAt;
  const now = jest.spyOn(Date, 'now').mockReturnValue(before + 7000);
  store.dispatch(applied());
  await until(done(store), 'register');
  now.mockRestore();
  expect(toast).toHaveBeenCalledWith('图形验证码错误');
  expect(store.getState().registration.captchaAt).toBe(before + 7000);
  expect(store.getState().registration.form.captcha).toBe('');
  expect(store.getState().registration.redirectTo).toBeNull();
});

test('another code shows the server message and stays on the page', async () => {
  const store = await filled({ sms: '000000' });
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(toast).toHaveBeenCalledWith('短信验证码错误');
  expect(store.getState().registration.submit).toEqual({ status: 'failed', code: '3', message: '短信验证码错误' });
  expect(store.getState().registration.redirectTo).toBeNull();
});

test("a network failure shows 'error'", async () => {
  server.use(http.post('*/promotion/register', () => HttpResponse.error()));
  const store = await filled();
  store.dispatch(applied());
  await until(done(store), 'register');
  expect(toast).toHaveBeenCalledWith(MSG.networkError);
  expect(store.getState().registration.redirectTo).toBeNull();
});

test('a burst of taps sends register once', async () => {
  const store = await filled();
  for (let i = 0; i < 6; i++) store.dispatch(applied());
  await until(done(store), 'register');
  await settle();
  expect(registerCalls).toBe(1);
  expect(getRegistrations()).toHaveLength(1);
});
