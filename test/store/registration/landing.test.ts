/**
 * Opening the landing page (SPEC §2, §5, §8): device id kept in localStorage, visit tracking, the
 * toasts of the template and sid loads, the captcha refresh rule and the field limits.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { getTrackedEvents } from '../../../server/handlers';
import { feedback } from '../../../src/ui/feedback';
import { MSG } from '../../../src/i18n/messages';
import { captchaUrl } from '../../../store/api/promotion';
import { DEVICE_ID_KEY } from '../../../store/registration/deviceId';
import { captchaChanged, captchaTapped, opened, phoneChanged, smsCodeChanged } from '../../../store/registration/slice';
import { selectCaptchaSrc, selectPhoneShown, selectSid } from '../../../store/registration/selectors';
import { landingStore, loadLanding, until } from './landingStore';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/registration/listeners';
import '../../../store/sms/listeners';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));
const toast = feedback.toast as jest.Mock;

beforeEach(() => {
  toast.mockClear();
  localStorage.clear();
});

test('the device id is made once and kept in localStorage for later visits', () => {
  const first = landingStore();
  first.dispatch(opened());
  const id = first.getState().registration.deviceId;
  expect(id).toMatch(/\S{8,}/);
  expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  const second = landingStore();
  second.dispatch(opened());
  expect(second.getState().registration.deviceId).toBe(id);
});

test('opening reports the visit: page id, client type from the user agent, page type 1', async () => {
  const store = landingStore(undefined, 'android');
  store.dispatch(opened());
  await until(() => getTrackedEvents().length > 0, 'track-visit');
  expect(getTrackedEvents()[0]).toMatchObject({
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
  const store = landingStore();
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
  store.dispatch(opened());
  now.mockRestore();
  expect(selectCaptchaSrc(store.getState())).toBeNull();
  await loadLanding(store);
  const sid = selectSid(store.getState());
  expect(sid).not.toBe('');
  expect(selectCaptchaSrc(store.getState())).toBe(captchaUrl(sid, 1_700_000_000_000));
  expect(selectCaptchaSrc(store.getState())).toBe(`/api/v2/demo/promotion/get-captcha?sid=${sid}&a=1700000000000`);
});

test('tapping the captcha with no phone shows the phone message and keeps the image', () => {
  const store = landingStore();
  store.dispatch(opened());
  const at = store.getState().registration.captchaAt;
  const now = jest.spyOn(Date, 'now').mockReturnValue(at + 1000);
  store.dispatch(captchaTapped());
  expect(toast).toHaveBeenCalledWith(MSG.badPhone);
  expect(store.getState().registration.captchaAt).toBe(at);
  store.dispatch(phoneChanged('138'));
  store.dispatch(captchaChanged('12'));
  store.dispatch(captchaTapped());
  now.mockRestore();
  expect(store.getState().registration.captchaAt).toBe(at + 1000);
  expect(store.getState().registration.form.captcha).toBe('');
  expect(toast).toHaveBeenCalledTimes(1);
});

test('fields keep their limits: phone digits only (11, shown 3-4-4), captcha 4, SMS code 6', () => {
  const store = landingStore();
  store.dispatch(phoneChanged('138-1234 5678 99x'));
  expect(store.getState().registration.form.phone).toBe('13812345678');
  expect(selectPhoneShown(store.getState())).toBe('138 1234 5678');
  store.dispatch(phoneChanged('1381'));
  expect(selectPhoneShown(store.getState())).toBe('138 1');
  store.dispatch(captchaChanged('abcde'));
  expect(store.getState().registration.form.captcha).toBe('abcd');
  store.dispatch(smsCodeChanged('1234567'));
  expect(store.getState().registration.form.smsCode).toBe('123456');
});

test("a template answer other than '00' shows its message", async () => {
  const store = landingStore('?id=99');
  await loadLanding(store);
  expect(toast).toHaveBeenCalledWith('plantilla no encontrada');
  expect(toast).not.toHaveBeenCalledWith(MSG.networkError);
});

test("the template answer '00' shows nothing", async () => {
  const store = landingStore();
  await loadLanding(store);
  expect(toast).not.toHaveBeenCalled();
});

test("a get-sid answer other than '0' shows its message and leaves no sid", async () => {
  server.use(
    http.get('*/promotion/get-sid', () => HttpResponse.json({ code: '1', message: 'sid agotado', data: null })),
  );
  const store = landingStore();
  await loadLanding(store);
  expect(toast).toHaveBeenCalledWith('sid agotado');
  expect(selectSid(store.getState())).toBe('');
});

test("a network failure of the template or the sid shows 'error'", async () => {
  server.use(
    http.get('*/channel/channel-template', () => HttpResponse.error()),
    http.get('*/promotion/get-sid', () => HttpResponse.error()),
  );
  const store = landingStore();
  await loadLanding(store);
  expect(toast).toHaveBeenCalledWith(MSG.networkError);
  expect(toast.mock.calls.every(([m]) => m === MSG.networkError)).toBe(true);
});
