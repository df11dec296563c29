/**
 * Opening the landing page (SPEC §2, §5, §8): device id kept in storage, visit tracking, the notices
 * of the template and sid loads, the captcha refresh rule (and a new sid when there is none) and the
 * field limits.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { fakeEffects } from '../../support/effects';
import { getTrackedEvents } from '../../../server/handlers';
import { captchaUrl } from '../../../store/api/promotion';
import { DEVICE_ID_KEY } from '../../../store/registration/deviceId';
import {
  captchaChanged,
  captchaTapped,
  opened,
  phoneChanged,
  registration,
  smsCodeChanged,
} from '../../../store/registration/registrationSlice';
import {
  selectAgreementHref,
  selectCaptchaSrc,
  selectPhoneShown,
  selectSid,
} from '../../../store/registration/selectors';
import { landingStore, loadLanding, until } from './landingStore';

const state = (store: ReturnType<typeof landingStore>['store']) => registration.selectSlice(store.getState());

test('the device id is made once from the clock and randomness, and kept in storage for later visits', () => {
  const effects = fakeEffects();
  const first = landingStore({ effects }).store;
  first.dispatch(opened());
  const id = state(first).deviceId;
  expect(id).toMatch(/^[\w-]{8,64}$/);
  expect(effects.stored.get(DEVICE_ID_KEY)).toBe(id);
  expect(id.startsWith(effects.clock.toString(36))).toBe(true);
  // A later visit (a new store, same browser storage) at another time keeps the id.
  effects.clock += 86_400_000;
  const second = landingStore({ effects }).store;
  second.dispatch(opened());
  expect(state(second).deviceId).toBe(id);
});

test('junk in storage is replaced by a fresh id; a storage that throws still gives an id', () => {
  const effects = fakeEffects();
  effects.stored.set(DEVICE_ID_KEY, '<script>');
  const store = landingStore({ effects }).store;
  store.dispatch(opened());
  expect(state(store).deviceId).toMatch(/^[\w-]{8,64}$/);
  expect(effects.stored.get(DEVICE_ID_KEY)).toBe(state(store).deviceId);

  const broken = fakeEffects({
    storage: {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    },
  });
  const other = landingStore({ effects: broken }).store;
  other.dispatch(opened());
  expect(state(other).deviceId).toMatch(/^[\w-]{8,64}$/);
});

test('opening reports the visit: page id, client type from the user agent, page type 1', async () => {
  // The contract server keeps the events of earlier tests, and an earlier store may still be reporting
  // its visit (as an iOS client): this test looks for the visit its own store reports.
  const before = getTrackedEvents().length;
  const { store } = landingStore({ clientType: 'android' });
  store.dispatch(opened());
  const ours = () =>
    getTrackedEvents()
      .slice(before)
      .find((e) => e.params.client_type === 'android');
  await until(() => ours() !== undefined, 'track-visit');
  expect(ours()).toMatchObject({
    kind: 'visit',
    params: {
      page_id: '1',
      user_from: 'ads',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'spring',
      app_from: 'web',
    },
  });
});

test('the captcha image is drawn for the sid at the time of opening', async () => {
  const { store, effects } = landingStore();
  effects.clock = 1_700_000_000_000;
  store.dispatch(opened());
  expect(selectCaptchaSrc(store.getState())).toBeNull();
  await loadLanding(store);
  const sid = selectSid(store.getState());
  expect(sid).not.toBe('');
  expect(selectCaptchaSrc(store.getState())).toBe(captchaUrl(sid, 1_700_000_000_000));
  expect(selectCaptchaSrc(store.getState())).toBe(`/api/v2/demo/promotion/get-captcha?sid=${sid}&a=1700000000000`);
});

test('tapping the captcha with no phone shows the phone message and keeps the image', () => {
  const { store, effects } = landingStore();
  store.dispatch(opened());
  const at = state(store).captchaAt;
  effects.clock = at + 1000;
  store.dispatch(captchaTapped());
  expect(effects.said()).toEqual(['badPhone']);
  expect(state(store).captchaAt).toBe(at);
  store.dispatch(phoneChanged('138'));
  store.dispatch(captchaChanged('12'));
  store.dispatch(captchaTapped());
  expect(state(store).captchaAt).toBe(at + 1000);
  expect(state(store).form.captcha).toBe('');
  expect(effects.said()).toEqual(['badPhone']);
});

test('fields keep their limits: phone digits only (11, shown 3-4-4), captcha 4, SMS code 6', () => {
  const { store } = landingStore();
  store.dispatch(phoneChanged('138-1234 5678 99x'));
  expect(state(store).form.phone).toBe('13812345678');
  expect(selectPhoneShown(store.getState())).toBe('138 1234 5678');
  store.dispatch(phoneChanged('1381'));
  expect(selectPhoneShown(store.getState())).toBe('138 1');
  store.dispatch(captchaChanged('abcde'));
  expect(state(store).form.captcha).toBe('abcd');
  store.dispatch(smsCodeChanged('1234567'));
  expect(state(store).form.smsCode).toBe('123456');
});

test("a template answer other than '00' shows its message", async () => {
  const { store, effects } = landingStore({ query: '?id=99' });
  await loadLanding(store);
  expect(effects.notices).toContainEqual({ text: 'plantilla no encontrada', tone: 'info' });
  expect(effects.said()).not.toContain('networkError');
});

test("the template answer '00' shows nothing", async () => {
  const { store, effects } = landingStore();
  await loadLanding(store);
  expect(effects.notices).toEqual([]);
});

test("a get-sid answer other than '0' shows its message and leaves no sid", async () => {
  server.use(
    http.get('*/promotion/get-sid', () => HttpResponse.json({ code: '1', message: 'sid agotado', data: null })),
  );
  const { store, effects } = landingStore();
  await loadLanding(store);
  expect(effects.said()).toEqual(['sid agotado']);
  expect(selectSid(store.getState())).toBe('');
});

test("a network failure of the template or the sid shows 'error'", async () => {
  server.use(
    http.get('*/channel/channel-template', () => HttpResponse.error()),
    http.get('*/promotion/get-sid', () => HttpResponse.error()),
  );
  const { store, effects } = landingStore();
  await loadLanding(store);
  expect(effects.said().length).toBeGreaterThan(0);
  expect(effects.said().every((code) => code === 'networkError')).toBe(true);
});

test.each([
  ['fails on the network', () => HttpResponse.error()],
  ["answers other than '0'", () => HttpResponse.json({ code: '1', message: 'sid agotado', data: null })],
])('after get-sid %s, tapping the captcha asks for a new sid and the image appears', async (_name, answer) => {
  let sidCalls = 0;
  server.use(
    http.get('*/promotion/get-sid', () => {
      sidCalls += 1;
      return answer();
    }),
  );
  const { store, effects } = landingStore();
  store.dispatch(opened());
  await loadLanding(store);
  expect(sidCalls).toBe(1);
  expect(selectCaptchaSrc(store.getState())).toBeNull();

  server.resetHandlers();
  store.dispatch(phoneChanged('13812345678'));
  effects.clock += 5000;
  store.dispatch(captchaTapped());
  await until(() => selectSid(store.getState()) !== '', 'a new sid');
  expect(selectCaptchaSrc(store.getState())).toBe(captchaUrl(selectSid(store.getState()), effects.clock));
});

test('with a sid, tapping the captcha asks for no new one', async () => {
  let sidCalls = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/promotion/get-sid')) sidCalls += 1;
  });
  try {
    const { store } = landingStore();
    store.dispatch(opened());
    await loadLanding(store);
    const sid = selectSid(store.getState());
    store.dispatch(phoneChanged('13812345678'));
    store.dispatch(captchaTapped());
    await new Promise((r) => setTimeout(r, 50));
    expect(sidCalls).toBe(1);
    expect(selectSid(store.getState())).toBe(sid);
  } finally {
    server.events.removeAllListeners();
  }
});

test('the agreement link keeps the market and the carried session on the path, the campaign in the hash', () => {
  const { store } = landingStore({
    query: '?id=2&user_from=ads&utm_tag=demo&app_from=web&invite_code=X1&need-pop=1&language=en',
  });
  const href = new URL(selectAgreementHref(store.getState()), 'http://localhost');
  expect(href.pathname).toBe('/');
  expect(href.searchParams.get('need-pop')).toBe('1');
  expect(href.searchParams.get('language')).toBe('en');
  expect(href.hash).toBe('#/agreementTemplate?app_from=web&user_from=ads&utm_tag=demo&id=2');
});
