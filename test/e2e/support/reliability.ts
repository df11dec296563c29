/** Figures of the browser side of the reliability audit, appended to test-results/reliability/. */
import fs from 'node:fs';
import path from 'node:path';

export function recordFigure(kind: string, subject: string, tried: number, failed: number) {
  const dir = path.resolve('test-results/reliability');
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, `${kind}.jsonl`), `${JSON.stringify({ kind, subject, tried, failed })}\n`);
}

/** Script, event-handler and URL payloads; any that runs sets window.__xss or opens a dialog. */
export const XSS_PAYLOADS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><svg onload="window.__xss=1;alert(1)">',
  'javascript:window.__xss=1;alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  "'-alert(1)-'",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '{{constructor.constructor("alert(1)")()}}',
];
