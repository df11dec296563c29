/**
 * Server answers are frozen whole before the reducer (store/api/freezeAnswers.ts), so Immer does not
 * walk a large answer value by value; nothing else is frozen.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import '../../support/msw';
import { makeStore } from '../../../store';
import { deepFreeze, freezeAnswers } from '../../../store/api/freezeAnswers';
import { complaintApi } from '../../../store/complaintRecords';
import { fakeEffects } from '../../support/effects';

type Answer = { type: string; payload: { tabs: { list: object[] }[] } };

test('an answer reaches the reducer frozen to its last row, and the state holds that same answer', async () => {
  const frozenOnArrival: boolean[] = [];
  let answer: Answer['payload'] | undefined;
  const store = makeStore({
    effects: fakeEffects(),
    onAction: (action) => {
      const a = action as Answer;
      if (!complaintApi.endpoints.problemList.matchFulfilled(action)) return;
      answer = a.payload;
      const rows = a.payload.tabs.flatMap((tab) => tab.list);
      frozenOnArrival.push(Object.isFrozen(a.payload), Object.isFrozen(a.payload.tabs), ...rows.map(Object.isFrozen));
    },
  });
  const sub = store.dispatch(complaintApi.endpoints.problemList.initiate());
  await sub.unwrap();
  expect(frozenOnArrival.length).toBeGreaterThan(3);
  expect(frozenOnArrival.every(Boolean)).toBe(true);
  expect(complaintApi.endpoints.problemList.select()(store.getState() as never).data).toBe(answer);
  sub.unsubscribe();
});

test('other actions and other thunks keep their payloads as they are', () => {
  const seen: object[] = [];
  const next = (action: unknown) => {
    seen.push((action as { payload: object }).payload);
    return action;
  };
  const run = freezeAnswers({ dispatch: jest.fn(), getState: jest.fn() })(next);
  run({ type: 'plain/action', payload: { a: { b: 1 } } });
  const thunk = createAsyncThunk('some/thunk', () => ({ a: { b: 1 } }));
  run(thunk.fulfilled({ a: { b: 1 } }, 'request-1'));
  expect(seen).toHaveLength(2);
  for (const payload of seen) expect(Object.isFrozen(payload)).toBe(false);
});

test('a deep or circular answer is frozen without running out of stack', () => {
  const deep: { next?: object } = {};
  let cursor = deep;
  for (let i = 0; i < 200_000; i += 1) cursor = cursor.next = {};
  const circular: { self?: object; list: object[] } = { list: [{}] };
  circular.self = circular;
  expect(() => deepFreeze(deep)).not.toThrow();
  expect(() => deepFreeze(circular)).not.toThrow();
  expect(Object.isFrozen(cursor)).toBe(true);
  expect(Object.isFrozen(circular.list[0])).toBe(true);
});
