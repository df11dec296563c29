/**
 * The registration check records the field it refused, as the notice code its toast shows (SPEC §5,
 * §8), for every path that checks: apply, get code and the captcha tap with no phone. Editing that
 * field clears it; editing another does not.
 */
import '../../support/msw';
import {
  applied,
  captchaChanged,
  captchaTapped,
  phoneChanged,
  selectFieldError,
  smsCodeChanged,
  codeRequested,
} from '../../../store/registration';
import { landingStore, loadLanding, settle } from './landingStore';

const errorOf = (store: ReturnType<typeof landingStore>['store']) => selectFieldError(store.getState());

test('apply refuses the phone, then the captcha, then the SMS code; the toast and the field agree', async () => {
  const { store, effects } = landingStore();
  await loadLanding(store);
  store.dispatch(applied());
  await settle();
  expect(errorOf(store)).toEqual({ field: 'phone', code: 'badPhone' });
  store.dispatch(captchaChanged('ab'));
  expect(errorOf(store)).toEqual({ field: 'phone', code: 'badPhone' });
  store.dispatch(phoneChanged('13812345678'));
  expect(errorOf(store)).toBeNull();

  store.dispatch(captchaChanged(''));
  store.dispatch(applied());
  await settle();
  expect(errorOf(store)).toEqual({ field: 'captcha', code: 'badCaptcha' });
  store.dispatch(captchaChanged('ab12'));
  expect(errorOf(store)).toBeNull();

  store.dispatch(applied());
  await settle();
  expect(errorOf(store)).toEqual({ field: 'smsCode', code: 'badSmsCode' });
  store.dispatch(smsCodeChanged('1'));
  expect(errorOf(store)).toBeNull();
  expect(effects.said()).toEqual(['badPhone', 'badCaptcha', 'badSmsCode']);
});

test('get code and the captcha tap with no phone mark the phone too', async () => {
  const { store } = landingStore();
  await loadLanding(store);
  store.dispatch(codeRequested());
  await settle();
  expect(errorOf(store)).toEqual({ field: 'phone', code: 'badPhone' });
  store.dispatch(phoneChanged('1'));
  expect(errorOf(store)).toBeNull();
  store.dispatch(phoneChanged(''));
  store.dispatch(captchaTapped());
  await settle();
  expect(errorOf(store)).toEqual({ field: 'phone', code: 'badPhone' });
});
