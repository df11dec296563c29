/** @jest-environment node */
/**
 * The middleware of server/securityHeaders.ts decides by the type a response is written with, whichever
 * way a handler writes its head.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { SUBRESOURCE_CSP } from '../../server/headers';
import { cspFor } from '../../server/csp';
import { securityHeadersMiddleware } from '../../server/securityHeaders';
import { request } from './rawHttp';

let server: http.Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(securityHeadersMiddleware(() => ({})));
  app.use('/json', (_req: Request, res: Response) => {
    res.json({ ok: true });
  });
  app.use('/implicit', (_req: Request, res: Response) => {
    res.setHeader('Content-Type', 'text/css');
    res.end('p{}');
  });
  app.use('/switched', (_req: Request, res: Response) => {
    res.setHeader('Content-Type', 'application/json');
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<p>html</p>');
  });
  app.use('/untyped', (_req: Request, res: Response) => {
    res.end('?');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test.each([
  ['an answer sent with res.json', '/json', SUBRESOURCE_CSP, 'DENY'],
  ['a head Node writes on the first write', '/implicit', SUBRESOURCE_CSP, 'DENY'],
  ['a head whose own headers change the type', '/switched', cspFor({}), 'SAMEORIGIN'],
  ['an answer with no type', '/untyped', cspFor({}), 'SAMEORIGIN'],
])('%s', async (_what, urlPath, csp, frame) => {
  const reply = await request(origin, 'GET', urlPath);
  expect(reply.status).toBe(200);
  expect(reply.headers['content-security-policy']).toBe(csp);
  expect(reply.headers['x-frame-options']).toBe(frame);
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['referrer-policy']).toBe('no-referrer');
});
