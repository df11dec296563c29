/**
 * The rating machine and the loan detail page state against the contract server: opens on
 * isScore 1, no-star toast, one score post, thank-you below 4, native toRate at 4 or more,
 * the show-market flag, and borrow again through the bridge.
 */
import { server } from '../../support/msw';
import { armFault } from '../../../server/faults';
import { clearBridgeLog, getBridgeLog } from '../../../src/native/bridge';
import { MSG } from '../../../src/i18n/messages';
import { feedback } from '../../../src/ui/feedback';
import { loanApi } from '../../../store/api/loan';
import { nativeCallRequested } from '../../../store/native/slice';
import {
  selectRatingOpen,
  selectReminderOpen,
  selectShowMarket,
  selectThanksOpen,
} from '../../../store/rating/selectors';
import {
  STORE_RATING_FROM,
  borrowAgainTapped,
  extensionReminderClosed,
  extensionReminderOpened,
  loanDetailEntered,
  ratingDismissed,
  ratingSendRequested,
  ratingStarsChosen,
} from '../../../store/rating/slice';
import { SESSION, startStore, watchRequests } from '../confirmReload/kit';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/rating/listeners';

const requests = watchRequests(server);

let toast: jest.SpyInstance;
beforeEach(() => {
  toast = jest.spyOn(feedback, 'toast').mockResolvedValue(undefined);
  clearBridgeLog();
  // Rating has no timers of its own; fake ones prove nothing here waits on the clock.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  toast.mockRestore();
  jest.useRealTimers();
});

const settle = async () => {
  for (let i = 0; i < 6; i += 1) {
    await jest.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => jest.requireActual('timers').setImmediate(resolve));
  }
};

async function openOrder(orderId: string, productId = '1') {
  const kit = startStore(`?${SESSION}&productId=${productId}&orderId=${orderId}`);
  kit.store.dispatch(loanDetailEntered({ productId, orderId }));
  const sub = kit.store.dispatch(loanApi.endpoints.loanDetails.initiate({ productId, orderId }));
  await settle();
  return { ...kit, sub };
}

const scorePosts = async () => {
  await requests.settled();
  return requests.to('/loan-score').map((r) => r.body);
};

test.each(['200', '180'])('order %s (isScore 1) opens the rating modal with no star chosen', async (orderId) => {
  const kit = await openOrder(orderId);
  expect(kit.store.getState().rating.modal).toEqual({ status: 'open', stars: 0, productId: '1', orderId });
  expect(selectRatingOpen(kit.store.getState())).toBe(true);
  kit.sub.unsubscribe();
});

test.each(['21', '151', '110', '170', '174', '999'])('order %s (isScore 0) keeps the modal closed', async (orderId) => {
  const kit = await openOrder(orderId);
  expect(kit.store.getState().rating.modal.status).toBe('closed');
  kit.sub.unsubscribe();
});

test('sending with no star shows "Seleccione una calificación" and posts nothing', async () => {
  const kit = await openOrder('200');
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(toast).toHaveBeenCalledWith(MSG.chooseRating);
  expect(MSG.chooseRating).toBe('Seleccione una calificación');
  expect(await scorePosts()).toEqual([]);
  expect(selectRatingOpen(kit.store.getState())).toBe(true);
  kit.sub.unsubscribe();
});

test('stars outside 1..5 are not taken', async () => {
  const kit = await openOrder('200');
  kit.store.dispatch(ratingStarsChosen(0));
  kit.store.dispatch(ratingStarsChosen(6));
  expect(kit.store.getState().rating.modal).toMatchObject({ stars: 0 });
  kit.store.dispatch(ratingStarsChosen(5));
  expect(kit.store.getState().rating.modal).toMatchObject({ stars: 5 });
  kit.sub.unsubscribe();
});

test.each([1, 2, 3])('%i star(s): posts the score once, then the thank-you modal; no store rating', async (stars) => {
  const kit = await openOrder('200', '2');
  kit.store.dispatch(ratingStarsChosen(stars));
  kit.store.dispatch(ratingSendRequested());
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(await scorePosts()).toEqual([{ productId: '2', orderId: '200', score: stars }]);
  expect(selectThanksOpen(kit.store.getState())).toBe(true);
  expect(kit.ofType(nativeCallRequested.type)).toHaveLength(0);
  expect(getBridgeLog()).toHaveLength(0);
  expect(toast).not.toHaveBeenCalled();
  kit.store.dispatch(ratingDismissed());
  expect(kit.store.getState().rating.modal.status).toBe('finished');
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
  expect(kit.ofType(nativeCallRequested.type).map((a) => a.payload)).toEqual([{ name: 'toRate' }]);
  expect(getBridgeLog().map((e) => e.name)).toEqual(['toRate']);
  expect(selectThanksOpen(kit.store.getState())).toBe(false);
  expect(kit.store.getState().rating.modal.status).toBe('finished');
  kit.sub.unsubscribe();
});

test('once rated, the server stops asking (isScore 0) and a refetch keeps the modal closed', async () => {
  const kit = await openOrder('200');
  kit.store.dispatch(ratingStarsChosen(5));
  kit.store.dispatch(ratingSendRequested());
  await settle();
  kit.store.dispatch(loanDetailEntered({ productId: '1', orderId: '200' }));
  await kit.store.dispatch(
    loanApi.endpoints.loanDetails.initiate({ productId: '1', orderId: '200' }, { forceRefetch: true }),
  );
  await settle();
  expect(kit.store.getState().rating.modal.status).toBe('closed');
  kit.sub.unsubscribe();
});

test('"not now" closes the modal for this visit, even if the details load again', async () => {
  const kit = await openOrder('200');
  kit.store.dispatch(ratingDismissed());
  await kit.store.dispatch(
    loanApi.endpoints.loanDetails.initiate({ productId: '1', orderId: '200' }, { forceRefetch: true }),
  );
  await settle();
  expect(kit.store.getState().rating.modal.status).toBe('finished');
  expect(await scorePosts()).toEqual([]);
  kit.sub.unsubscribe();
});

test('a failed post reopens the stars for another try, with a toast', async () => {
  armFault('loan-score', '500');
  const kit = await openOrder('200');
  kit.store.dispatch(ratingStarsChosen(2));
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(kit.store.getState().rating.modal).toMatchObject({ status: 'open', stars: 2 });
  expect(toast).toHaveBeenCalledWith('error');
  kit.store.dispatch(ratingSendRequested());
  await settle();
  expect(selectThanksOpen(kit.store.getState())).toBe(true);
  kit.sub.unsubscribe();
});

test('the show-market flag is on before the details load and off after', async () => {
  const kit = startStore(`?${SESSION}&productId=1&orderId=174`);
  kit.store.dispatch(loanDetailEntered({ productId: '1', orderId: '174' }));
  expect(selectShowMarket(kit.store.getState())).toBe(true);
  const sub = kit.store.dispatch(loanApi.endpoints.loanDetails.initiate({ productId: '1', orderId: '174' }));
  await settle();
  expect(selectShowMarket(kit.store.getState())).toBe(false);
  sub.unsubscribe();
});

test('the extension reminder opens and closes as events', async () => {
  const kit = await openOrder('174', '3');
  expect(selectReminderOpen(kit.store.getState())).toBe(false);
  kit.store.dispatch(extensionReminderOpened());
  expect(selectReminderOpen(kit.store.getState())).toBe(true);
  kit.store.dispatch(extensionReminderClosed());
  expect(selectReminderOpen(kit.store.getState())).toBe(false);
  kit.sub.unsubscribe();
});

test('borrow again asks the native shell (goTo) to open the app scheme URL with the product id', async () => {
  const kit = await openOrder('200', '2');
  kit.store.dispatch(borrowAgainTapped({ productId: '2' }));
  expect(kit.ofType(nativeCallRequested.type).map((a) => a.payload)).toEqual([
    { name: 'goTo', payload: { to: 'prestamofacil://product?productId=2', toP: { productId: '2' } } },
  ]);
  expect(getBridgeLog().map((e) => [e.name, e.payload])).toEqual([
    ['goTo', { to: 'prestamofacil://product?productId=2', toP: { productId: '2' } }],
  ]);
  kit.sub.unsubscribe();
});
