/** The home part of the complaint machine: order from problem-init, type, sub-type, the collection block. */
import '../../support/msw';
import {
  homeOpened,
  orderChosen,
  orderPickerClosed,
  orderPickerOpened,
  subTypeChosen,
  typeChosen,
} from '../../../store/complaint';
import { complaintApi } from '../../../store/complaintRecords';
import { selectFlow, selectNotice, selectShowsOrderSections } from '../../../store/complaint/selectors';
import { routeOf, startedStore, until, type Started } from './support';

async function openHome(orderId: string): Promise<Started> {
  const started = startedStore({ orderId, 'need-pop': '2' });
  started.store.dispatch(homeOpened({ orderId }));
  await started.store.dispatch(complaintApi.endpoints.problemInit.initiate({ orderId }));
  return started;
}

test('the order detail of problem-init becomes the chosen order and the sections show', async () => {
  const { store } = await openHome('174');
  expect(selectFlow(store.getState())).toEqual({
    status: 'choosingType',
    orderId: '174',
    order: { orderNo: '174', isShow: '1' },
    pickerOpen: false,
  });
  expect(selectShowsOrderSections(store.getState())).toBe(true);
});

test('no order detail and an empty order list keep the sections hidden', async () => {
  const { store } = await openHome('empty');
  expect(selectFlow(store.getState())).toEqual({ status: 'choosingOrder', orderId: 'empty' });
  expect(selectShowsOrderSections(store.getState())).toBe(false);
});

test('the form call of problem-init (no orderId) never chooses the order', async () => {
  const { store } = startedStore();
  store.dispatch(homeOpened({ orderId: '174' }));
  await store.dispatch(complaintApi.endpoints.problemInit.initiate({}));
  expect(selectFlow(store.getState()).status).toBe('choosingOrder');
});

test('a type other than 1 goes straight to the form, keeping the session query', async () => {
  const { store, effects } = await openHome('174');
  store.dispatch(typeChosen({ value: '2' }));
  expect(effects.navigations).toHaveLength(1);
  const { url, replace } = routeOf(effects);
  expect(replace).toBe(false);
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
  const { store, effects } = await openHome('174');
  store.dispatch(typeChosen({ value: '1' }));
  expect(selectFlow(store.getState())).toMatchObject({ status: 'choosingSubType', type: '1' });
  expect(effects.navigations).toEqual([]);
  store.dispatch(subTypeChosen({ value: '12' }));
  expect(effects.navigations).toHaveLength(1);
  const { url, replace } = routeOf(effects);
  expect(replace).toBe(false);
  expect(url.pathname).toBe('/complainPageNext');
  expect([url.searchParams.get('problemType'), url.searchParams.get('problemSonType')]).toEqual(['1', '12']);
  expect(url.searchParams.get('orderNo')).toBe('174');
  expect(effects.notices).toEqual([]);
});

test('a sub-type is ignored before type 1 is chosen', async () => {
  const { store, effects } = await openHome('174');
  store.dispatch(subTypeChosen({ value: '12' }));
  expect(effects.navigations).toEqual([]);
});

test('type 1 on an order whose isShow is not 1 is refused with collectionBlocked', async () => {
  const { store, effects } = await openHome('200');
  expect(selectFlow(store.getState())).toMatchObject({ order: { orderNo: '200', isShow: '0' } });
  store.dispatch(typeChosen({ value: '1' }));
  expect(selectFlow(store.getState()).status).toBe('choosingType');
  expect(effects.navigations).toEqual([]);
  expect(selectNotice(store.getState())).toMatchObject({ code: 'collectionBlocked' });
  expect(effects.notices).toEqual([{ code: 'collectionBlocked', tone: 'info' }]);
  // The same refusal twice is said twice.
  store.dispatch(typeChosen({ value: '1' }));
  expect(effects.said()).toEqual(['collectionBlocked', 'collectionBlocked']);
});

test("picking another order from 'All' applies the block to that order and closes the sub-types", async () => {
  const { store, effects } = await openHome('174');
  store.dispatch(typeChosen({ value: '1' }));
  store.dispatch(orderPickerOpened());
  expect(selectFlow(store.getState())).toMatchObject({ pickerOpen: true });
  store.dispatch(orderChosen({ orderNo: '200', isShow: '0' }));
  expect(selectFlow(store.getState())).toMatchObject({
    status: 'choosingType',
    order: { orderNo: '200', isShow: '0' },
    pickerOpen: false,
  });
  store.dispatch(typeChosen({ value: '1' }));
  expect(effects.said()).toEqual(['collectionBlocked']);
  store.dispatch(typeChosen({ value: '3' }));
  expect(effects.navigations).toHaveLength(1);
  const { url } = routeOf(effects);
  expect(url.pathname).toBe('/complainPageNext');
  expect([url.searchParams.get('orderNo'), url.searchParams.get('problemType')]).toEqual(['200', '3']);
  expect(url.searchParams.get('problemSonType')).toBe('');
  store.dispatch(orderPickerOpened());
  store.dispatch(orderPickerClosed());
  expect(selectFlow(store.getState())).toMatchObject({ pickerOpen: false });
});

test('reopening home starts over from the order of the new answer', async () => {
  const { store } = await openHome('174');
  store.dispatch(typeChosen({ value: '1' }));
  store.dispatch(homeOpened({ orderId: '180' }));
  expect(selectFlow(store.getState())).toEqual({ status: 'choosingOrder', orderId: '180' });
  void store.dispatch(complaintApi.endpoints.problemInit.initiate({ orderId: '180' }));
  await until(store, (s) => selectFlow(s).status === 'choosingType', 'order 180');
  expect(selectFlow(store.getState())).toMatchObject({ order: { orderNo: '180', isShow: '1' } });
});
