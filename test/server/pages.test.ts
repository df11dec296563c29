/** @jest-environment node */
/**
 * The server's page HTML (issue 18): a page the build made its own HTML for (pages/<path>.html, the
 * prerendered public pages in the variant of their `need-pop`) gets it; any other page the app shell.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';

let distDir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'pages-dist-'));
  mkdirSync(path.join(distDir, 'pages'));
  writeFileSync(path.join(distDir, 'index.html'), 'shell');
  writeFileSync(path.join(distDir, 'config.js'), 'window.__APP_CONFIG__ = {};');
  for (const name of ['landing', 'landing.need-pop-1', 'home', 'home.need-pop-2', 'kimJuly'])
    writeFileSync(path.join(distDir, 'pages', `${name}.html`), `page ${name}`);
  server = createApp({ distDir }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(distDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await fetch(origin + url, { headers: { accept: 'text/html' } });
  return { body: await res.text(), cache: res.headers.get('cache-control') };
};

test.each([
  ['/landing?id=1&user_from=ads', 'page landing'],
  ['/landing?id=1&need-pop=1', 'page landing.need-pop-1'],
  ['/landing?need-pop=2', 'page landing'],
  ['/', 'page home'],
  ['/?need-pop=2', 'page home.need-pop-2'],
  ['/kimJuly?productId=1&need-pop=1', 'page kimJuly'],
  ['/abcIs?orderId=174', 'shell'],
  ['/no/such/page', 'shell'],
  ['/landing?need-pop=../../x', 'page landing'],
  ['/pages', 'shell'],
])('%s gets %s', async (url, expected) => {
  const { body, cache } = await page(url);
  expect(body).toBe(expected);
  // It names this build's files: revalidated like the shell.
  expect(cache).toBe('no-cache');
});
