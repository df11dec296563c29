/** Reliability figures written by the jest side, read back by scripts/reliability.mjs. */
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.resolve('test-results/reliability');

export function recordFigure(kind: string, subject: string, tried: number, failed: number) {
  fs.mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, `${kind}.jsonl`);
  fs.appendFileSync(file, `${JSON.stringify({ kind, subject, tried, failed })}\n`);
}
