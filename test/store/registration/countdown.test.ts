/**
 * The SMS countdown (SPEC §4, §9): 60 whole seconds through the one countdown helper, one
 * `sms/ticked` a second, then the label resets.
 */
import { makeStore } from '../../../store';
import { SMS_RESEND_SECONDS } from '../../../store/countdown';
import { registrationFeature } from '../../../store/registration';
import { selectSmsSecondsLeft } from '../../../store/registration/selectors';
import { sent, sms, ticked } from '../../../store/registration/smsSlice';
import { fakeEffects } from '../../support/effects';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const newStore = () => makeStore({ effects: fakeEffects(), features: [registrationFeature] });

test('the countdown starts at 60 and loses one second per 1000 ms', async () => {
  expect(SMS_RESEND_SECONDS).toBe(60);
  const store = newStore();
  expect(selectSmsSecondsLeft(store.getState())).toBeNull();
  store.dispatch(sent());
  expect(selectSmsSecondsLeft(store.getState())).toBe(60);
  await jest.advanceTimersByTimeAsync(999);
  expect(selectSmsSecondsLeft(store.getState())).toBe(60);
  await jest.advanceTimersByTimeAsync(1);
  expect(selectSmsSecondsLeft(store.getState())).toBe(59);
  await jest.advanceTimersByTimeAsync(29_000);
  expect(selectSmsSecondsLeft(store.getState())).toBe(30);
});

test('after 60 s the machine is ready again (label resets) and the ticks stop', async () => {
  const seen: string[] = [];
  const store = makeStore({
    effects: fakeEffects(),
    features: [registrationFeature],
    middleware: [
      () => (next) => (action) => {
        seen.push((action as { type: string }).type);
        return next(action);
      },
    ],
  });
  store.dispatch(sent());
  await jest.advanceTimersByTimeAsync(59_000);
  expect(selectSmsSecondsLeft(store.getState())).toBe(1);
  await jest.advanceTimersByTimeAsync(1000);
  expect(sms.selectSlice(store.getState())).toEqual({ status: 'ready' });
  expect(selectSmsSecondsLeft(store.getState())).toBeNull();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(seen.filter((t) => t === 'sms/ticked')).toHaveLength(60);
});

test('a new countdown supersedes a running one instead of ticking twice as fast', async () => {
  const store = newStore();
  store.dispatch(sent());
  await jest.advanceTimersByTimeAsync(10_500);
  store.dispatch(sent());
  expect(selectSmsSecondsLeft(store.getState())).toBe(60);
  await jest.advanceTimersByTimeAsync(1000);
  expect(selectSmsSecondsLeft(store.getState())).toBe(59);
  await jest.advanceTimersByTimeAsync(1000);
  expect(selectSmsSecondsLeft(store.getState())).toBe(58);
});

test('the reducer is pure: ticks replay to the same second without timers', () => {
  let state = sms.reducer(undefined, sent());
  for (let i = 0; i < 5; i++) state = sms.reducer(state, ticked());
  expect(state).toEqual({ status: 'counting', secondsLeft: 55 });
  for (let i = 0; i < 55; i++) state = sms.reducer(state, ticked());
  expect(state).toEqual({ status: 'ready' });
  expect(sms.reducer(state, ticked())).toEqual({ status: 'ready' });
});
