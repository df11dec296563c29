/** @jest-environment node */
/**
 * The nginx recipe (server/nginxConf.ts) sends exactly the security headers the bundled server
 * sends, and the same Cache-Control for the same files: both read server/headers.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { API_PREFIXES } from '../../server/headers';
import { nginxConf } from '../../server/nginxConf';
import { parseConfigScript } from '../../server/runtimeConfig';
import { request } from './rawHttp';

const CONFIG_JS = `window.__APP_CONFIG__ = { apiOrigin: 'https://api.example.com', urlAllowlist: ['https://pay.example.com'] };`;
const SECURITY = ['content-security-policy', 'referrer-policy', 'x-content-type-options', 'x-frame-options'];

let dir: string;
let server: http.Server;
let origin: string;
let conf: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dir, 'config.js'), CONFIG_JS);
  writeFileSync(path.join(dir, 'sw.js'), '// sw');
  writeFileSync(path.join(dir, 'assets', 'a1b2c3d4.js'), '// chunk');
  writeFileSync(path.join(dir, 'favicon.png'), 'png');
  server = createApp({ distDir: dir, publicDir: dir }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  conf = nginxConf({
    distDir: dir,
    listen: '8090',
    upstream: 'http://127.0.0.1:8091',
    config: parseConfigScript(CONFIG_JS) ?? {},
    standalone: true,
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Each `location` block of the conf with the headers it adds (lower-case names). */
function locations(text: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const block of text.matchAll(/location ([^{]+?) \{([^}]*)\}/g)) {
    const headers: Record<string, string> = {};
    for (const h of block[2].matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g))
      headers[h[1].toLowerCase()] = h[2].replace(/\\(.)/g, '$1');
    out.set(block[1], headers);
  }
  return out;
}

const pick = (headers: http.IncomingHttpHeaders, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, String(headers[name])]));

test.each([
  ['/', '/'],
  ['/kimJuly?productId=1', '= /index.html'],
  ['/index.html', '= /index.html'],
  ['/config.js', '= /config.js'],
  ['/sw.js', '= /sw.js'],
  ['/assets/a1b2c3d4.js', '^~ /assets/'],
  ['/favicon.png', '~ \\.[A-Za-z0-9]+$'],
])('%s: the location %s sends the express headers exactly', async (url, match) => {
  const res = await request(origin, 'GET', url, { accept: 'text/html' });
  expect(res.status).toBe(200);
  const block = locations(conf).get(match);
  expect(block).toBeDefined();
  const { 'cache-control': cacheControl, ...security } = block ?? {};
  expect(security).toEqual(pick(res.headers, SECURITY));
  // The history fallback (`/`, a client route) ends in the index.html location: no-cache there.
  if (match !== '/') expect(cacheControl).toBe(res.headers['cache-control']);
});

test('every location, proxied or not, sets the same security headers and no others', async () => {
  const res = await request(origin, 'GET', '/');
  const expected = pick(res.headers, SECURITY);
  const blocks = locations(conf);
  expect(blocks.size).toBeGreaterThan(8);
  for (const [, headers] of blocks) {
    const { 'cache-control': _ignored, ...security } = headers;
    expect(security).toEqual(expected);
  }
  expect(expected['content-security-policy']).toContain('https://api.example.com https://pay.example.com');
});

test('the API paths go to the backend, whose own copies of the headers are hidden', () => {
  for (const prefix of [...API_PREFIXES, '/img/']) expect(conf).toContain(`location ^~ ${prefix} {`);
  const proxied = /location \^~ \/coalition\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  expect(proxied).toContain('proxy_pass http://127.0.0.1:8091;');
  for (const name of ['Content-Security-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options'])
    expect(proxied).toContain(`proxy_hide_header ${name};`);
  // A page gets its own HTML from the build (its market variant first), else the app shell.
  expect(conf).toContain('try_files /pages$uri.need-pop-$need_pop.html /pages$uri.html /index.html;');
  expect(conf).toContain('try_files /pages/home.need-pop-$need_pop.html /pages/home.html /index.html;');
  expect(conf).toContain('gzip on;');
});

test("the build's brotli copies are sent only where the brotli module is named, and a standalone conf loads it", () => {
  expect(conf).not.toContain('brotli');
  const so = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  const options = { distDir: '/srv/dist', listen: '8090', upstream: 'http://127.0.0.1:8091', config: {} };
  const standalone = nginxConf({ ...options, standalone: true, brotliModule: so });
  expect(standalone.split('\n')[0]).toBe(`load_module ${so};`);
  expect(standalone).toContain('brotli_static on;');
  const block = nginxConf({ ...options, brotliModule: so });
  expect(block).toContain('brotli_static on;');
  expect(block).not.toContain('load_module');
});
