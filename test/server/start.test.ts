/** @jest-environment node */
/**
 * The server exactly as `npm start` / `npm run serve` runs it (server/start.ts in its own process,
 * without CONTRACT_FAULTS): no fault controls, and a 60 MB chunked body is refused with 413 while
 * the process grows by less than 150 MB.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { postStreamed, request } from './rawHttp';

const MB = 1024 * 1024;
let dir: string;
let child: ChildProcess;
let origin: string;

/** Resident memory of a process, from /proc (Linux). */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'contract-start-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dir, 'dist', 'config.js'), 'window.__APP_CONFIG__ = {};');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data') };
  delete env.CONTRACT_FAULTS;
  // node itself with tsx's loader, so child.pid is the server's own process.
  const loader = pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href;
  child = spawn(process.execPath, ['--import', loader, path.resolve('server/start.ts')], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}, 30_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

test('the fault controls do not exist: 404, and x-fault / __fault change nothing', async () => {
  for (const [method, urlPath] of [
    ['POST', '/__control/faults'],
    ['GET', '/__control/faults'],
    ['DELETE', '/__control/faults'],
    ['POST', '/__control/reset'],
  ]) {
    const body = method === 'POST' ? JSON.stringify({ path: 'product-list', kind: 'drop', times: 5 }) : undefined;
    const reply = await request(origin, method, urlPath, { 'Content-Type': 'application/json' }, body);
    expect(reply.status).toBe(404);
  }
  for (const reply of [
    await request(origin, 'POST', '/coalition/product-list', { 'x-fault': '500' }),
    await request(origin, 'POST', '/coalition/product-list?__fault=drop'),
    await request(origin, 'POST', '/coalition/product-list'),
  ]) {
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body.toString()).code).toBe('0');
  }
});

test('a 60 MB chunked POST gets 413 and the process grows by less than 150 MB', async () => {
  const pid = child.pid as number;
  if (!existsSync(`/proc/${pid}/status`)) return; // RSS is read from /proc (Linux only)
  const before = rssOf(pid);
  const reply = await postStreamed(origin, '/coalition/problem-save', 60 * MB);
  const after = rssOf(pid);
  expect(reply.status).toBe(413);
  expect(JSON.parse(reply.body)).toEqual({ code: 413, message: 'El cuerpo de la petición no debe superar 1 MB' });
  expect(after - before).toBeLessThan(150 * MB);
  expect((await request(origin, 'POST', '/coalition/product-list')).status).toBe(200);
});
