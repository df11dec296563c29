/** The SMS countdown (SPEC §4, §9): 60 whole seconds, one `sms/ticked` a second, then the label resets. */
import { makeStore } from '../../../store';
import { sent, ticked, SMS_COUNTDOWN_SECONDS } from '../../../store/sms/slice';
import { selectSmsSecondsLeft } from '../../../store/sms/selectors';
import smsReducer from '../../../store/sms/slice';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/sms/listeners';
import { fakeEffects } from '../../support/effects';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the countdown starts at 60 and loses one second per 1000 ms', async () => {
  expect(SMS_COUNTDOWN_SECONDS).toBe(60);
  const store = makeStore({ effects: fakeEffects() });
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
  expect(store.getState().sms).toEqual({ status: 'ready' });
  expect(selectSmsSecondsLeft(store.getState())).toBeNull();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(seen.filter((t) => t === 'sms/ticked')).toHaveLength(60);
});

test('a new countdown supersedes a running one instead of ticking twice as fast', async () => {
  const store = makeStore({ effects: fakeEffects() });
  store.dispatch(sent());
  await jest.advanceTimersByTimeAsync(10_500);
  store.dispatch(sent());
  expect(selectSmsSecondsLeft(store.getState())).toBe(60);
  await jest.advanceTimersByTimeAsync(1000);
  expect(selectSmsSecondsLeft(store.getState())).toBe(59);
});

test('the reducer is pure: ticks replay to the same second without timers', () => {
  let state = smsReducer(undefined, sent());
  for (let i = 0; i < 5; i++) state = smsReducer(state, ticked());
  expect(state).toEqual({ status: 'counting', secondsLeft: 55 });
  for (let i = 0; i < 55; i++) state = smsReducer(state, ticked());
  expect(state).toEqual({ status: 'ready' });
  expect(smsReducer(state, ticked())).toEqual({ status: 'ready' });
});
