/**
 * `npm run audit:reliability`: runs the reliability checks and prints their figures — malformed
 * responses tried per screen (jest + fast-check, FUZZ_RUNS each, default 300), XSS payloads placed in
 * string fields, injected network faults, rapid-tap submits, axe violations — and how many failed.
 * Exits 1 when anything failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, 'test-results/reliability');
fs.rmSync(dir, { recursive: true, force: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

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
    ],
    {
      E2E_PORT: process.env.E2E_PORT || '8185',
    },
  ),
);

const LABELS = {
  malformedResponses: 'malformed responses tried',
  xssPayloads: 'XSS payloads tried',
  networkFaults: 'network faults injected',
  rapidTaps: 'rapid-tap submits tried',
  axeViolations: 'routes audited by axe (failed = serious/critical violations)',
};
console.log('\nReliability figures');
let failed = 0;
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
  failed += bad;
  console.log(
    `  ${label.padEnd(62)} ${String(tried).padStart(6)}  over ${String(new Set(rows.map((r) => r.subject)).size).padStart(3)} subjects, ${bad} failed`,
  );
}
const suitesFailed = statuses.filter((s) => s !== 0).length;
console.log(`  ${'test runs that failed'.padEnd(62)} ${String(suitesFailed).padStart(6)}`);
process.exit(failed || suitesFailed ? 1 : 0);
