/**
 * Shared plumbing of the contract-server tests: the msw server over the real handlers,
 * and the three ways the app's clients send requests (form, JSON, query).
 */
import { setupServer } from 'msw/node';
import { handlers, resetServerState } from '../../server/handlers';

export const BASE = 'http://localhost';
/** The common session parameters every coalition call carries in its query. */
export const SESSION =
  'deviceId=dev-1&appVersion=1.0.0&userId=42&sessionId=s-1&clientType=ios&merchantNumber=0&mobilePhone=13812345678';

/** Installs the msw server for the calling test file, reseeded before each test. */
export function useContractServer() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetServerState());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Response bodies; each test checks them against the schemas of store/api/types.ts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies freely, then check them with the schemas
export type Json = any;

/** A coalition / legacy / promotion POST: form-encoded body, session in the query. */
export async function postForm(
  path: string,
  body: Record<string, string | number> = {},
  query = SESSION,
): Promise<Json> {
  const res = await fetch(`${BASE}${path}${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** A GET with the payload in the query. */
export async function getQuery(path: string, query: Record<string, string | number> = {}): Promise<Json> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(`${BASE}${path}?${qs}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** A v3 JSON call. */
export async function postJson(path: string, body: unknown): Promise<Json> {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** Success as the coalition client decides it. */
export const isCoalitionOk = (body: { code: unknown }) => parseInt(String(body.code), 10) === 0;
