/**
 * Without a session id (get-sid failed, refused or still loading) no captcha can be drawn and no
 * get-code or apply can be answered: the captcha box says so and offers a retry, and a send asks for
 * a sid again instead of posting `sid=`.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import type { FakeEffects } from '../../support/effects';
import { captchaUrl } from '../../../store/api/promotion';
import {
  applied,
  captchaChanged,
  captchaRetried,
  opened,
  phoneChanged,
  registration,
  smsCodeChanged,
} from '../../../store/registration/registrationSlice';
import { selectCaptchaBox, selectCaptchaSrc, selectSid } from '../../../store/registration/selectors';
import { codeRequested, sms } from '../../../store/registration/smsSlice';
import { landingStore, loadLanding, settle, until, type LandingStore } from './landingStore';

let sends: string[] = [];
let sidRequests = 0;
const onRequest = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/promotion/get-sms') || path.endsWith('/promotion/register')) sends.push(path);
  if (path.endsWith('/promotion/get-sid')) sidRequests += 1;
};
beforeAll(() => server.events.on('request:start', onRequest));
afterAll(() => server.events.removeAllListeners());
beforeEach(() => {
  sends = [];
  sidRequests = 0;
});

const state = (store: LandingStore) => registration.selectSlice(store.getState());

/** Opens the landing page with get-sid failing (on the network, or answering another code). */
async function openedWithoutSid(answer: () => Response = () => HttpResponse.error()) {
  server.use(http.get('*/promotion/get-sid', answer));
  const landing: { store: LandingStore; effects: FakeEffects } = landingStore();
  landing.store.dispatch(opened());
  await loadLanding(landing.store);
  // Later get-sid calls reach the contract server, which answers '0'.
  server.resetHandlers();
  return landing;
}

test('the captcha box reads loading until get-sid answers, then ready', async () => {
  const { store } = landingStore();
  store.dispatch(opened());
  expect(selectCaptchaBox(store.getState())).toBe('loading');
  await loadLanding(store);
  expect(selectCaptchaBox(store.getState())).toBe('ready');
});

test.each([
  ['fails on the network', () => HttpResponse.error()],
  ["answers other than '0'", () => HttpResponse.json({ code: '1', message: 'sid agotado', data: null })],
  ['answers 500', () => new HttpResponse('boom', { status: 500 })],
])('get-sid %s: the box offers a retry, which needs no phone and draws the image', async (_name, answer) => {
  const { store, effects } = await openedWithoutSid(answer);
  expect(selectCaptchaBox(store.getState())).toBe('failed');
  expect(selectCaptchaSrc(store.getState())).toBeNull();
  effects.notices.length = 0;

  effects.clock += 5000;
  store.dispatch(captchaRetried());
  expect(selectCaptchaBox(store.getState())).toBe('loading');
  await until(() => selectSid(store.getState()) !== '', 'a new sid');
  expect(selectCaptchaBox(store.getState())).toBe('ready');
  expect(selectCaptchaSrc(store.getState())).toBe(captchaUrl(selectSid(store.getState()), effects.clock));
  // A retry is not the captcha refresh of SPEC §5: no phone message.
  expect(effects.said()).toEqual([]);
});

test('a retry of an image that did not load draws a new one even when the clock has not moved', async () => {
  const { store } = landingStore();
  store.dispatch(opened());
  await loadLanding(store);
  const first = selectCaptchaSrc(store.getState());
  store.dispatch(captchaRetried());
  expect(selectCaptchaSrc(store.getState())).not.toBe(first);
});

test('get code without a sid sends nothing: the captcha is refused and a new sid is asked for', async () => {
  const { store, effects } = await openedWithoutSid();
  store.dispatch(phoneChanged('13812345678'));
  store.dispatch(captchaChanged('abcd'));
  effects.notices.length = 0;

  store.dispatch(codeRequested());
  expect(effects.said()).toEqual(['badCaptcha']);
  expect(state(store).fieldError).toEqual({ field: 'captcha', code: 'badCaptcha' });
  expect(sms.selectSlice(store.getState()).status).toBe('ready');
  await until(() => selectSid(store.getState()) !== '', 'a new sid');
  expect(sidRequests).toBe(2);
  expect(selectCaptchaSrc(store.getState())).not.toBeNull();
  // What was typed answered no image: the new one is typed afresh.
  expect(state(store).form.captcha).toBe('');
  await settle();
  expect(sends).toEqual([]);
});

test('apply without a sid sends nothing: the captcha is refused and a new sid is asked for', async () => {
  const { store, effects } = await openedWithoutSid();
  store.dispatch(phoneChanged('13812345678'));
  store.dispatch(captchaChanged('1234'));
  store.dispatch(smsCodeChanged('123456'));
  effects.notices.length = 0;

  store.dispatch(applied());
  expect(effects.said()).toEqual(['badCaptcha']);
  expect(state(store).submit.status).toBe('idle');
  await until(() => selectSid(store.getState()) !== '', 'a new sid');
  await settle();
  expect(sends).toEqual([]);

  // With the new sid and its captcha, apply sends.
  store.dispatch(captchaChanged('1234'));
  store.dispatch(applied());
  await until(() => state(store).submit.status === 'registered', 'register');
  expect(sends).toEqual(['/api/v2/demo/promotion/register']);
});

test('the phone is still checked first without a sid, and no sid is asked for then', async () => {
  const { store, effects } = await openedWithoutSid();
  store.dispatch(phoneChanged('123'));
  effects.notices.length = 0;
  store.dispatch(codeRequested());
  expect(effects.said()).toEqual(['badPhone']);
  await settle();
  expect(sidRequests).toBe(1);
  expect(sends).toEqual([]);
});
