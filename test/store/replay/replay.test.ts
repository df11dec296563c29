/** Replaying a log through the real reducers rebuilds the state; bad logs are refused with a reason. */
import { readRecording, RecordingError, PAGE_LOADED } from '../../../store/replay/format';
import { replay, replayStates } from '../../../store/replay/replay';
import { diffValues } from '../../../store/replay/diff';
import { sessionStarted } from '../../../store/session/slice';
import { makeStore } from '../../../store';
import { fakeEffects } from '../../support/effects';

const started = sessionStarted({ query: { 'need-pop': '1', orderId: '174' }, inAppBrowser: null, clientType: 'ios' });

test('the replayed state equals the live store state after the same actions', () => {
  const store = makeStore({ effects: fakeEffects() });
  store.dispatch(started);
  const state = replay(readRecording([started]));
  expect(state.session).toEqual(store.getState().session);
});

test('a page-load marker restarts from the initial state, as the page did', () => {
  const states = replayStates(readRecording([started, { type: PAGE_LOADED }]));
  expect(states[0].session.started).toBe(true);
  expect(states[1].session.started).toBe(false);
});

test('reads our format, a bare action array and a Redux DevTools export', () => {
  const ours = { format: 'loan-h5-recording', version: 1, entries: [{ t: 5, action: started }] };
  expect(readRecording(ours)).toEqual([{ t: 5, action: started }]);
  expect(readRecording([started])).toEqual([{ t: 0, action: started }]);
  const devtools = {
    actionsById: JSON.stringify({
      0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 1 },
      1: { type: 'PERFORM_ACTION', action: started, timestamp: 2 },
      2: { type: 'PERFORM_ACTION', action: { type: 'session/started', payload: { query: {} } }, timestamp: 3 },
    }),
    computedStates: '[]',
    stagedActionIds: [0, 1, 2],
    skippedActionIds: [2],
    nextActionId: 3,
  };
  expect(readRecording(devtools)).toEqual([{ t: 2, action: started }]);
});

test('unknown formats and unknown action types are refused with a one-line reason', () => {
  expect(() => readRecording({ hello: 1 })).toThrow(RecordingError);
  expect(() => readRecording([{ nope: 1 }])).toThrow(/entry 0 is not an action/);
  expect(() => replay(readRecording([{ type: 'mystery/happened' }]))).toThrow(
    /unknown action type "mystery\/happened" at step 1/,
  );
});

test('diff lists what differs by path', () => {
  expect(diffValues({ a: { b: 1, c: [1, 2] } }, { a: { b: 2, c: [1] } })).toEqual([
    '$.a.b: expected 1, got 2',
    '$.a.c[1]: expected 2, got undefined',
  ]);
});
