/**
 * The get-code button against the contract server (SPEC §4, §5, §8): phone then captcha checks,
 * the string codes of get-sms ('0', '101', '11', others), the resend block and the single request.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { feedback } from '../../../src/ui/feedback';
import { MSG } from '../../../src/i18n/messages';
import { captchaChanged, opened, phoneChanged } from '../../../store/registration/slice';
import { codeRequested } from '../../../store/sms/slice';
import { selectSmsSecondsLeft } from '../../../store/sms/selectors';
import { landingStore, loadLanding, settle, until, type LandingStore } from '../registration/landingStore';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/sms/listeners';
import '../../../store/registration/listeners';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));
const toast = feedback.toast as jest.Mock;

let smsRequests: URLSearchParams[] = [];
const onRequest = async ({ request }: { request: Request }) => {
  if (request.url.includes('/promotion/get-sms')) smsRequests.push(new URLSearchParams(await request.clone().text()));
};
beforeAll(() => server.events.on('request:start', onRequest));
afterAll(() => server.events.removeAllListeners());
beforeEach(() => {
  smsRequests = [];
  toast.mockClear();
});

async function ready(phone = '13812345678', captcha = '1234'): Promise<LandingStore> {
  const store = landingStore();
  await loadLanding(store);
  store.dispatch(opened());
  store.dispatch(phoneChanged(phone));
  store.dispatch(captchaChanged(captcha));
  return store;
}

test("'0' toasts the sent message and starts the 60 s countdown; the payload carries every field", async () => {
  const store = await ready();
  store.dispatch(codeRequested());
  expect(store.getState().sms.status).toBe('sending');
  await until(() => store.getState().sms.status === 'counting', 'countdown');
  expect(selectSmsSecondsLeft(store.getState())).toBe(60);
  expect(toast).toHaveBeenCalledWith(MSG.smsSent);
  expect(smsRequests).toHaveLength(1);
  const body = Object.fromEntries(smsRequests[0]);
  expect(store.getState().registration.deviceId).not.toBe('');
  expect(body).toEqual({
    phone: '13812345678',
    capcode: '1234',
    sid: expect.stringMatching(/^[0-9a-f]{32}$/),
    deviceId: store.getState().registration.deviceId,
    appName: 'Dinero Ágil',
    app_from: 'web',
    user_from: 'ads',
    utm_tag: 'spring',
  });
});

test('a tap during the countdown toasts the resend message and sends nothing', async () => {
  const store = await ready();
  store.dispatch(codeRequested());
  await until(() => store.getState().sms.status === 'counting', 'countdown');
  toast.mockClear();
  store.dispatch(codeRequested());
  store.dispatch(codeRequested());
  await settle();
  expect(toast).toHaveBeenCalledWith(MSG.smsRepeat);
  expect(toast).not.toHaveBeenCalledWith(MSG.smsSent);
  expect(smsRequests).toHaveLength(1);
});

test('a burst of taps before the answer sends exactly one request', async () => {
  const store = await ready();
  for (let i = 0; i < 5; i++) store.dispatch(codeRequested());
  await until(() => store.getState().sms.status === 'counting', 'countdown');
  await settle();
  expect(smsRequests).toHaveLength(1);
});

test('the phone is checked first, then the captcha; nothing is sent until both pass', async () => {
  const store = await ready('', '');
  store.dispatch(codeRequested());
  expect(toast).toHaveBeenLastCalledWith(MSG.badPhone);

  for (const bad of ['1381234567', '12812345678', '23812345678']) {
    store.dispatch(phoneChanged(bad));
    store.dispatch(codeRequested());
    expect(toast).toHaveBeenLastCalledWith(MSG.badPhone);
  }
  store.dispatch(phoneChanged('13812345678'));
  store.dispatch(codeRequested());
  expect(toast).toHaveBeenLastCalledWith(MSG.badCaptcha);
  await settle();
  expect(smsRequests).toHaveLength(0);
  expect(store.getState().sms.status).toBe('ready');
});

test("'101' (wrong image code) refreshes the captcha and shows the server message", async () => {
  const store = await ready('13812345678', '9999');
  const before = store.getState().registration.captchaAt;
  const now = jest.spyOn(Date, 'now').mockReturnValue(before + 5000);
  store.dispatch(codeRequested());
  await until(() => toast.mock.calls.length > 0, 'toast');
  now.mockRestore();
  expect(toast).toHaveBeenCalledWith('图形验证码错误');
  expect(store.getState().registration.captchaAt).toBe(before + 5000);
  expect(store.getState().sms.status).toBe('ready');
});

test("'11' (already registered) toasts and heads for the download page", async () => {
  const store = await ready('13900000000');
  store.dispatch(codeRequested());
  await until(() => store.getState().registration.redirectTo !== null, 'redirect');
  expect(toast).toHaveBeenCalledWith(MSG.alreadyRegistered);
  expect(store.getState().registration.redirectTo).toBe(
    '/#/downloadTemplate?app_from=web&user_from=ads&utm_tag=spring&id=1&links_id=7',
  );
  expect(store.getState().sms.status).toBe('ready');
});

test('another code shows the server message and resets the label', async () => {
  const first = await ready('13712345678');
  first.dispatch(codeRequested());
  await until(() => first.getState().sms.status === 'counting', 'first countdown');
  // A second browser asking for the same phone within 60 s gets code '2'.
  const second = await ready('13712345678');
  toast.mockClear();
  second.dispatch(codeRequested());
  await until(() => toast.mock.calls.length > 0, 'toast');
  expect(toast).toHaveBeenCalledWith('请求过于频繁');
  expect(second.getState().sms.status).toBe('ready');
  expect(selectSmsSecondsLeft(second.getState())).toBeNull();
});

test("a network failure shows 'error' and the button is ready again", async () => {
  server.use(http.post('*/promotion/get-sms', () => HttpResponse.error()));
  const store = await ready();
  store.dispatch(codeRequested());
  await until(() => toast.mock.calls.length > 0, 'toast');
  expect(toast).toHaveBeenCalledWith(MSG.networkError);
  expect(store.getState().sms.status).toBe('ready');
});
