/** @jest-environment node */
/**
 * The nginx recipe (server/nginxConf.ts) sends exactly the security headers the bundled server
 * sends, and the same Cache-Control for the same files: both read server/headers.ts. The policy that
 * depends on the sent Content-Type is read from the conf's maps as nginx would pick it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { API_PREFIXES, SUBRESOURCE_CSP } from '../../server/headers';
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
  writeFileSync(path.join(dir, 'assets', 'e5f6a7b8.css'), 'p{margin:0}');
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

const unquote = (value: string) => value.replace(/\\(.)/g, '$1');

/** The conf's maps on the sent Content-Type: for each variable, the value nginx picks for a type. */
function maps(text: string): Map<string, (type: string) => string> {
  const out = new Map<string, (type: string) => string>();
  for (const block of text.matchAll(/map \$sent_http_content_type (\$\w+) \{([^}]*)\}/g)) {
    const rules = [...block[2].matchAll(/^\s*(default|"~\*((?:[^"\\]|\\.)*)") "((?:[^"\\]|\\.)*)";$/gm)].map(
      (rule) => ({
        pattern: rule[2] === undefined ? null : new RegExp(unquote(rule[2]), 'i'),
        value: unquote(rule[3]),
      }),
    );
    out.set(
      block[1],
      (type) => (rules.find((r) => r.pattern?.test(type)) ?? rules.find((r) => !r.pattern))?.value ?? '',
    );
  }
  return out;
}

/**
 * Each `location` block of the conf with the headers it adds (lower-case names) to a response of a
 * given Content-Type; a header whose value comes out empty is not added, as in nginx.
 */
function locations(text: string): Map<string, (type: string) => Record<string, string>> {
  const vars = maps(text);
  const out = new Map<string, (type: string) => Record<string, string>>();
  for (const block of text.matchAll(/location ([^{]+?) \{([^}]*)\}/g)) {
    const lines = [...block[2].matchAll(/add_header (\S+) (?:"((?:[^"\\]|\\.)*)"|(\$\w+)) always;/g)];
    out.set(block[1], (type) => {
      const headers: Record<string, string> = {};
      for (const [, name, literal, variable] of lines) {
        const value = literal === undefined ? (vars.get(variable)?.(type) ?? `unknown ${variable}`) : unquote(literal);
        if (value) headers[name.toLowerCase()] = value;
      }
      return headers;
    });
  }
  return out;
}

const pick = (headers: http.IncomingHttpHeaders, names: string[]) =>
  Object.fromEntries(names.filter((name) => headers[name] !== undefined).map((name) => [name, String(headers[name])]));

test.each([
  ['/', '/'],
  ['/kimJuly?productId=1', '= /index.html'],
  ['/index.html', '= /index.html'],
  ['/config.js', '= /config.js'],
  ['/sw.js', '= /sw.js'],
  ['/assets/a1b2c3d4.js', '^~ /assets/'],
  ['/assets/e5f6a7b8.css', '^~ /assets/'],
  ['/favicon.png', '~ \\.[A-Za-z0-9]+$'],
])('%s: the location %s sends the express headers exactly', async (url, match) => {
  const res = await request(origin, 'GET', url, { accept: 'text/html' });
  expect(res.status).toBe(200);
  const block = locations(conf).get(match);
  expect(block).toBeDefined();
  const { 'cache-control': cacheControl, ...security } = block?.(String(res.headers['content-type'])) ?? {};
  expect(security).toEqual(pick(res.headers, SECURITY));
  // The history fallback (`/`, a client route) ends in the index.html location: no-cache there.
  if (match !== '/') expect(cacheControl).toBe(res.headers['cache-control']);
});

test("every location, proxied or not, sets the page's policy on a page and the short one on a script or JSON", async () => {
  const page = pick((await request(origin, 'GET', '/')).headers, SECURITY);
  const script = pick((await request(origin, 'GET', '/assets/a1b2c3d4.js')).headers, SECURITY);
  expect(script['content-security-policy']).toBe(SUBRESOURCE_CSP);
  expect(script['x-frame-options']).toBe('DENY');
  const blocks = locations(conf);
  expect(blocks.size).toBeGreaterThan(8);
  for (const [match, headersFor] of blocks) {
    const strip = (type: string) => {
      const { 'cache-control': _ignored, ...security } = headersFor(type);
      return security;
    };
    expect(strip('text/html; charset=utf-8')).toEqual(page);
    // nginx's own type names: application/javascript from mime.types, charset from `charset utf-8`.
    for (const type of ['application/javascript; charset=utf-8', 'text/css', 'application/json'])
      expect(strip(type)).toEqual(match === '= /sw.js' ? page : script);
  }
  expect(page['content-security-policy']).toContain('https://api.example.com https://pay.example.com');
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
