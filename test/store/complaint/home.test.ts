/** The home part of the complaint machine: order from problem-init, type, sub-type, the collection block. */
import '../../support/msw';
import { coalitionApi } from '../../../store/api/coalition';
import { selectComplaintNavigation, selectShowsOrderSections } from '../../../store/complaint/selectors';
import {
  homeOpened,
  orderChosen,
  orderPickerClosed,
  orderPickerOpened,
  subTypeChosen,
  typeChosen,
} from '../../../store/complaint/slice';
import { feedback } from '../../../src/ui/feedback';
import { MSG } from '../../../src/i18n/messages';
import { startedStore, until } from './support';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/complaint/listeners';

jest.mock('../../../src/ui/feedback', () => ({
  feedback: { toast: jest.fn(), loading: jest.fn(), clear: jest.fn(), success: jest.fn(), fail: jest.fn() },
}));
const fb = feedback as jest.Mocked<typeof feedback>;
beforeEach(() => jest.clearAllMocks());

async function openHome(orderId: string) {
  const store = startedStore({ orderId, 'need-pop': '2' });
  store.dispatch(homeOpened({ orderId }));
  await store.dispatch(coalitionApi.endpoints.problemInit.initiate({ orderId }));
  return store;
}

test('the order detail of problem-init becomes the chosen order and the sections show', async () => {
  const store = await openHome('174');
  expect(store.getState().complaint.flow).toEqual({
    status: 'choosingType',
    orderId: '174',
    order: { orderNo: '174', isShow: '1' },
    pickerOpen: false,
  });
  expect(selectShowsOrderSections(store.getState())).toBe(true);
});

test('no order detail and an empty order list keep the sections hidden', async () => {
  const store = await openHome('empty');
  expect(store.getState().complaint.flow).toEqual({ status: 'choosingOrder', orderId: 'empty' });
  expect(selectShowsOrderSections(store.getState())).toBe(false);
});

test('the form call of problem-init (no orderId) never chooses the order', async () => {
  const store = startedStore();
  store.dispatch(homeOpened({ orderId: '174' }));
  await store.dispatch(coalitionApi.endpoints.problemInit.initiate({}));
  expect(store.getState().complaint.flow.status).toBe('choosingOrder');
});

test('a type other than 1 goes straight to the form, keeping the session query', async () => {
  const store = await openHome('174');
  store.dispatch(typeChosen({ value: '2' }));
  expect(store.getState().complaint.goTo).toEqual({
    screen: 'form',
    target: { orderNo: '174', type: '2', sonType: '' },
  });
  const nav = selectComplaintNavigation(store.getState());
  expect(nav?.replace).toBe(false);
  const url = new URL(nav!.to, 'http://x');
  expect(url.pathname).toBe('/complainPageNext');
  expect(Object.fromEntries(url.searchParams)).toEqual(
    expect.objectContaining({
      problemType: '2',
      problemSonType: '',
      orderNo: '174',
      sessionId: 'sess-1',
      'need-pop': '2',
    }),
  );
  expect(url.searchParams.has('orderId')).toBe(false);
});

test('type 1 on an order with isShow 1 reveals the sub-types; a sub-type goes to the form', async () => {
  const store = await openHome('174');
  store.dispatch(typeChosen({ value: '1' }));
  expect(store.getState().complaint.flow).toMatchObject({ status: 'choosingSubType', type: '1' });
  expect(store.getState().complaint.goTo).toBeNull();
  store.dispatch(subTypeChosen({ value: '12' }));
  expect(store.getState().complaint.goTo).toEqual({
    screen: 'form',
    target: { orderNo: '174', type: '1', sonType: '12' },
  });
  expect(fb.toast).not.toHaveBeenCalled();
});

test('a sub-type is ignored before type 1 is chosen', async () => {
  const store = await openHome('174');
  store.dispatch(subTypeChosen({ value: '12' }));
  expect(store.getState().complaint.goTo).toBeNull();
});

test(`type 1 on an order whose isShow is not 1 is refused with '${MSG.collectionBlocked}'`, async () => {
  const store = await openHome('200');
  expect(store.getState().complaint.flow).toMatchObject({ order: { orderNo: '200', isShow: '0' } });
  store.dispatch(typeChosen({ value: '1' }));
  expect(store.getState().complaint.flow.status).toBe('choosingType');
  expect(store.getState().complaint.goTo).toBeNull();
  expect(store.getState().complaint.notice).toMatchObject({ text: MSG.collectionBlocked });
  expect(fb.toast).toHaveBeenCalledWith(MSG.collectionBlocked);
  // The same refusal twice toasts twice.
  store.dispatch(typeChosen({ value: '1' }));
  expect(fb.toast).toHaveBeenCalledTimes(2);
});

test("picking another order from 'All' applies the block to that order and closes the sub-types", async () => {
  const store = await openHome('174');
  store.dispatch(typeChosen({ value: '1' }));
  store.dispatch(orderPickerOpened());
  expect(store.getState().complaint.flow).toMatchObject({ pickerOpen: true });
  store.dispatch(orderChosen({ orderNo: '200', isShow: '0' }));
  expect(store.getState().complaint.flow).toMatchObject({
    status: 'choosingType',
    order: { orderNo: '200', isShow: '0' },
    pickerOpen: false,
  });
  store.dispatch(typeChosen({ value: '1' }));
  expect(fb.toast).toHaveBeenCalledWith(MSG.collectionBlocked);
  store.dispatch(typeChosen({ value: '3' }));
  expect(store.getState().complaint.goTo).toEqual({
    screen: 'form',
    target: { orderNo: '200', type: '3', sonType: '' },
  });
  store.dispatch(orderPickerOpened());
  store.dispatch(orderPickerClosed());
  expect(store.getState().complaint.flow).toMatchObject({ pickerOpen: false });
});

test('reopening home starts over from the order of the new answer', async () => {
  const store = await openHome('174');
  store.dispatch(typeChosen({ value: '1' }));
  store.dispatch(homeOpened({ orderId: '180' }));
  expect(store.getState().complaint.flow).toEqual({ status: 'choosingOrder', orderId: '180' });
  store.dispatch(coalitionApi.endpoints.problemInit.initiate({ orderId: '180' }));
  await until(store, (s) => s.complaint.flow.status === 'choosingType', 'order 180');
  expect(store.getState().complaint.flow).toMatchObject({ order: { orderNo: '180', isShow: '1' } });
});
