/** A failed API call is reported (endpoint, kind, status, latency), a good one and a skipped one are not. */
import { http, HttpResponse } from 'msw';
import { server } from '../../support/msw';
import { fakeEffects } from '../../support/effects';
import { makeStore } from '../../../store';
import { coalitionApi } from '../../../store/api/coalition';

const SECRET_PHONE = '13800138000';

test('a 500 on a load call is reported with its endpoint, kind, status and latency, nothing else', async () => {
  server.use(
    http.all('*/coalition/get-whatsapp', () =>
      HttpResponse.json({ message: `phone ${SECRET_PHONE}` }, { status: 500 }),
    ),
  );
  const effects = fakeEffects();
  const store = makeStore({ effects });
  const call = store.dispatch(coalitionApi.endpoints.customerService.initiate());
  await call;
  call.unsubscribe();
  expect(effects.reports).toEqual([
    { type: 'apiFailure', endpoint: 'coalitionApi/customerService', kind: 'http', status: 500, latencyMs: 0 },
  ]);
  expect(JSON.stringify(effects.reports)).not.toContain(SECRET_PHONE);
});

test('the latency is the time between the call and its failure', async () => {
  server.use(http.all('*/coalition/get-whatsapp', () => HttpResponse.error()));
  const effects = fakeEffects();
  let t = 1_000;
  effects.now = () => (t += 250);
  const store = makeStore({ effects });
  const call = store.dispatch(coalitionApi.endpoints.customerService.initiate());
  await call;
  call.unsubscribe();
  expect(effects.reports).toHaveLength(1);
  expect(effects.reports[0]).toMatchObject({ type: 'apiFailure', kind: 'network', latencyMs: 250 });
});

test('a call that succeeds, and one served from the cache, report nothing', async () => {
  const effects = fakeEffects();
  const store = makeStore({ effects });
  const first = store.dispatch(coalitionApi.endpoints.customerService.initiate());
  await first;
  const second = store.dispatch(coalitionApi.endpoints.customerService.initiate());
  await second;
  first.unsubscribe();
  second.unsubscribe();
  expect(effects.reports).toEqual([]);
});
