/** The detail's follow-up score: the modal opens 3000 ms after a reply that asks for it, never sooner. */
import { coalitionApi } from '../../../store/api/coalition';
import '../../support/msw';
import { detailClosed, detailOpened, scoreChanged, scoreDismissed, scoreSent } from '../../../store/complaint/slice';
import { feedback } from '../../../src/ui/feedback';
import { en, es } from '../../../src/i18n/complaint';
import { startedStore, until } from './support';
import type { AppStore } from '../../../store';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/complaint/listeners';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));
const fb = feedback as jest.Mocked<typeof feedback>;

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

async function openDetail(problemId: string, store: AppStore = startedStore()) {
  store.dispatch(detailOpened({ problemId }));
  const request = store.dispatch(coalitionApi.endpoints.problemDetail.initiate({ problemId }, { forceRefetch: true }));
  await until(store, (s) => s.complaint.score.status !== 'loading', 'detail loaded');
  request.unsubscribe();
  return store;
}
const status = (store: AppStore) => store.getState().complaint.score.status;

test('complaint 1 (isNeedScore 1): closed at 2999 ms, open at 3000 ms', async () => {
  const store = await openDetail('1');
  expect(status(store)).toBe('waiting');
  await jest.advanceTimersByTimeAsync(3000 - 1);
  expect(status(store)).toBe('waiting');
  await jest.advanceTimersByTimeAsync(1);
  expect(store.getState().complaint.score).toEqual({ status: 'open', problemId: '1', stars: 0 });
});

test('complaint 2 (isNeedScore 0): no modal, ever', async () => {
  const store = await openDetail('2');
  expect(status(store)).toBe('done');
  await jest.advanceTimersByTimeAsync(3000 * 3);
  expect(status(store)).toBe('done');
});

test('leaving the detail before 3000 ms cancels the modal', async () => {
  const store = await openDetail('1');
  await jest.advanceTimersByTimeAsync(1000);
  store.dispatch(detailClosed());
  await jest.advanceTimersByTimeAsync(3000);
  expect(status(store)).toBe('idle');
});

test('a score needs a star; sending keeps it in the machine and thanks in the market language', async () => {
  const store = await openDetail('1', startedStore({ 'need-pop': '1' }));
  await jest.advanceTimersByTimeAsync(3000);
  store.dispatch(scoreSent());
  expect(status(store)).toBe('open');
  expect(fb.success).not.toHaveBeenCalled();
  store.dispatch(scoreChanged(4));
  expect(store.getState().complaint.score).toMatchObject({ stars: 4 });
  store.dispatch(scoreChanged(9));
  expect(store.getState().complaint.score).toMatchObject({ stars: 5 });
  store.dispatch(scoreChanged(4));
  store.dispatch(scoreSent());
  expect(status(store)).toBe('done');
  expect(store.getState().complaint.scored).toEqual({ '1': 4 });
  await jest.advanceTimersByTimeAsync(0); // the thank-you text loads with the screen's pack
  expect(fb.success).toHaveBeenCalledWith(en.scoreThanks);
  expect(en.scoreThanks).not.toBe(es.scoreThanks);
});

test('a complaint scored in this session does not ask again', async () => {
  const store = await openDetail('1');
  await jest.advanceTimersByTimeAsync(3000);
  store.dispatch(scoreChanged(2));
  store.dispatch(scoreSent());
  store.dispatch(detailClosed());
  await openDetail('1', store);
  expect(status(store)).toBe('done');
  await jest.advanceTimersByTimeAsync(3000);
  expect(status(store)).toBe('done');
});

test('dismissing closes the modal without a score', async () => {
  const store = await openDetail('1');
  await jest.advanceTimersByTimeAsync(3000);
  store.dispatch(scoreDismissed());
  expect(status(store)).toBe('done');
  expect(store.getState().complaint.scored).toEqual({});
  expect(fb.success).not.toHaveBeenCalled();
});
