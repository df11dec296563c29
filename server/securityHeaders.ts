/**
 * The security headers of server/headers.ts on every answer of the bundled server and the dev server.
 * Which policy a response gets depends on its Content-Type, known only once a handler has set it, so
 * they are added when the head is written (`writeHead`, which Node calls for an implicit head too).
 */
import type { NextFunction, Request, Response } from 'express';
import { securityHeaders } from './headers';
import type { RuntimeConfig } from './runtimeConfig';

export function securityHeadersMiddleware(runtimeConfig: () => RuntimeConfig) {
  return (req: Request, res: Response, next: NextFunction) => {
    // The path as asked: a mounted handler (app.use('/img', …)) sees it without its mount point.
    const urlPath = req.path;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = (...args: unknown[]) => {
      // Headers handed to writeHead itself may name another type than the one set before: with them,
      // the type is not known here, and an unknown type gets the page's policy.
      const contentType = args.some((a) => typeof a === 'object' && a !== null)
        ? undefined
        : res.getHeader('Content-Type');
      const type = contentType === undefined ? undefined : String(contentType);
      for (const [name, value] of Object.entries(securityHeaders(runtimeConfig(), urlPath, type)))
        res.setHeader(name, value);
      return writeHead(...args);
    };
    next();
  };
}
