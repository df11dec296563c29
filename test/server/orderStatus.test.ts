/** @jest-environment node */
/**
 * The order-status control: a test sets an order to another seeded status (a payment made elsewhere),
 * the loan and repay calls answer with it, a reset puts the seed back; unknown orders or statuses are refused.
 */
import { postJson, BASE, useContractServer } from './helpers';

useContractServer();

const setStatus = (body: unknown) =>
  fetch(`${BASE}/__control/order-status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const detail = async (orderId: string) =>
  (await postJson('/v3/loan-details/loan-details', { productId: 1, orderId })).data;
const plan = async (orderId: string) =>
  (await postJson('/v3/installment/loan-play-detail', { productId: 1, orderId })).data;

test('an order set to paid answers as paid: its status, and no late fee in what is due', async () => {
  const before = await plan('180');
  expect((await detail('180')).orderStatus).toBe(180);
  expect((await setStatus({ orderId: '180', status: 200 })).status).toBe(200);
  expect((await detail('180')).orderStatus).toBe(200);
  const after = await plan('180');
  expect(after.repayAmount).toBeLessThan(before.repayAmount);
});

test('a reset puts the seeded status back', async () => {
  await setStatus({ orderId: '174', status: 200 });
  await fetch(`${BASE}/__control/reset`, { method: 'POST' });
  expect((await detail('174')).orderStatus).toBe(174);
});

test.each([[{ orderId: 'nope', status: 200 }], [{ orderId: '174', status: 12345 }], [null]])(
  'refuses %p',
  async (body) => {
    const res = await setStatus(body);
    expect(res.status).toBe(400);
    expect((await detail('174')).orderStatus).toBe(174);
  },
);
