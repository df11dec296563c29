/** @jest-environment node */
/**
 * `/__control/fresh-order`: a browser test's own order, read as the seeded order of a status, rated
 * apart from the seeded ones and kept across another test's reset (browser workers share one server).
 */
import { resetServerState } from '../../server/handlers';
import { BASE, postJson, useContractServer } from './helpers';

useContractServer();

async function freshOrder(status: number) {
  const res = await fetch(`${BASE}/__control/fresh-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  return { status: res.status, body: (await res.json()) as { data: { orderId: string } | null } };
}
const details = async (orderId: string) =>
  (await postJson('/v3/loan-details/loan-details', { productId: '1', orderId })).data as {
    orderStatus: number;
    isScore: number;
  };

test('a fresh order reads as the seeded one of its status and is rated on its own', async () => {
  const made = await freshOrder(200);
  expect(made.status).toBe(200);
  const orderId = made.body.data!.orderId;
  expect(orderId).not.toBe('200');
  expect(await details(orderId)).toMatchObject({ orderStatus: 200, isScore: 1 });

  await postJson('/v3/loan-details/loan-score', { productId: '1', orderId, score: 2 });
  expect((await details(orderId)).isScore).toBe(0);
  // The seeded order is not rated by it.
  expect((await details('200')).isScore).toBe(1);
  // Another test's reset keeps the fresh order and its rating.
  resetServerState();
  expect(await details(orderId)).toMatchObject({ orderStatus: 200, isScore: 0 });
});

test('a status no seeded order has is refused', async () => {
  const refused = await freshOrder(12345);
  expect(refused.status).toBe(400);
  expect(refused.body.data).toBeNull();
});
