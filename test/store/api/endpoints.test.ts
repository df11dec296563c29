/**
 * The RTK Query endpoints against the contract server: data arrives checked by its schema,
 * malformed data becomes a clear `malformed` error, and writes refetch what they change.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { makeStore } from '../../../store';
import { coalitionApi } from '../../../store/api/coalition';
import { complaintApi } from '../../../store/complaintRecords';
import { productApi } from '../../../store/confirmReload';
import { loanDetailApi } from '../../../store/loanDetail';
import { fakeEffects } from '../../support/effects';

test('a saved complaint refreshes the complaint list (tags)', async () => {
  const store = makeStore({ effects: fakeEffects() });
  const sub = store.dispatch(complaintApi.endpoints.problemList.initiate());
  const before = await sub.unwrap();
  const firstTabCount = before.tabs[0].list.length + before.tabs[1].list.length;

  await store
    .dispatch(
      complaintApi.endpoints.problemSave.initiate({
        problemType: '2',
        problemSonType: '',
        problemDetail: 'El pago no se reflejó',
        problemImage: '',
        orderNo: '174',
      }),
    )
    .unwrap();

  // The invalidated list refetches by itself; wait for that refetch to land.
  await new Promise((r) => setTimeout(r, 20));
  await Promise.all(store.dispatch(coalitionApi.util.getRunningQueriesThunk()));
  const after = complaintApi.endpoints.problemList.select()(store.getState() as never).data!;
  expect(after.tabs[0].list.length + after.tabs[1].list.length).toBe(firstTabCount + 1);
  expect(after.tabs.flatMap((t) => t.list).some((i) => i.content === 'El pago no se reflejó')).toBe(true);
  sub.unsubscribe();
});

test('a response of the wrong shape becomes a malformed error, not data', async () => {
  server.use(
    http.post('*/v3/loan-details/loan-details', () =>
      HttpResponse.json({ success: true, message: '', data: { orderStatus: { evil: true }, userOrderDetail: 'x' } }),
    ),
  );
  const store = makeStore({ effects: fakeEffects() });
  const result = await store.dispatch(loanDetailApi.endpoints.loanDetails.initiate({ productId: '1', orderId: '174' }));
  expect(result.data).toBeUndefined();
  expect(result.error).toMatchObject({ kind: 'malformed' });
});

test('null data and huge strings are malformed too', async () => {
  const huge = 'x'.repeat(30_000);
  server.use(
    http.post('*/coalition/get-whatsapp', () => HttpResponse.json({ code: 0, message: '', data: { phone: huge } })),
    http.post('*/coalition/product-list', () => HttpResponse.json({ code: '0', message: '', data: null })),
  );
  const store = makeStore({ effects: fakeEffects() });
  const a = await store.dispatch(coalitionApi.endpoints.customerService.initiate());
  const b = await store.dispatch(productApi.endpoints.productList.initiate());
  expect(a.error).toMatchObject({ kind: 'malformed' });
  expect(b.error).toMatchObject({ kind: 'malformed' });
});

test('a v3 call with success false is an error carrying the server message', async () => {
  const store = makeStore({ effects: fakeEffects() });
  const result = await store.dispatch(
    loanDetailApi.endpoints.loanDetails.initiate({ productId: '1', orderId: 'nope' }),
  );
  expect(result.error).toMatchObject({ kind: 'failed' });
  expect((result.error as { message: string }).message).not.toBe('');
});

test('a coalition refusal is an error with its code and message', async () => {
  const store = makeStore({ effects: fakeEffects() });
  const result = await store.dispatch(complaintApi.endpoints.problemDetail.initiate({ problemId: '999999' }));
  expect(result.error).toMatchObject({ kind: 'failed' });
});
