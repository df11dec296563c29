/**
 * The rating machine against the contract server: opens on isScore 1, the no-star notice, one score
 * post, thank-you below 4, native toRate at 4 or more, a failed post, and a new visit starting over.
 */
import { http } from 'msw';
import { server } from '../../support/msw';
import { armFault } from '../../../server/faults';
import { v3 } from '../../../server/http';
import { loanDetailApi, loanDetailEntered, loanDetailFeature } from '../../../store/loanDetail';
import { nativeCallRequested } from '../../../store/native';
import {
  STORE_RATING_FROM,
  ratingDismissed,
  ratingFeature,
  ratingSendRequested,
  ratingStarsChosen,
  selectRating,
  selectRatingOpen,
  selectRatingSending,
  selectRatingStars,
  selectThanksOpen,
} from '../../../store/rating';
import { SESSION, startStore, watchRequests } from '../confirmReload/kit';

const requests = watchRequests(server);

beforeEach(() => {
  // Rating has no timers of its own; fake ones prove nothing here waits on the clock.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
});

const settle = async () => {
  for (let i = 0; i < 6; i += 1) {
    await jest.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => jest.requireActual('timers').setImmediate(resolve));
  }
};

async function openOrder(orderId: string, productId = '1') {
  const kit = startStore(`?${SESSION}&productId=${productId}&orderId=${orderId}`, [loanDetailFeature, ratingFeature]);
  kit.store.dispatch(loanDetailEntered({ productId, orderId }));
  const sub = kit.store.dispatch(loanDetailApi.endpoints.loanDetails.initiate({ productId, orderId }));
  await settle();
  return { ...kit, sub };
}

type Kit = Awaited<ReturnType<typeof openOrder>>;
const modal = (kit: Kit) => selectRating(kit.store.getState());

const scorePosts = async () => {
  await requests.settled();
  return requests.to('/loan-score').map((r) => r.body);
};

test.each(['200', '180'])('order %s (isScore 1) opens the rating modal with no star chosen', async (orderId) => {
  const kit = await openOrder(orderId);
  expect(modal(kit)).toEqual({ status: 'open', stars: 0, productId: '1', orderId });
  expect(selectRatingOpen(kit.store.getState())).toBe(true);
  expect(selectRatingStars(kit.store.getState())).toBe(0);
  kit.sub.unsubscribe();
});

test.each(['21', '151', '110', '170', '174', '999'])('order %s (isScore 0) keeps the modal closed', async (orderId) => {
  const kit = await openOrder(orderId);
  expect(modal(kit).status).toBe('closed');
  expect(selectRatingOpen(kit.store.getState())).toBe(false);
  kit.sub.unsubscribe();
});

test('sending with no star says chooseRating ("Seleccione una calificación") and posts nothing', async () => {
  const kit = await openOrder('200');
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(kit.effects.notices).toEqual([{ code: 'chooseRating', tone: 'info' }]);
  expect(await scorePosts()).toEqual([]);
  expect(selectRatingOpen(kit.store.getState())).toBe(true);
  kit.sub.unsubscribe();
});

test('stars outside 1..5 are not taken', async () => {
  const kit = await openOrder('200');
  kit.store.dispatch(ratingStarsChosen(0));
  kit.store.dispatch(ratingStarsChosen(6));
  expect(modal(kit)).toMatchObject({ stars: 0 });
  kit.store.dispatch(ratingStarsChosen(5));
  expect(modal(kit)).toMatchObject({ stars: 5 });
  expect(selectRatingStars(kit.store.getState())).toBe(5);
  kit.sub.unsubscribe();
});

test.each([1, 2, 3])('%i star(s): posts the score once, then the thank-you modal; no store rating', async (stars) => {
  const kit = await openOrder('200', '2');
  kit.store.dispatch(ratingStarsChosen(stars));
  kit.store.dispatch(ratingSendRequested());
  expect(selectRatingSending(kit.store.getState())).toBe(true);
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(await scorePosts()).toEqual([{ productId: '2', orderId: '200', score: stars }]);
  expect(selectThanksOpen(kit.store.getState())).toBe(true);
  expect(kit.ofType(nativeCallRequested.type)).toHaveLength(0);
  expect(kit.effects.nativeCalls).toHaveLength(0);
  expect(kit.effects.notices).toEqual([]);
  kit.store.dispatch(ratingDismissed());
  expect(modal(kit).status).toBe('finished');
  kit.sub.unsubscribe();
});

test.each([4, 5])('%i stars: posts the score once, then calls the native toRate; no thank-you modal', async (stars) => {
  expect(STORE_RATING_FROM).toBe(4);
  const kit = await openOrder('180');
  kit.store.dispatch(ratingStarsChosen(stars));
  kit.store.dispatch(ratingSendRequested());
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(await scorePosts()).toEqual([{ productId: '1', orderId: '180', score: stars }]);
  expect(kit.effects.nativeCalls).toEqual([{ name: 'toRate' }]);
  expect(selectThanksOpen(kit.store.getState())).toBe(false);
  expect(modal(kit).status).toBe('finished');
  kit.sub.unsubscribe();
});

test('once rated, the server stops asking (isScore 0) and a new visit keeps the modal closed', async () => {
  const kit = await openOrder('200');
  kit.store.dispatch(ratingStarsChosen(5));
  kit.store.dispatch(ratingSendRequested());
  await settle();
  kit.store.dispatch(loanDetailEntered({ productId: '1', orderId: '200' }));
  expect(modal(kit).status).toBe('closed');
  await kit.store.dispatch(
    loanDetailApi.endpoints.loanDetails.initiate({ productId: '1', orderId: '200' }, { forceRefetch: true }),
  );
  await settle();
  expect(modal(kit).status).toBe('closed');
  kit.sub.unsubscribe();
});

test('"not now" closes the modal for this visit, even if the details load again', async () => {
  const kit = await openOrder('200');
  kit.store.dispatch(ratingDismissed());
  await kit.store.dispatch(
    loanDetailApi.endpoints.loanDetails.initiate({ productId: '1', orderId: '200' }, { forceRefetch: true }),
  );
  await settle();
  expect(modal(kit).status).toBe('finished');
  expect(await scorePosts()).toEqual([]);
  kit.sub.unsubscribe();
});

test('a failed post reopens the stars for another try, with our networkError words', async () => {
  armFault('loan-score', '500');
  const kit = await openOrder('200');
  kit.store.dispatch(ratingStarsChosen(2));
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(modal(kit)).toMatchObject({ status: 'open', stars: 2 });
  expect(kit.effects.notices).toEqual([{ code: 'networkError' }]);
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(selectThanksOpen(kit.store.getState())).toBe(true);
  expect(await scorePosts()).toHaveLength(2);
  kit.sub.unsubscribe();
});

test("a post the server refuses shows the server's words and reopens the stars", async () => {
  server.use(http.post('*/v3/loan-details/loan-score', () => v3(false, 'Calificación no registrada')));
  const kit = await openOrder('200');
  kit.store.dispatch(ratingStarsChosen(3));
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(kit.effects.notices).toEqual([{ text: 'Calificación no registrada' }]);
  expect(modal(kit)).toMatchObject({ status: 'open', stars: 3 });
  kit.sub.unsubscribe();
});
