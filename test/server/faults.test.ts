/** @jest-environment node */
/** Fault injection: per request (header / query) and armed through /__control/faults. */
import { BASE, useContractServer } from './helpers';

useContractServer();

const productList = (init: RequestInit = {}, query = '') =>
  fetch(`${BASE}/coalition/product-list${query}`, { method: 'POST', ...init });
const arm = (body: unknown) =>
  fetch(`${BASE}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

test('no fault: the request falls through to the endpoint', async () => {
  expect((await (await productList()).json()).code).toBe('0');
});

test('delay:MS answers normally, later', async () => {
  const started = Date.now();
  const res = await productList({ headers: { 'x-fault': 'delay:300' } });
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect((await res.json()).code).toBe('0');
});

test('500 via query', async () => {
  const res = await productList({}, '?__fault=500');
  expect(res.status).toBe(500);
});

test('badjson is a 200 whose body does not parse', async () => {
  const res = await productList({ headers: { 'x-fault': 'badjson' } });
  expect(res.status).toBe(200);
  await expect(res.json()).rejects.toThrow();
});

test('drop is a network error', async () => {
  await expect(productList({ headers: { 'x-fault': 'drop' } })).rejects.toThrow(TypeError);
});

test('timeout never answers until the client aborts', async () => {
  const controller = new AbortController();
  const pending = productList({ headers: { 'x-fault': 'timeout' }, signal: controller.signal });
  const outcome = await Promise.race([
    pending.then(
      () => 'answered',
      () => 'failed',
    ),
    new Promise((r) => setTimeout(() => r('waiting'), 300)),
  ]);
  expect(outcome).toBe('waiting');
  controller.abort();
  await expect(pending).rejects.toThrow();
});

test('an armed fault hits the next N matching requests only', async () => {
  const armed = await arm({ path: 'product-list', kind: '500', times: 2 });
  expect((await armed.json()).data.armed).toEqual([{ path: 'product-list', kind: '500', times: 2 }]);
  // Other paths are untouched.
  expect((await fetch(`${BASE}/api/v2/demo/promotion/get-sid`)).status).toBe(200);
  expect((await productList()).status).toBe(500);
  expect((await productList()).status).toBe(500);
  expect((await productList()).status).toBe(200);
});

test('times defaults to 1; DELETE disarms', async () => {
  await arm({ path: '/coalition/', kind: 'drop' });
  await expect(productList()).rejects.toThrow(TypeError);
  expect((await productList()).status).toBe(200);
  await arm({ path: 'product-list', kind: 'drop', times: 5 });
  expect((await (await fetch(`${BASE}/__control/faults`, { method: 'DELETE' })).json()).code).toBe(0);
  expect((await productList()).status).toBe(200);
});

test('a bad control request is refused', async () => {
  expect((await arm({ path: 'x', kind: 'explode' })).status).toBe(400);
  expect((await arm({ kind: '500' })).status).toBe(400);
  expect((await arm({ path: 'x', kind: '500', times: 0 })).status).toBe(400);
});

test('POST /__control/reset reseeds the scenarios', async () => {
  await fetch(`${BASE}/coalition/problem-save`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'problemType=5&problemDetail=hola',
  });
  await fetch(`${BASE}/__control/reset`, { method: 'POST' });
  const list = await (await fetch(`${BASE}/coalition/problem-list`, { method: 'POST' })).json();
  expect(list.data.tabs[0].list.some((c: { content: string }) => c.content === 'hola')).toBe(false);
});
