/**
 * The detail's follow-up score: the modal opens 3000 ms after a reply that asks for it, never sooner;
 * a score is posted once to problem-score, closes the modal only when the server kept it, and is then
 * never asked for again (the server's detail says so); a score not kept leaves the modal open.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { detailClosed, detailOpened, scoreChanged, scoreDismissed, scoreSent } from '../../../store/complaint';
import { complaintApi } from '../../../store/complaintRecords';
import { selectScore, selectScored } from '../../../store/complaint/selectors';
import { startedStore, until, type Started } from './support';
import type { AppStore } from '../../../store';

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
  server.events.removeAllListeners();
});

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
  expect(selectScore(store.getState())).toEqual({ status: 'open', problemId: '1', stars: 0, sending: false });
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

/** Counts the problem-score calls reaching the server, and lets each through to the real handler. */
function countScorePosts() {
  const bodies: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/problem-score'))
      void request
        .clone()
        .text()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

async function openModal(problemId: string, started: Started = startedStore()) {
  await openDetail(problemId, started);
  await jest.advanceTimersByTimeAsync(3000);
  expect(status(started.store)).toBe('open');
  return started;
}

const sendingDone = (s: Parameters<typeof selectScore>[0]) => {
  const score = selectScore(s);
  return score.status !== 'open' || !score.sending;
};

test('a score needs a star; it is posted once, the modal closes when kept, and thanks are said', async () => {
  const posts = countScorePosts();
  const { store, effects } = await openModal('1', startedStore({ 'need-pop': '1' }));
  store.dispatch(scoreSent());
  expect(selectScore(store.getState())).toMatchObject({ status: 'open', sending: false });
  expect(effects.notices).toEqual([]);
  store.dispatch(scoreChanged(4));
  expect(selectScore(store.getState())).toMatchObject({ stars: 4 });
  store.dispatch(scoreChanged(9));
  expect(selectScore(store.getState())).toMatchObject({ stars: 5 });
  store.dispatch(scoreChanged(4));
  store.dispatch(scoreSent());
  // Out to the server: the modal stays, its stars frozen, a second tap refused.
  expect(selectScore(store.getState())).toMatchObject({ status: 'open', stars: 4, sending: true });
  store.dispatch(scoreSent());
  store.dispatch(scoreChanged(1));
  expect(selectScore(store.getState())).toMatchObject({ status: 'open', stars: 4, sending: true });
  await until(store, sendingDone, 'score answered');
  expect(status(store)).toBe('done');
  expect(selectScored(store.getState())).toEqual({ '1': 4 });
  expect(posts).toHaveLength(1);
  expect(new URLSearchParams(posts[0]).get('score')).toBe('4');
  expect(new URLSearchParams(posts[0]).get('problemId')).toBe('1');
  // The words are the notice host's, in the market's language (test/screens/complaint/detail.test.tsx).
  expect(effects.notices).toEqual([{ code: 'scoreThanks', tone: 'success' }]);
});

test('after a kept score the server no longer asks: a fresh page (new store) opens no modal', async () => {
  const { store } = await openModal('1');
  store.dispatch(scoreChanged(5));
  store.dispatch(scoreSent());
  await until(store, sendingDone, 'score answered');
  // A reload: nothing of this session's memory, only the server's answer.
  const reloaded = await openDetail('1');
  expect(status(reloaded.store)).toBe('done');
  await jest.advanceTimersByTimeAsync(3000 * 2);
  expect(status(reloaded.store)).toBe('done');
  const detail = await reloaded.store.dispatch(
    complaintApi.endpoints.problemDetail.initiate({ problemId: '1' }, { forceRefetch: true }),
  );
  expect(Number(detail.data?.isNeedScore)).toBe(0);
});

test('a kept score refetches the open detail, which then answers isNeedScore 0', async () => {
  const { store } = await openDetail('1');
  // The screen's subscription, as useProblemDetailQuery holds it while the page is open.
  const sub = store.dispatch(complaintApi.endpoints.problemDetail.initiate({ problemId: '1' }));
  await jest.advanceTimersByTimeAsync(3000);
  store.dispatch(scoreChanged(3));
  store.dispatch(scoreSent());
  await until(store, sendingDone, 'score answered');
  const detailOf = complaintApi.endpoints.problemDetail.select({ problemId: '1' });
  // The selector's state type lists only the API's slice; the store's state holds it.
  const isNeedScore = (s: unknown) => Number(detailOf(s as Parameters<typeof detailOf>[0]).data?.isNeedScore);
  await until(store, (s) => isNeedScore(s) === 0, 'detail refetched');
  // The refetch does not restart the machine: no second modal.
  await jest.advanceTimersByTimeAsync(3000 * 2);
  expect(status(store)).toBe('done');
  sub.unsubscribe();
});

test('no answer: a clear notice, the modal stays with its stars, and Send tries again', async () => {
  server.use(http.post('*/coalition/problem-score', () => HttpResponse.error(), { once: true }));
  const { store, effects } = await openModal('1');
  store.dispatch(scoreChanged(2));
  store.dispatch(scoreSent());
  await until(store, sendingDone, 'score failed');
  expect(selectScore(store.getState())).toEqual({ status: 'open', problemId: '1', stars: 2, sending: false });
  expect(selectScored(store.getState())).toEqual({});
  expect(effects.said()).toEqual(['scoreNotSent']);
  store.dispatch(scoreSent());
  await until(store, sendingDone, 'score answered');
  expect(status(store)).toBe('done');
  expect(effects.said()).toEqual(['scoreNotSent', 'scoreThanks']);
});

test("a refusal in the server's words is shown as it came, and the modal stays", async () => {
  server.use(
    http.post('*/coalition/problem-score', () =>
      HttpResponse.json({ code: 2, message: 'Calificación no válida', data: null }),
    ),
  );
  const { store, effects } = await openModal('1');
  store.dispatch(scoreChanged(3));
  store.dispatch(scoreSent());
  await until(store, sendingDone, 'score refused');
  expect(selectScore(store.getState())).toMatchObject({ status: 'open', stars: 3, sending: false });
  expect(effects.said()).toEqual(['Calificación no válida']);
});

test('leaving while the score is out: the answer still counts, and no modal comes back', async () => {
  const started = await openModal('1');
  const { store } = started;
  store.dispatch(scoreChanged(2));
  store.dispatch(scoreSent());
  store.dispatch(detailClosed());
  await until(store, (s) => selectScored(s)['1'] === 2, 'score kept');
  await openDetail('1', started);
  expect(status(store)).toBe('done');
  await jest.advanceTimersByTimeAsync(3000);
  expect(status(store)).toBe('done');
});

test("'Later' while the score is out closes the modal at once; the send goes on and counts, unthanked", async () => {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((r) => (answer = r));
  server.use(
    http.post('*/coalition/problem-score', async () => {
      await held;
      return HttpResponse.json({ code: 0, message: 'ok', data: null });
    }),
  );
  const posts = countScorePosts();
  const { store, effects } = await openModal('1');
  store.dispatch(scoreChanged(4));
  store.dispatch(scoreSent());
  await until(store, () => posts.length === 1, 'score out');
  store.dispatch(scoreDismissed());
  expect(status(store)).toBe('done');
  answer();
  await until(store, (s) => selectScored(s)['1'] === 4, 'score kept');
  expect(status(store)).toBe('done');
  expect(posts).toHaveLength(1);
  // Thanks are for a dialog that waited for the answer; this one was closed before it.
  expect(effects.notices).toEqual([]);
});

test('dismissing closes the modal without a score', async () => {
  const { store, effects } = await openDetail('1');
  await jest.advanceTimersByTimeAsync(3000);
  store.dispatch(scoreDismissed());
  expect(status(store)).toBe('done');
  expect(selectScored(store.getState())).toEqual({});
  expect(effects.notices).toEqual([]);
});
