/** @jest-environment node */
/**
 * The Content-Security-Policy comes from the runtime config the page reads (config.js): its
 * img-src, connect-src and frame-src name exactly 'self', apiOrigin and the allowlisted origins.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { allowedOrigins, cspFor } from '../../server/csp';
import { SUBRESOURCE_CSP } from '../../server/headers';
import { parseConfigScript, runtimeConfigReader } from '../../server/runtimeConfig';
import { request } from './rawHttp';

const STRICT =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'";

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );

describe('cspFor', () => {
  test('an empty config gives the strict same-origin policy', () => {
    expect(cspFor({})).toBe(STRICT);
    expect(cspFor({ apiOrigin: '', urlAllowlist: [] })).toBe(STRICT);
  });

  test('apiOrigin and the allowlist name img-src, connect-src and frame-src; nothing else moves', () => {
    const csp = cspFor({
      apiOrigin: 'https://api.example.com',
      urlAllowlist: ['https://pay.example.com', 'https://cdn.example.com:8443'],
    });
    const d = directives(csp);
    const origins = ["'self'", 'https://api.example.com', 'https://pay.example.com', 'https://cdn.example.com:8443'];
    expect(d['img-src']).toEqual([...origins, 'data:', 'blob:']);
    expect(d['connect-src']).toEqual(origins);
    expect(d['frame-src']).toEqual(origins);
    for (const name of [
      'default-src',
      'script-src',
      'style-src',
      'frame-ancestors',
      'base-uri',
      'form-action',
      'object-src',
    ])
      expect(d[name]).toEqual(directives(STRICT)[name]);
  });

  test.each([
    [
      'apiOrigin with a path counts by its origin',
      { apiOrigin: 'https://api.example.com/v1/' },
      ['https://api.example.com'],
    ],
    ['duplicates once', { apiOrigin: 'https://a.example', urlAllowlist: ['https://a.example'] }, ['https://a.example']],
    [
      'entries the URL gate could never match are left out',
      {
        urlAllowlist: [
          'https://ok.example',
          'https://ok.example/path',
          'https://ok.example/',
          '*',
          'https://*.example.com',
          'javascript:alert(1)',
          'data:',
          'https://user:pw@ok.example',
          "https://x.example; script-src 'unsafe-inline'",
          'ftp://files.example',
          42,
          null,
        ],
      },
      ['https://ok.example'],
    ],
    ['an allowlist that is not a list', { urlAllowlist: 'https://a.example' }, []],
    ['an apiOrigin that is not an http(s) URL', { apiOrigin: "https://x.example; script-src 'unsafe-eval'" }, []],
    ['a non-string apiOrigin', { apiOrigin: { evil: true } }, []],
  ])('%s', (_name, config, expected) => {
    expect(allowedOrigins(config)).toEqual(expected);
    expect(cspFor(config)).not.toMatch(/unsafe-eval|script-src 'self' 'unsafe-inline'|\*/);
  });

  test('the shipped public/config.js', () => {
    const config = parseConfigScript(readFileSync('public/config.js', 'utf8'));
    expect(config).not.toBeNull();
    expect(directives(cspFor(config ?? {}))['img-src']).toEqual([
      "'self'",
      'https://pay.dineroagil.mx',
      'https://pay.agilcredit.in',
      'https://apps.apple.com',
      'https://play.google.com',
      'https://www.condusef.gob.mx',
      'https://cms.rbi.org.in',
      'https://sachet.rbi.org.in',
      'data:',
      'blob:',
    ]);
  });
});

describe('parseConfigScript', () => {
  test('reads the object literal as data: comments, both quotes, bare keys, trailing commas, nesting', () => {
    const source = `// Runtime configuration.
      /* a block
         comment */
      window.__APP_CONFIG__ = {
        apiOrigin: 'https://api.example.com', // trailing comment
        "provider": "demo",
        urlAllowlist: ['https://a.example', "https://b.example",],
        recorder: false,
        retries: 3, ratio: -1.5e2, nothing: null,
        company: { name: 'Préstamo \\'Fácil\\'', phone: "800\\u0020123" },
        appScheme: 'prestamofacil://', // a URL with // inside a string
      };
    `;
    expect(parseConfigScript(source)).toEqual({
      apiOrigin: 'https://api.example.com',
      provider: 'demo',
      urlAllowlist: ['https://a.example', 'https://b.example'],
      recorder: false,
      retries: 3,
      ratio: -150,
      nothing: null,
      company: { name: "Préstamo 'Fácil'", phone: '800 123' },
      appScheme: 'prestamofacil://',
    });
    expect(parseConfigScript('window.__APP_CONFIG__ = {}')).toEqual({});
    expect(parseConfigScript("'use strict';\nwindow.__APP_CONFIG__={a:[]};\n")).toEqual({ a: [] });
  });

  test.each([
    ['a computed value', 'window.__APP_CONFIG__ = { apiOrigin: location.origin };'],
    ['a call', "window.__APP_CONFIG__ = { apiOrigin: fetch('x') };"],
    ['a template with a substitution', 'window.__APP_CONFIG__ = { apiOrigin: `${x}` };'],
    ['a second statement', 'window.__APP_CONFIG__ = {}; alert(1);'],
    ['another global', 'window.other = {};'],
    ['not an object', 'window.__APP_CONFIG__ = [];'],
    ['an unterminated string', "window.__APP_CONFIG__ = { a: 'x };"],
    ['an unterminated object', "window.__APP_CONFIG__ = { a: 'x' "],
    ['a missing comma', "window.__APP_CONFIG__ = { a: 'x' b: 'y' };"],
    ['an unterminated comment', "window.__APP_CONFIG__ = { /* a: 'x' };"],
    ['a spread', 'window.__APP_CONFIG__ = { ...defaults };'],
    ['deep nesting', `window.__APP_CONFIG__ = { a: ${'['.repeat(50)}${']'.repeat(50)} };`],
    ['empty', ''],
  ])('refuses %s (null: the server falls back to the strict policy)', (_name, source) => {
    expect(parseConfigScript(source)).toBeNull();
  });

  test('a __proto__ key is plain data', () => {
    const config = parseConfigScript('window.__APP_CONFIG__ = { __proto__: { polluted: true } };');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(config)).toBe(Object.prototype);
  });
});

describe('the server reads config.js', () => {
  let distDir: string;
  let server: http.Server;
  let origin: string;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const configFile = () => path.join(distDir, 'config.js');
  /** Writes config.js with a new mtime, as an operator's edit would. */
  function writeConfig(text: string) {
    writeFileSync(configFile(), text);
    const later = new Date(Date.now() + Math.floor(Math.random() * 1e6));
    utimesSync(configFile(), later, later);
  }
  const cspOf = async (urlPath = '/testPreview') =>
    String((await request(origin, 'GET', urlPath, { Accept: 'text/html' })).headers['content-security-policy']);

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'contract-csp-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(distDir, 'sw.js'), '// worker');
    writeConfig(
      "window.__APP_CONFIG__ = { apiOrigin: 'https://api.example.com', urlAllowlist: ['https://img.example.com'] };",
    );
    server = createApp({ distDir }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    warn.mockRestore();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(distDir, { recursive: true, force: true });
  });

  test('on every page and on the service worker; scripts and JSON answers get the short policy', async () => {
    const expected = cspFor({ apiOrigin: 'https://api.example.com', urlAllowlist: ['https://img.example.com'] });
    expect(await cspOf()).toBe(expected);
    expect(await cspOf('/sw.js')).toBe(expected);
    expect(await cspOf('/config.js')).toBe(SUBRESOURCE_CSP);
    expect(String((await request(origin, 'POST', '/coalition/product-list')).headers['content-security-policy'])).toBe(
      SUBRESOURCE_CSP,
    );
  });

  test('an edit of config.js applies to the next request, without a restart', async () => {
    writeConfig("window.__APP_CONFIG__ = { apiOrigin: '', urlAllowlist: ['https://new.example.com'] };");
    expect(directives(await cspOf())['connect-src']).toEqual(["'self'", 'https://new.example.com']);
  });

  test('a config the server cannot read as data gives the strict policy and one warning', async () => {
    warn.mockClear();
    writeConfig("window.__APP_CONFIG__ = { apiOrigin: location.origin, urlAllowlist: ['https://x.example'] };");
    expect(await cspOf()).toBe(STRICT);
    expect(await cspOf()).toBe(STRICT);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/config\.js is not a plain/);
  });

  test('a missing config.js gives the strict policy', async () => {
    rmSync(configFile());
    expect(await cspOf()).toBe(STRICT);
  });
});

test('runtimeConfigReader reads the file again only when it changed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-cfg-'));
  const file = path.join(dir, 'config.js');
  try {
    writeFileSync(file, "window.__APP_CONFIG__ = { apiOrigin: 'https://a.example' };");
    const read = runtimeConfigReader(file, () => undefined);
    const first = read();
    expect(first).toEqual({ apiOrigin: 'https://a.example' });
    expect(read()).toBe(first);
    writeFileSync(file, "window.__APP_CONFIG__ = { apiOrigin: 'https://bb.example' };");
    expect(read()).toEqual({ apiOrigin: 'https://bb.example' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
