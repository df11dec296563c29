/** @jest-environment node */
/** `/__reports`: POST keeps events (the last 100, bounded batches), GET gives them back. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { REPORT_MAX_BYTES, REPORTS_KEPT } from '../../server/reports';

let distDir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'reports-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(distDir, 'config.js'), 'window.__APP_CONFIG__ = {};');
  server = createApp({ distDir }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

const post = (body: string, type = 'application/json') =>
  fetch(`${origin}/__reports`, { method: 'POST', body, headers: { 'Content-Type': type } });
const kept = async () => (await (await fetch(`${origin}/__reports`)).json()) as { n?: number; type?: string }[];

test('an object or an array is kept, and GET gives them back in order, JSON, not cached', async () => {
  expect((await post(JSON.stringify({ type: 'error', n: 0 }))).status).toBe(204);
  // sendBeacon's plain-text body is accepted too.
  expect((await post(JSON.stringify([{ n: 1 }, { n: 2 }]), 'text/plain;charset=UTF-8')).status).toBe(204);
  const res = await fetch(`${origin}/__reports`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-type')).toMatch(/json/);
  expect(((await res.json()) as { n: number }[]).map((r) => r.n)).toEqual([0, 1, 2]);
});

test('bad JSON, empty batches, too many events and too big a body are refused', async () => {
  const before = (await kept()).length;
  expect((await post('{not json')).status).toBe(400);
  expect((await post('[]')).status).toBe(400);
  expect((await post('"text"')).status).toBe(400);
  expect((await post(JSON.stringify(Array.from({ length: 51 }, () => ({}))))).status).toBe(400);
  expect((await post(JSON.stringify([{ pad: 'x'.repeat(REPORT_MAX_BYTES) }]))).status).toBe(413);
  expect((await kept()).length).toBe(before);
});

test('only the last 100 are kept', async () => {
  for (let i = 0; i < 3; i += 1) {
    await post(JSON.stringify(Array.from({ length: 50 }, (_, j) => ({ n: 1000 + i * 50 + j }))));
  }
  const all = await kept();
  expect(all).toHaveLength(REPORTS_KEPT);
  expect(all[0].n).toBe(1050);
  expect(all.at(-1)!.n).toBe(1149);
});
