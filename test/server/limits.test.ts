/** @jest-environment node */
/**
 * The express server's bounds: bodies counted as they stream (413 past the limit, chunked
 * included, nothing kept) and malformed URLs answered 400.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../../server/bodyLimit';
import { resetServerState } from '../../server/handlers';
import { postStreamed, request } from './rawHttp';

const MB = 1024 * 1024;
let distDir: string;
let dataDir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'contract-dist-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'contract-data-'));
  process.env.DATA_DIR = dataDir;
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  server = createApp({ distDir }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => resetServerState());
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  delete process.env.DATA_DIR;
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const json = (text: string | Buffer) => JSON.parse(text.toString()) as { code: number; message: string };

function multipart(file: Buffer) {
  const boundary = '----limits-test';
  return {
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
const png = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};

async function complaintFiled(detail: string) {
  const list = await request(origin, 'POST', '/coalition/problem-list?userId=42');
  return list.body.toString().includes(detail);
}

test('a 60 MB chunked body gets 413 with a short JSON message; the rest is never read or kept', async () => {
  const before = process.memoryUsage().rss;
  const reply = await postStreamed(origin, '/coalition/problem-save?userId=42', 60 * MB, FORM);
  const grown = process.memoryUsage().rss - before;
  expect(reply.status).toBe(413);
  expect(json(reply.body)).toEqual({ code: 413, message: 'El cuerpo de la petición no debe superar 1 MB' });
  // The server stopped reading: the client could not push the whole body.
  expect(reply.sent).toBeLessThan(20 * MB);
  expect(grown).toBeLessThan(150 * MB);
  expect(await complaintFiled('aaaa')).toBe(false);
  // And it keeps serving.
  expect((await request(origin, 'POST', '/coalition/product-list')).status).toBe(200);
});

test('a declared Content-Length past the limit is refused before reading', async () => {
  const reply = await postStreamed(origin, '/coalition/problem-save', 50 * MB, {
    ...FORM,
    'Content-Length': String(50 * MB),
  });
  expect(reply.status).toBe(413);
  expect(json(reply.body).code).toBe(413);
  expect(reply.sent).toBeLessThan(20 * MB);
});

test('form and JSON calls: 1 MB passes, one byte more does not (chunked or not)', async () => {
  const form = 'problemType=5&problemDetail=exactly one megabyte&pad=';
  const body = form + 'b'.repeat(MAX_BODY_BYTES - form.length);
  const ok = await request(origin, 'POST', '/coalition/problem-save?userId=42', FORM, body);
  expect(ok.status).toBe(200);
  expect(json(ok.body).code).toBe(0);
  expect(await complaintFiled('exactly one megabyte')).toBe(true);
  expect((await postStreamed(origin, '/coalition/problem-save', MAX_BODY_BYTES + 1, FORM)).status).toBe(413);
  const bigJson = await postStreamed(origin, '/v3/loan-confirm/loan-detail-confirm', 2 * MB, {
    'Content-Type': 'application/json',
  });
  expect(bigJson.status).toBe(413);
});

test('uploads: a 5 MB image passes, a 6 MB chunked one gets 413', async () => {
  const fits = multipart(png(5 * MB));
  expect(fits.body.length).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES);
  const ok = await request(origin, 'POST', '/coalition/upload-problem-img', fits.headers, fits.body);
  expect(json(ok.body).code).toBe(0);

  const reply = await postStreamed(origin, '/coalition/upload-problem-img', 6 * MB, {
    'Content-Type': 'multipart/form-data; boundary=x',
  });
  expect(reply.status).toBe(413);
  expect(json(reply.body)).toEqual({ code: 413, message: 'La imagen no debe superar 5 MB' });
});

test('the India market reads the upload refusal in English', async () => {
  const reply = await postStreamed(origin, '/coalition/upload-problem-img', 6 * MB, {
    'Content-Type': 'multipart/form-data; boundary=x',
    'Accept-Language': 'en-IN',
  });
  expect(reply.status).toBe(413);
  expect(json(reply.body)).toEqual({ code: 413, message: 'The image must not be larger than 5 MB' });
});

test('empty bodies and GETs are unaffected', async () => {
  expect((await request(origin, 'POST', '/coalition/product-list')).status).toBe(200);
  expect((await request(origin, 'GET', '/api/v2/demo/promotion/get-sid')).status).toBe(200);
});

test.each([
  '/%',
  '/%c0%ae%c0%ae/etc/passwd',
  '/coalition/%',
  '/coalition/product-list%zz',
  '/assets/%ff.js',
  '/%E0%A4%A',
])('a path that does not decode (%s) gets 400, not 500', async (urlPath) => {
  for (const method of ['GET', 'POST']) {
    const reply = await request(origin, method, urlPath, { Accept: 'text/html' });
    expect(reply.status).toBe(400);
    expect(json(reply.body)).toEqual({ code: 400, message: 'URL mal formada' });
  }
});
