/** @jest-environment node */
/**
 * Fault injection: per request (header / query) and armed through /__control/faults; bounded, and
 * only when the process runs with CONTRACT_FAULTS=1 (test/support/env.js sets it for jest).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http as mock, passthrough } from 'msw';
import { createApp } from '../../server/app';
import { armFault, MAX_ARMED, MAX_DELAY_MS, MAX_TIMES, STALL_HEAD } from '../../server/faults';
import { getPushCount } from '../../server/handlers';
import { BASE, useContractServer } from './helpers';

const msw = useContractServer();

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

/** Resolves with what `promise` gave, or 'waiting' if it has not settled after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))]);

describe('stall', () => {
  test('200 with the headers and the first bytes of a JSON body, then nothing until the client aborts', async () => {
    const controller = new AbortController();
    const res = await productList({ headers: { 'x-fault': 'stall' }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(STALL_HEAD);
    // The body neither grows nor ends.
    const rest = reader.read();
    rest.catch(() => undefined);
    expect(await within(rest, 400)).toBe('waiting');
    controller.abort();
    await expect(rest).rejects.toThrow();
  });

  test('armed, and through __fault too; a reader of the whole body waits', async () => {
    await arm({ path: 'product-list', kind: 'stall' });
    const controller = new AbortController();
    const armedRes = await productList({ signal: controller.signal });
    const text = armedRes.text();
    text.catch(() => undefined);
    expect(await within(text, 300)).toBe('waiting');
    controller.abort();
    await expect(text).rejects.toThrow();
    // Used once: the next call is answered whole.
    expect((await (await productList()).json()).code).toBe('0');

    const byQuery = new AbortController();
    const queried = await productList({ signal: byQuery.signal }, '?__fault=stall');
    expect(queried.status).toBe(200);
    byQuery.abort();
  });

  test('through the express server (compression and all) the headers and first bytes reach the client', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'stall-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    const server = createApp({ distDir }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    // A real socket to express, not msw's interception of node's http module.
    msw.use(mock.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    try {
      // Everything that arrives in the first 500 ms after the headers (or none in 2 s); then the client gives up.
      const seen = await new Promise<{ status: number; encoding?: string; body: string; ended: boolean }>(
        (resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/coalition/product-list',
              headers: { 'x-fault': 'stall', 'accept-encoding': 'gzip, deflate, br', 'content-length': '0' },
              agent: false,
            },
            (res) => {
              let body = '';
              let ended = false;
              res.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
              res.on('end', () => (ended = true));
              setTimeout(() => {
                req.destroy();
                resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body, ended });
              }, 500);
            },
          );
          req.on('error', reject);
          req.end();
          // Headers held back (a compressor waiting for more) count as nothing seen.
          setTimeout(() => {
            req.destroy();
            resolve({ status: 0, body: '', ended: false });
          }, 2_000);
        },
      );
      expect(seen).toEqual({ status: 200, encoding: undefined, body: STALL_HEAD, ended: false });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(distDir, { recursive: true, force: true });
    }
  });
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

test('lost: the endpoint does its work, then the client gets a network error', async () => {
  const push = () =>
    fetch(`${BASE}/v3/loan-confirm/loan-detail-push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-fault': 'lost' },
      body: JSON.stringify({ amount: 300000, periods: 91, termUnit: 1, productId: 1 }),
    });
  await expect(push()).rejects.toThrow(TypeError);
  expect(getPushCount(1)).toBe(1);
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

describe('bounds', () => {
  test(`at most ${MAX_ARMED} armed faults; past it 400, and DELETE makes room again`, async () => {
    for (let i = 0; i < MAX_ARMED; i += 1) expect((await arm({ path: `p${i}`, kind: '500' })).status).toBe(200);
    const refused = await arm({ path: 'one-more', kind: '500' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/at most 100/);
    expect(() => armFault('one-more', '500')).toThrow(/at most 100/);
    const listed = await (await fetch(`${BASE}/__control/faults`)).json();
    expect(listed.data.armed).toHaveLength(MAX_ARMED);
    await fetch(`${BASE}/__control/faults`, { method: 'DELETE' });
    expect((await arm({ path: 'one-more', kind: '500' })).status).toBe(200);
  });

  test(`delays of at most ${MAX_DELAY_MS} ms, times of at most ${MAX_TIMES}, short paths`, async () => {
    expect((await arm({ path: 'x', kind: `delay:${MAX_DELAY_MS}` })).status).toBe(200);
    expect((await arm({ path: 'x', kind: `delay:${MAX_DELAY_MS + 1}` })).status).toBe(400);
    expect((await arm({ path: 'x', kind: 'delay:600000' })).status).toBe(400);
    expect((await arm({ path: 'x', kind: '500', times: MAX_TIMES })).status).toBe(200);
    expect((await arm({ path: 'x', kind: '500', times: MAX_TIMES + 1 })).status).toBe(400);
    expect((await arm({ path: 'x', kind: '500', times: 1e15 })).status).toBe(400);
    expect((await arm({ path: 'x', kind: '500', times: 1.5 })).status).toBe(400);
    expect((await arm({ path: 'x'.repeat(201), kind: '500' })).status).toBe(400);
    expect((await arm({ path: '', kind: '500' })).status).toBe(400);
    expect(() => armFault('x', 'delay:600000')).toThrow();
    expect(() => armFault('x', '500', MAX_TIMES + 1)).toThrow();
  });

  test('a per-request delay past the cap is ignored: the answer comes at once', async () => {
    const started = Date.now();
    const res = await productList({ headers: { 'x-fault': `delay:${MAX_DELAY_MS + 1}` } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await res.json()).code).toBe('0');
  });
});

describe('without CONTRACT_FAULTS (plain npm start)', () => {
  const saved = process.env.CONTRACT_FAULTS;
  afterEach(() => {
    process.env.CONTRACT_FAULTS = saved;
  });

  test('every /__control/ path answers 404 and does nothing', async () => {
    await arm({ path: 'product-list', kind: '500' });
    delete process.env.CONTRACT_FAULTS;
    await fetch(`${BASE}/coalition/problem-save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'problemType=5&problemDetail=kept',
    });
    expect((await arm({ path: 'problem-list', kind: 'drop' })).status).toBe(404);
    expect((await fetch(`${BASE}/__control/faults`)).status).toBe(404);
    expect((await fetch(`${BASE}/__control/faults`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${BASE}/__control/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${BASE}/__control/anything`, { method: 'PUT' })).status).toBe(404);
    // Nothing was reset or disarmed, and nothing armed earlier fires.
    const list = await (await fetch(`${BASE}/coalition/problem-list`, { method: 'POST' })).json();
    expect(list.data.tabs[0].list.some((c: { content: string }) => c.content === 'kept')).toBe(true);
    expect((await productList()).status).toBe(200);
    process.env.CONTRACT_FAULTS = '1';
    expect((await (await fetch(`${BASE}/__control/faults`)).json()).data.armed).toEqual([
      { path: 'product-list', kind: '500', times: 1 },
    ]);
  });

  test.each(['500', 'drop', 'badjson', 'timeout', 'stall', 'delay:5000'])(
    'x-fault / __fault %s are ignored',
    async (kind) => {
      delete process.env.CONTRACT_FAULTS;
      const started = Date.now();
      const byHeader = await productList({ headers: { 'x-fault': kind } });
      expect((await byHeader.json()).code).toBe('0');
      const byQuery = await productList({}, `?__fault=${encodeURIComponent(kind)}`);
      expect((await byQuery.json()).code).toBe('0');
      expect(Date.now() - started).toBeLessThan(2_000);
    },
  );
});
