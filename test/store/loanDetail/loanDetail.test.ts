/**
 * The loan detail page's machine against the contract server: the show-market flag, the extension
 * reminder, a new visit starting over, and borrow again through the native bridge.
 */
import '../../support/msw';
import {
  borrowAgainTapped,
  extensionReminderClosed,
  extensionReminderOpened,
  loanDetailApi,
  loanDetailEntered,
  loanDetailFeature,
  selectReminderOpen,
  selectShowMarket,
} from '../../../store/loanDetail';
import { nativeCallRequested } from '../../../store/native';
import { SESSION, startStore } from '../confirmReload/kit';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

function visit(orderId: string, productId = '1') {
  const kit = startStore(`?${SESSION}&productId=${productId}&orderId=${orderId}`, [loanDetailFeature]);
  kit.store.dispatch(loanDetailEntered({ productId, orderId }));
  return kit;
}

test('the show-market flag is on before the details load and off after', async () => {
  const kit = visit('174');
  expect(selectShowMarket(kit.store.getState())).toBe(true);
  const sub = kit.store.dispatch(loanDetailApi.endpoints.loanDetails.initiate({ productId: '1', orderId: '174' }));
  await waitFor(() => kit.ofType('loanApi/executeQuery/fulfilled').length === 1);
  expect(selectShowMarket(kit.store.getState())).toBe(false);
  sub.unsubscribe();
});

test('the show-market flag stays on when the details fail to load', async () => {
  const kit = visit('12345');
  const sub = kit.store.dispatch(loanDetailApi.endpoints.loanDetails.initiate({ productId: '1', orderId: '12345' }));
  await waitFor(() => kit.ofType('loanApi/executeQuery/rejected').length === 1);
  expect(selectShowMarket(kit.store.getState())).toBe(true);
  sub.unsubscribe();
});

test('the extension reminder opens and closes as events; a new visit closes it', () => {
  const kit = visit('174', '3');
  expect(selectReminderOpen(kit.store.getState())).toBe(false);
  kit.store.dispatch(extensionReminderOpened());
  expect(selectReminderOpen(kit.store.getState())).toBe(true);
  kit.store.dispatch(extensionReminderClosed());
  expect(selectReminderOpen(kit.store.getState())).toBe(false);
  kit.store.dispatch(extensionReminderOpened());
  kit.store.dispatch(loanDetailEntered({ productId: '3', orderId: '180' }));
  expect(selectReminderOpen(kit.store.getState())).toBe(false);
  expect(selectShowMarket(kit.store.getState())).toBe(true);
});

test('borrow again asks the native shell (goTo) to open the app scheme URL with the product id', () => {
  const kit = visit('200', '2');
  kit.store.dispatch(borrowAgainTapped({ productId: '2' }));
  const call = { name: 'goTo', payload: { to: 'prestamofacil://product?productId=2', toP: { productId: '2' } } };
  expect(kit.ofType(nativeCallRequested.type).map((a) => a.payload)).toEqual([call]);
  expect(kit.effects.nativeCalls).toEqual([call]);
});

test("the scheme URL comes from the runtime config and encodes the product's id", () => {
  const kit = startStore(`?${SESSION}`, [loanDetailFeature]);
  const config = kit.effects.config();
  kit.effects.config = () => ({ ...config, appScheme: 'otherapp://' });
  kit.store.dispatch(borrowAgainTapped({ productId: 'a b' }));
  expect(kit.effects.nativeCalls).toEqual([
    { name: 'goTo', payload: { to: 'otherapp://product?productId=a%20b', toP: { productId: 'a b' } } },
  ]);
});
