/** The detail's follow-up score: the modal opens 3000 ms after a reply that asks for it, never sooner. */
import '../../support/msw';
import {
  complaintApi,
  detailClosed,
  detailOpened,
  scoreChanged,
  scoreDismissed,
  scoreSent,
} from '../../../store/complaint';
import { selectScore, selectScored } from '../../../store/complaint/selectors';
import { startedStore, until, type Started } from './support';
import type { AppStore } from '../../../store';

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

async function openDetail(problemId: string, started: Started = startedStore()) {
  const { store } = started;
  store.dispatch(detailOpened({ problemId }));
  const request = store.dispatch(complaintApi.endpoints.problemDetail.initiate({ problemId }, { forceRefetch: true }));
  await until(store, (s) => selectScore(s).status !== 'loading', 'detail loaded');
  request.unsubscribe();
  return started;
}
const status = (store: AppStore) => selectScore(store.getState()).status;

test('complaint 1 (isNeedScore 1): closed at 2999 ms, open at 3000 ms', async () => {
  const { store } = await openDetail('1');
  expect(status(store)).toBe('waiting');
  await jest.advanceTimersByTimeAsync(3000 - 1);
  expect(status(store)).toBe('waiting');
  await jest.advanceTimersByTimeAsync(1);
  expect(selectScore(store.getState())).toEqual({ status: 'open', problemId: '1', stars: 0 });
});

test('complaint 2 (isNeedScore 0): no modal, ever', async () => {
  const { store } = await openDetail('2');
  expect(status(store)).toBe('done');
  await jest.advanceTimersByTimeAsync(3000 * 3);
  expect(status(store)).toBe('done');
});

test('leaving the detail before 3000 ms cancels the modal', async () => {
  const { store } = await openDetail('1');
  await jest.advanceTimersByTimeAsync(1000);
  store.dispatch(detailClosed());
  await jest.advanceTimersByTimeAsync(3000);
  expect(status(store)).toBe('idle');
});

test('a score needs a star; sending keeps it in the machine and says thanks', async () => {
  const { store, effects } = await openDetail('1', startedStore({ 'need-pop': '1' }));
  await jest.advanceTimersByTimeAsync(3000);
  store.dispatch(scoreSent());
  expect(status(store)).toBe('open');
  expect(effects.notices).toEqual([]);
  store.dispatch(scoreChanged(4));
  expect(selectScore(store.getState())).toMatchObject({ stars: 4 });
  store.dispatch(scoreChanged(9));
  expect(selectScore(store.getState())).toMatchObject({ stars: 5 });
  store.dispatch(scoreChanged(4));
  store.dispatch(scoreSent());
  expect(status(store)).toBe('done');
  expect(selectScored(store.getState())).toEqual({ '1': 4 });
  // The words are the notice host's, in the market's language (test/screens/complaint/detail.test.tsx).
  expect(effects.notices).toEqual([{ code: 'scoreThanks', tone: 'success' }]);
  store.dispatch(scoreSent());
  expect(effects.notices).toHaveLength(1);
});

test('a complaint scored in this session does not ask again', async () => {
  const started = await openDetail('1');
  const { store } = started;
  await jest.advanceTimersByTimeAsync(3000);
  store.dispatch(scoreChanged(2));
  store.dispatch(scoreSent());
  store.dispatch(detailClosed());
  await openDetail('1', started);
  expect(status(store)).toBe('done');
  await jest.advanceTimersByTimeAsync(3000);
  expect(status(store)).toBe('done');
});

test('dismissing closes the modal without a score', async () => {
  const { store, effects } = await openDetail('1');
  await jest.advanceTimersByTimeAsync(3000);
  store.dispatch(scoreDismissed());
  expect(status(store)).toBe('done');
  expect(selectScored(store.getState())).toEqual({});
  expect(effects.notices).toEqual([]);
});
