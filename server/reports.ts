/**
 * `/__reports`: the collector for the page's reporter (src/app/reporting.ts) when the runtime config
 * sets `reportUrl: '/__reports'`. POST takes one event or an array (at most 50 events, 64 KB), kept in
 * memory, the last 100; GET gives them, oldest first, so `/testPreview` shows a developer what is sent.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export const REPORTS_KEPT = 100;
export const REPORT_MAX_BYTES = 64 * 1024;
const MAX_BATCH = 50;

function readBody(req: Request, limit: number): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Mounted at `/__reports`. */
export function reportsHandler(): RequestHandler {
  let kept: unknown[] = [];
  const refuse = (res: Response, status: number) => void res.status(status).json({ accepted: 0 });
  const post = async (req: Request, res: Response) => {
    const text = await readBody(req, REPORT_MAX_BYTES);
    if (text === null) return refuse(res, 413);
    const body = parse(text);
    const events = (Array.isArray(body) ? (body as unknown[]) : [body]).filter(
      (e) => e !== null && typeof e === 'object',
    );
    if (!events.length || events.length > MAX_BATCH) return refuse(res, 400);
    kept = [...kept, ...events].slice(-REPORTS_KEPT);
    res.status(204).end();
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/' && req.path !== '') return next();
    if (req.method === 'POST') return void post(req, res);
    if (req.method === 'GET') {
      res.setHeader('Cache-Control', 'no-store');
      res.json(kept);
      return;
    }
    res.status(405).json({ accepted: 0 });
  };
}
