/** The recorder keeps every action with its time, masked, in a bounded buffer. */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRecorder } from '../../../store/replay/recorder';
import { recorderEnabled, RECORDER_FLAG } from '../../../store/replay/recorderFlag';
import { PAGE_LOADED } from '../../../store/replay/format';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { added: (s, a: { payload: { smsCode: string } }) => s + a.payload.smsCode.length },
});

const storeWith = (recorder: ReturnType<typeof createRecorder>) =>
  configureStore({
    reducer: (state: { counter: number } | undefined, action: { type: string; payload?: unknown }) => {
      recorder.record(action);
      return { counter: counter.reducer(state?.counter, action) };
    },
  });

beforeEach(() => sessionStorage.clear());

test('records each action with its timestamp, secrets masked, after a page-load marker', () => {
  let t = 1000;
  const recorder = createRecorder({ persist: false, now: () => (t += 5), path: '/x' });
  storeWith(recorder).dispatch(counter.actions.added({ smsCode: '123456' }));
  const entries = recorder.entries();
  expect(entries[0].action).toEqual({ type: PAGE_LOADED, payload: { path: '/x' } });
  expect(entries[1]).toEqual({ t: 1010, action: { type: 'counter/added', payload: { smsCode: '000000' } } });
});

test('memory stays bounded: only the newest `limit` actions are kept', () => {
  const recorder = createRecorder({ persist: false, limit: 50 });
  const store = storeWith(recorder);
  for (let i = 0; i < 500; i += 1) store.dispatch(counter.actions.added({ smsCode: 'x' }));
  expect(recorder.entries()).toHaveLength(50);
  expect(store.getState().counter).toBe(500);
});

test('the log survives a full page load through sessionStorage', () => {
  const first = createRecorder({ path: '/a' });
  storeWith(first).dispatch(counter.actions.added({ smsCode: 'ab' }));
  first.flush();
  const second = createRecorder({ path: '/b' });
  expect(second.entries().map((e) => e.action.type)).toEqual([PAGE_LOADED, 'counter/added', PAGE_LOADED]);
});

test('exports our recording format', () => {
  const rec = createRecorder({ persist: false, now: () => 0 });
  expect(rec.exportRecording()).toMatchObject({ format: 'loan-h5-recording', version: 1, entries: expect.any(Array) });
});

test('on in development, on once /testPreview opened, off by default in production, config overrides', () => {
  expect(recorderEnabled(undefined, true, '/kimJuly')).toBe(true);
  expect(recorderEnabled(undefined, false, '/kimJuly')).toBe(false);
  expect(recorderEnabled(undefined, false, '/testPreview')).toBe(true);
  expect(sessionStorage.getItem(RECORDER_FLAG)).toBe('1');
  expect(recorderEnabled(undefined, false, '/kimJuly')).toBe(true);
  expect(recorderEnabled(false, true, '/testPreview')).toBe(false);
  sessionStorage.clear();
  expect(recorderEnabled(true, false, '/kimJuly')).toBe(true);
});

test('on the test page the recorder only exports: it records nothing of its own', () => {
  const first = createRecorder({ path: '/a' });
  first.flush();
  const testPage = createRecorder({ path: '/testPreview', capture: false });
  storeWith(testPage).dispatch(counter.actions.added({ smsCode: 'x' }));
  expect(testPage.entries().map((e) => e.action.type)).toEqual([PAGE_LOADED]);
});
