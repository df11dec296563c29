/** @jest-environment node */
/** The express server of `npm start`: headers, caching, history fallback and the API through express. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { ProblemInit } from '../../store/complaintRecords/schemas';
import { LoanConfirm } from '../../store/quote/schemas';
import { createApp } from '../../server/app';
import { resetServerState } from '../../server/handlers';

const INDEX = '<!doctype html><title>loan app</title><script src="/assets/main.3f9a1c.js"></script>';
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'";

let distDir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'contract-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  writeFileSync(path.join(distDir, 'config.js'), 'window.__APP_CONFIG__ = {};');
  writeFileSync(path.join(distDir, 'sw.js'), '// no-op');
  writeFileSync(path.join(distDir, 'assets', 'main.3f9a1c.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(distDir, 'assets', 'main.5e6f7a.css'), 'body{margin:0}');
  // A file with the build's precompressed copies beside it (webpack.config.js), marked to tell them apart.
  const APP = `console.log(${JSON.stringify('y'.repeat(4000))});`;
  writeFileSync(path.join(distDir, 'assets', 'app.9b8c7d.js'), APP);
  writeFileSync(path.join(distDir, 'assets', 'app.9b8c7d.js.br'), brotliCompressSync(`${APP}//br`));
  writeFileSync(path.join(distDir, 'assets', 'app.9b8c7d.js.gz'), gzipSync(`${APP}//gz`));
  writeFileSync(path.join(distDir, 'sw.js.br'), brotliCompressSync('// no-op'));
  server = createApp({ distDir }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => resetServerState());
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(distDir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Plain node http (not fetch), so headers such as Accept-Encoding are exactly what we send. */
function request(
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${urlPath}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
const json = (r: Reply) => JSON.parse(r.body.toString('utf8'));

const SHORT_CSP = "default-src 'none'; frame-ancestors 'none'";

test("pages, the service worker, images and text get the page's policy and framing rule", async () => {
  for (const reply of [
    await request('GET', '/testPreview', { Accept: 'text/html' }),
    await request('GET', '/sw.js'),
    await request('GET', '/nothing-here.js'),
    await request('GET', '/barcode/12345678.svg'),
  ]) {
    expect(reply.headers['content-security-policy']).toBe(CSP);
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['x-powered-by']).toBeUndefined();
  }
  // The service worker is a script, served as one, yet its policy is the worker's own.
  expect((await request('GET', '/sw.js')).headers['content-type']).toMatch(/javascript/);
});

test('scripts, stylesheets and JSON answers get the short policy, and may not be framed at all', async () => {
  for (const reply of [
    await request('GET', '/assets/main.3f9a1c.js'),
    await request('GET', '/assets/app.9b8c7d.js', { 'Accept-Encoding': 'br' }),
    await request('GET', '/assets/main.5e6f7a.css'),
    await request('GET', '/config.js'),
    await request('POST', '/coalition/product-list'),
  ]) {
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/javascript|css|json/);
    expect(reply.headers['content-security-policy']).toBe(SHORT_CSP);
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  }
});

test('hashed assets are immutable; index.html, config.js and sw.js revalidate', async () => {
  expect((await request('GET', '/assets/main.3f9a1c.js')).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await request('GET', '/config.js')).headers['cache-control']).toBe('no-cache');
  expect((await request('GET', '/sw.js')).headers['cache-control']).toBe('no-cache');
  expect((await request('GET', '/index.html')).headers['cache-control']).toBe('no-cache');
});

test("the build's brotli copy when the browser takes brotli, its gzip copy when only gzip, the file otherwise", async () => {
  const br = await request('GET', '/assets/app.9b8c7d.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/Accept-Encoding/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(br.body).toString()).toMatch(/\/\/br$/);
  const gz = await request('GET', '/assets/app.9b8c7d.js', { 'Accept-Encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toMatch(/\/\/gz$/);
  const plain = await request('GET', '/assets/app.9b8c7d.js', { 'Accept-Encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toMatch(/\);$/);
  // A precompressed copy keeps the cache rule of the file it compresses.
  const sw = await request('GET', '/sw.js', { 'Accept-Encoding': 'br' });
  expect(sw.headers['content-encoding']).toBe('br');
  expect(sw.headers['cache-control']).toBe('no-cache');
});

test('gzip when asked', async () => {
  const reply = await request('GET', '/assets/main.3f9a1c.js', { 'Accept-Encoding': 'gzip' });
  expect(reply.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(reply.body).toString()).toContain('console.log');
});

test('history fallback: page routes (including /) get index.html, not API paths or missing files', async () => {
  for (const route of ['/', '/testPreview', '/landing?id=1&user_from=ads', '/abcIs?orderId=174', '/About']) {
    const reply = await request('GET', route, { Accept: 'text/html,application/xhtml+xml' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body.toString()).toBe(INDEX);
  }
  expect((await request('GET', '/coalition/unknown', { Accept: 'text/html' })).status).toBe(404);
  expect((await request('GET', '/assets/missing.js', { Accept: '*/*' })).status).toBe(404);
});

test('form POST through express reaches the handlers with its body', async () => {
  const reply = await request(
    'POST',
    '/coalition/problem-init?userId=42',
    { 'Content-Type': 'application/x-www-form-urlencoded' },
    'orderId=200',
  );
  expect(reply.status).toBe(200);
  expect(v.parse(ProblemInit, json(reply).data).orderDetail?.orderNo).toBe('200');
});

test('JSON POST through express, compressed', async () => {
  const reply = await request(
    'POST',
    '/v3/loan-confirm/loan-detail-confirm',
    { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
    JSON.stringify({ productId: 3 }),
  );
  const body = JSON.parse(gunzipSync(reply.body).toString());
  expect(body.success).toBe(true);
  expect(v.parse(LoanConfirm, body.data).couNum).toBe(5000);
});

test('a dropped request resets the connection and the server keeps serving', async () => {
  await expect(request('POST', '/coalition/product-list', { 'x-fault': 'drop' })).rejects.toThrow();
  await expect(
    request('POST', '/coalition/product-list?__fault=drop', { 'Accept-Encoding': 'gzip' }),
  ).rejects.toThrow();
  expect((await request('POST', '/coalition/product-list')).status).toBe(200);
});

test('captcha image through express', async () => {
  const reply = await request('GET', '/api/v2/demo/promotion/get-captcha?sid=s&a=1');
  expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(reply.body.toString()).toContain('<svg');
});

test('multipart upload through express is stored and served back', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contract-uploads-'));
  process.env.DATA_DIR = dataDir;
  try {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const boundary = '----contract-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="t.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reply = await request(
      'POST',
      '/coalition/upload-problem-img',
      { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    );
    const { code, data } = json(reply);
    expect(code).toBe(0);
    const image = await request('GET', data.url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.equals(png)).toBe(true);
  } finally {
    delete process.env.DATA_DIR;
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('seeded logos are served from public/img', async () => {
  const reply = await request('GET', '/img/logo-dinero-agil.svg');
  expect(reply.status).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
});
