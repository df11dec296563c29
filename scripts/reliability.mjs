/**
 * `npm run audit:reliability`: runs the reliability checks and prints, per class, how many cases
 * were tried, how many were safe and how many unsafe — malformed responses per screen (jest +
 * fast-check, FUZZ_RUNS each, default 300), XSS payloads placed in string fields, injected network
 * faults, rapid-tap submits, axe audits, answers whose body stalls after the headers (submits and
 * loads, 60 s driven by the page clock), refused URLs followed to what the user sees, repeats right
 * after a completed submit, and oversize chunked bodies (60 MB POSTs to the contract server started
 * as `npm start` starts it, answered 413 while the process grows less than 150 MB; there the fault
 * controls must answer 404 and x-fault / __fault change nothing).
 * Exits 1 when anything was unsafe or a run failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, 'test-results/reliability');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const record = (kind, subject, tried, failed) =>
  fs.appendFileSync(path.join(dir, `${kind}.jsonl`), `${JSON.stringify({ kind, subject, tried, failed })}\n`);

/* ---- oversize chunked bodies, against the server as plain `npm start` runs it ---- */

const MB = 1024 * 1024;
const OVERSIZE_BYTES = 60 * MB;
const MAX_GROWTH_MB = 150;
const OVERSIZE_TARGETS = [
  ['complaint save', '/coalition/problem-save', 'application/x-www-form-urlencoded'],
  ['image upload', '/coalition/upload-problem-img', 'multipart/form-data; boundary=----reliability'],
  ['loan push', '/v3/loan-confirm/loan-detail-push', 'application/json'],
  ['registration', '/api/v2/demo/promotion/register', 'application/x-www-form-urlencoded'],
];

/** Resident memory of a process in MB (Linux), or NaN where /proc is not there. */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The status of a small request (0 when the connection failed). */
function call(origin, urlPath, method = 'GET', headers = {}, body = '') {
  return new Promise((resolve) => {
    const req = http.request(`${origin}${urlPath}`, { method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}
const get = (origin, urlPath) => call(origin, urlPath);

/** Under plain `npm start` the fault controls do not exist and x-fault / __fault change nothing. */
async function plainStartControls(origin) {
  const json = { 'Content-Type': 'application/json' };
  const probes = [
    ['POST /__control/faults', () => call(origin, '/__control/faults', 'POST', json, '{"path":"x","kind":"500"}'), 404],
    ['GET /__control/faults', () => call(origin, '/__control/faults'), 404],
    ['DELETE /__control/faults', () => call(origin, '/__control/faults', 'DELETE'), 404],
    ['POST /__control/reset', () => call(origin, '/__control/reset', 'POST'), 404],
    ['x-fault: 500', () => call(origin, '/coalition/product-list', 'POST', { 'x-fault': '500' }), 200],
    ['__fault=drop', () => call(origin, '/coalition/product-list?__fault=drop', 'POST'), 200],
  ];
  for (const [name, probe, expected] of probes) {
    const status = await probe();
    record('plainStartControls', `${name}: ${status}`, 1, status === expected ? 0 : 1);
  }
}

/** POSTs `total` bytes chunked, honouring backpressure, until the server answers; its status and body. */
function postChunked(origin, urlPath, total, contentType) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(origin);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const req = http.request({
      hostname,
      port,
      path: urlPath,
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' },
    });
    let sent = 0;
    let answered = false;
    let reply = null;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve((reply = { status: res.statusCode ?? 0, body, sent })));
      res.on('error', () => resolve(reply ?? { status: res.statusCode ?? 0, body, sent }));
    });
    // The server may cut the connection once it has answered: the answer is what counts.
    req.on('error', () => setTimeout(() => resolve(reply ?? { status: 0, body: '', sent }), 500));
    const pump = () => {
      while (sent < total && !req.destroyed && !answered) {
        const piece = total - sent < chunk.length ? chunk.subarray(0, total - sent) : chunk;
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!req.destroyed && !answered) req.end();
    };
    pump();
  });
}

async function oversizeBodies() {
  const port = Number(process.env.OVERSIZE_PORT || 8187);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-data-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.CONTRACT_FAULTS; // as `npm start` runs it
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let up = false;
    for (let i = 0; i < 100 && !up; i += 1) {
      up = (await get(origin, '/testPreview')) === 200;
      if (!up) await new Promise((r) => setTimeout(r, 200));
    }
    if (!up) throw new Error(`the contract server did not start on ${origin}`);
    await plainStartControls(origin);
    for (const [name, urlPath, contentType] of OVERSIZE_TARGETS) {
      const before = rssMb(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 25);
      const reply = await postChunked(origin, urlPath, OVERSIZE_BYTES, contentType);
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(server.pid));
      const grew = peak - before;
      let message = '';
      try {
        message = String(JSON.parse(reply.body).message ?? '');
      } catch {
        message = '';
      }
      const safe = reply.status === 413 && message.length > 0 && (Number.isNaN(grew) || grew < MAX_GROWTH_MB);
      record(
        'oversizeBodies',
        `${name}: ${reply.status}, ${(reply.sent / MB).toFixed(1)} MB sent, +${grew.toFixed(0)} MB RSS`,
        1,
        safe ? 0 : 1,
      );
      console.log(
        `  oversize ${name}: ${reply.status} "${message}", client sent ${(reply.sent / MB).toFixed(1)} MB, ` +
          `server RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
      );
    }
    return 0;
  } catch (e) {
    console.error(`oversize bodies: ${e.message}`);
    return 1;
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const statuses = [];
statuses.push(run('npx', ['jest', 'test/reliability'], { FUZZ_RUNS: process.env.FUZZ_RUNS || '300' }));
statuses.push(run('npx', ['webpack', '--mode', 'production']));
statuses.push(
  run(
    'npx',
    [
      'playwright',
      'test',
      'test/e2e/xss.spec.ts',
      'test/e2e/faults.spec.ts',
      'test/e2e/rapidTaps.spec.ts',
      'test/e2e/a11y.spec.ts',
      'test/e2e/stalls.spec.ts',
      'test/e2e/refusedUrls.spec.ts',
    ],
    {
      E2E_PORT: process.env.E2E_PORT || '8185',
    },
  ),
);
statuses.push(await oversizeBodies());

const LABELS = {
  malformedResponses: 'malformed responses',
  xssPayloads: 'XSS payloads in string fields',
  networkFaults: 'network faults injected (500, drop, bad JSON)',
  rapidTaps: 'rapid-tap submits (taps while in flight)',
  axeViolations: 'routes audited by axe (unsafe = serious/critical)',
  stalledBodies: 'answers stalled after their headers (submits, loads)',
  refusedUrls: 'refused URLs followed to what the user sees',
  repeatsAfterCompletion: 'repeats right after a completed submit',
  oversizeBodies: 'oversize chunked bodies (60 MB POST, 413 expected)',
  plainStartControls: 'fault controls under plain npm start (404 / ignored)',
};
console.log('\nReliability figures');
console.log(`  ${'class'.padEnd(54)} ${'tried'.padStart(6)} ${'safe'.padStart(6)} ${'unsafe'.padStart(6)}  subjects`);
let unsafe = 0;
for (const [kind, label] of Object.entries(LABELS)) {
  const file = path.join(dir, `${kind}.jsonl`);
  const rows = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  const tried = rows.reduce((s, r) => s + r.tried, 0);
  const bad = rows.reduce((s, r) => s + r.failed, 0);
  unsafe += bad;
  const subjects = new Set(rows.map((r) => r.subject)).size;
  console.log(
    `  ${label.padEnd(54)} ${String(tried).padStart(6)} ${String(tried - bad).padStart(6)} ${String(bad).padStart(6)}  ${String(subjects).padStart(4)}`,
  );
}
const suitesFailed = statuses.filter((s) => s !== 0).length;
console.log(`  ${'test runs that failed'.padEnd(54)} ${String(suitesFailed).padStart(6)}`);
process.exit(unsafe || suitesFailed ? 1 : 0);
