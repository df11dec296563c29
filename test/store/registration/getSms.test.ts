/**
 * The get-code button against the contract server (SPEC §4, §5, §8): phone then captcha checks,
 * the string codes of get-sms ('0', '101', '11', others), the resend block and the single request.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import type { FakeEffects } from '../../support/effects';
import { captchaChanged, opened, phoneChanged, registration } from '../../../store/registration/registrationSlice';
import { selectSmsSecondsLeft } from '../../../store/registration/selectors';
import { codeRequested, sms } from '../../../store/registration/smsSlice';
import { landingStore, loadLanding, pagesOpened, settle, toDownload, until, type LandingStore } from './landingStore';

let smsRequests: URLSearchParams[] = [];
const onRequest = async ({ request }: { request: Request }) => {
  if (request.url.includes('/promotion/get-sms')) smsRequests.push(new URLSearchParams(await request.clone().text()));
};
beforeAll(() => server.events.on('request:start', onRequest));
afterAll(() => server.events.removeAllListeners());
beforeEach(() => {
  smsRequests = [];
});

async function ready(phone = '13812345678', captcha = '1234'): Promise<{ store: LandingStore; effects: FakeEffects }> {
  const landing = landingStore();
  await loadLanding(landing.store);
  landing.store.dispatch(opened());
  landing.store.dispatch(phoneChanged(phone));
  landing.store.dispatch(captchaChanged(captcha));
  return landing;
}
const smsState = (store: LandingStore) => sms.selectSlice(store.getState());
const form = (store: LandingStore) => registration.selectSlice(store.getState());

test("'0' says the code was sent and starts the 60 s countdown; the payload carries every field", async () => {
  const { store, effects } = await ready();
  store.dispatch(codeRequested());
  expect(smsState(store).status).toBe('sending');
  await until(() => smsState(store).status === 'counting', 'countdown');
  expect(selectSmsSecondsLeft(store.getState())).toBe(60);
  expect(effects.said()).toEqual(['smsSent']);
  expect(smsRequests).toHaveLength(1);
  const body = Object.fromEntries(smsRequests[0]);
  expect(form(store).deviceId).not.toBe('');
  expect(body).toEqual({
    phone: '13812345678',
    capcode: '1234',
    sid: expect.stringMatching(/^[0-9a-f]{32}$/),
    deviceId: form(store).deviceId,
    appName: 'Dinero Ágil',
    app_from: 'web',
    user_from: 'ads',
    utm_tag: 'spring',
  });
});

test('a tap during the countdown says do not resend and sends nothing', async () => {
  const { store, effects } = await ready();
  store.dispatch(codeRequested());
  await until(() => smsState(store).status === 'counting', 'countdown');
  effects.notices.length = 0;
  store.dispatch(codeRequested());
  store.dispatch(codeRequested());
  await settle();
  expect(effects.said()).toEqual(['smsRepeat', 'smsRepeat']);
  expect(smsRequests).toHaveLength(1);
});

test('a burst of taps before the answer sends exactly one request', async () => {
  const { store } = await ready();
  for (let i = 0; i < 5; i++) store.dispatch(codeRequested());
  await until(() => smsState(store).status === 'counting', 'countdown');
  await settle();
  expect(smsRequests).toHaveLength(1);
});

test('the phone is checked first, then the captcha; nothing is sent until both pass', async () => {
  const { store, effects } = await ready('', '');
  store.dispatch(codeRequested());
  expect(effects.said().at(-1)).toBe('badPhone');

  for (const bad of ['1381234567', '12812345678', '23812345678']) {
    store.dispatch(phoneChanged(bad));
    store.dispatch(codeRequested());
    expect(effects.said().at(-1)).toBe('badPhone');
  }
  store.dispatch(phoneChanged('13812345678'));
  store.dispatch(codeRequested());
  expect(effects.said().at(-1)).toBe('badCaptcha');
  await settle();
  expect(smsRequests).toHaveLength(0);
  expect(smsState(store).status).toBe('ready');
});

test("'101' (wrong image code) refreshes the captcha and shows the server message", async () => {
  const { store, effects } = await ready('13812345678', '9999');
  const before = form(store).captchaAt;
  effects.clock = before + 5000;
  store.dispatch(codeRequested());
  await until(() => effects.notices.length > 0, 'notice');
  expect(effects.said()).toEqual(['图形验证码错误']);
  expect(form(store).captchaAt).toBe(before + 5000);
  expect(form(store).form.captcha).toBe('');
  expect(smsState(store).status).toBe('ready');
});

test("'11' (already registered) says so and opens the download page", async () => {
  const { store, effects } = await ready('13900000000');
  store.dispatch(codeRequested());
  await until(() => effects.navigations.length > 0, 'download page');
  expect(effects.said()).toEqual(['alreadyRegistered']);
  expect(pagesOpened(effects)).toEqual([toDownload('app_from=web&user_from=ads&utm_tag=spring&id=1&links_id=7')]);
  expect(smsState(store).status).toBe('ready');
});

test('another code shows the server message and resets the label', async () => {
  const first = await ready('13712345678');
  first.store.dispatch(codeRequested());
  await until(() => smsState(first.store).status === 'counting', 'first countdown');
  // A second browser asking for the same phone within 60 s gets code '2'.
  const second = await ready('13712345678');
  second.store.dispatch(codeRequested());
  await until(() => second.effects.notices.length > 0, 'notice');
  expect(second.effects.said()).toEqual(['请求过于频繁']);
  expect(smsState(second.store).status).toBe('ready');
  expect(selectSmsSecondsLeft(second.store.getState())).toBeNull();
  expect(second.effects.navigations).toEqual([]);
});

test("a network failure shows 'error' and the button is ready again", async () => {
  server.use(http.post('*/promotion/get-sms', () => HttpResponse.error()));
  const { store, effects } = await ready();
  store.dispatch(codeRequested());
  await until(() => effects.notices.length > 0, 'notice');
  expect(effects.said()).toEqual(['networkError']);
  expect(smsState(store).status).toBe('ready');
});
