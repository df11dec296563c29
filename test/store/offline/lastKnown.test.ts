/**
 * The last-known cache against the contract server with fake storage: a successful load writes it,
 * a load that fails for want of a connection restores it (with its time), any other failure does not;
 * a payment tapped on last-known data says it needs the network.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { loanDetailApi } from '../../../store/loanDetail';
import { offlineFeature, offlinePaymentTapped, selectLastKnown } from '../../../store/offline';
import { CACHE_KEY } from '../../../store/offline/rules';
import { repayApi } from '../../../store/repay';
import { SESSION, startStore } from '../confirmReload/kit';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

const order = { productId: '1', orderId: '174' };

async function load(kit: ReturnType<typeof startStore>, kind: 'loanDetail' | 'repayPlan', outcome: string) {
  const before = kit.ofType(`loanApi/executeQuery/${outcome}`).length;
  const sub =
    kind === 'loanDetail'
      ? kit.store.dispatch(loanDetailApi.endpoints.loanDetails.initiate(order, { forceRefetch: true }))
      : kit.store.dispatch(repayApi.endpoints.repayPlan.initiate(order, { forceRefetch: true }));
  await waitFor(() => kit.ofType(`loanApi/executeQuery/${outcome}`).length > before);
  sub.unsubscribe();
}

test('a loaded order is written; offline, it comes back with the time it was loaded', async () => {
  const kit = startStore(`?${SESSION}&productId=1&orderId=174`, [offlineFeature]);
  kit.effects.clock = 1_764_000_000_000;
  await load(kit, 'loanDetail', 'fulfilled');
  const stored = kit.effects.stored.get(CACHE_KEY)!;
  expect(stored).toContain('"orderId":"174"');
  // The session of the URL never reaches storage.
  expect(stored).not.toContain('s-1');
  expect(stored).not.toContain('13812345678');

  server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error()));
  kit.effects.clock += 60_000;
  expect(selectLastKnown(kit.store.getState(), 'loanDetail', '174')).toBeUndefined();
  await load(kit, 'loanDetail', 'rejected');
  const restored = selectLastKnown(kit.store.getState(), 'loanDetail', '174');
  expect(restored?.savedAt).toBe(1_764_000_000_000);
  expect(restored?.data.orderStatus).toBeDefined();
});

test('the repay plan is kept without its channels', async () => {
  const kit = startStore(`?${SESSION}&productId=1&orderId=174`, [offlineFeature]);
  await load(kit, 'repayPlan', 'fulfilled');
  server.use(http.post('*/v3/installment/loan-play-detail', () => HttpResponse.error()));
  await load(kit, 'repayPlan', 'rejected');
  const restored = selectLastKnown(kit.store.getState(), 'repayPlan', '174');
  expect(Number(restored?.data.repayAmount)).toBeGreaterThan(0);
  expect(restored?.data.repayList).toEqual([]);
});

test('a server refusal is no reason to show old data', async () => {
  const kit = startStore(`?${SESSION}&productId=1&orderId=174`, [offlineFeature]);
  await load(kit, 'loanDetail', 'fulfilled');
  server.use(
    http.post('*/v3/loan-details/loan-details', () =>
      HttpResponse.json({ code: 500, message: 'Pedido no encontrado' }),
    ),
  );
  await load(kit, 'loanDetail', 'rejected');
  expect(selectLastKnown(kit.store.getState(), 'loanDetail', '174')).toBeUndefined();
});

test('offline with nothing kept restores nothing', async () => {
  const kit = startStore(`?${SESSION}&productId=1&orderId=174`, [offlineFeature]);
  server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error()));
  await load(kit, 'loanDetail', 'rejected');
  expect(selectLastKnown(kit.store.getState(), 'loanDetail', '174')).toBeUndefined();
});

test('a payment tapped on last-known data says it needs the network', () => {
  const kit = startStore(`?${SESSION}&productId=1&orderId=174`, [offlineFeature]);
  kit.store.dispatch(offlinePaymentTapped({ orderId: '174' }));
  expect(kit.effects.said()).toEqual(['paymentNeedsNetwork']);
});
