/**
 * Request bodies are counted as they arrive, chunked ones included, before any handler sees them:
 * past the limit (MAX_UPLOAD_BODY_BYTES for the image upload, MAX_BODY_BYTES for every other call)
 * the request gets 413 with a short JSON message, reading stops and the connection is closed shortly
 * after, so nothing past the limit is read or kept. A body within the limit is handed on as a fresh stream, so the msw
 * middleware (which reads the request stream itself) sees it unchanged.
 */
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MAX_UPLOAD_BYTES, MULTIPART_SLACK } from './uploads';
import { inMarket, marketOfHeader } from './market';

export const MAX_BODY_BYTES = 1024 * 1024;
/** The 5 MB image plus the multipart framing around it. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_SLACK;
/** The upload's path, however it is prefixed (the msw handler matches any prefix too). */
const UPLOAD_PATH = '/coalition/upload-problem-img';
/** After the 413 is written, how long the client gets to read it before the connection is cut. */
const LINGER_MS = 2_000;

function refuse(req: Request, res: Response, upload: boolean) {
  // Stop reading: one listener marks the body as taken (or node would read the rest of it to the
  // end and throw it away), and pause() then leaves the rest on the wire.
  req.on('data', () => undefined);
  req.pause();
  // After a `Connection: close` answer node calls socket.destroySoon(): with unread bytes pending
  // that sends a reset, and a client still writing its body can lose the 413 to it. Half-close
  // instead (the 413, then FIN), and cut the connection LINGER_MS later, once the client has read it.
  const socket = req.socket as Socket & { destroySoon?: () => void };
  socket.destroySoon = () => socket.end();
  res.on('finish', () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
  res.setHeader('Connection', 'close');
  res.status(413).json({
    code: 413,
    // A borrower reads this as a toast: in the call's market (CONTRACT "Markets").
    message: inMarket(marketOfHeader(req.headers['accept-language']), {
      'es-MX': upload
        ? 'La imagen no debe superar 5 MB'
        : `El cuerpo de la petición no debe superar ${MAX_BODY_BYTES / (1024 * 1024)} MB`,
      'en-IN': upload
        ? 'The image must not be larger than 5 MB'
        : `The request body must not be larger than ${MAX_BODY_BYTES / (1024 * 1024)} MB`,
    }),
  });
}

/** The same request, with its (already read, bounded) body as a new readable stream. */
function withBody(req: Request, body: Buffer): Request {
  const stream = Readable.from(body.length ? [body] : []);
  return Object.assign(stream, {
    method: req.method,
    url: req.url,
    path: req.path,
    headers: req.headers,
    protocol: (req as Request & { protocol?: string }).protocol,
    get: (name: string) => (req as unknown as { get(n: string): string | undefined }).get(name),
    header: (name: string) => (req as unknown as { get(n: string): string | undefined }).get(name),
  }) as unknown as Request;
}

/**
 * Wraps a handler that reads the raw request stream: GET and HEAD go straight through (their bodies,
 * if any, are never read); any other method has its body read here first, within the limit.
 */
export function withBoundedBody(handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return handler(req, res, next);
    const upload = req.path.endsWith(UPLOAD_PATH);
    const limit = upload ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return refuse(req, res, upload);

    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const onData = (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settled = true;
        chunks.length = 0;
        req.removeListener('data', onData);
        refuse(req, res, upload);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => {
      if (settled) return;
      settled = true;
      handler(withBody(req, Buffer.concat(chunks, size)), res, next);
    });
    // A client that gives up mid-body: nothing to answer.
    req.once('error', () => {
      settled = true;
      chunks.length = 0;
    });
  };
}
