/** The rules of the three clients (SPEC §7, CONTRACT.md), each checked against a live msw server. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  coalitionRequest,
  formHeaders,
  isCoalitionSuccess,
  jsonHeaders,
  jsonRequest,
  formRequest,
} from '../../../store/api/clients';
import { REQUEST_TIMEOUT_MS, RequestError } from '../../../store/api/request';
import type { Notice } from '../../../store/notice';

/** What the client told the user, in order (the store's notify effect). */
let notices: Notice[] = [];
const notify = (notice: Notice) => void notices.push(notice);

const seen: { url: URL; method: string; body: string; headers: Headers }[] = [];
let reply: () => Response = () => HttpResponse.json({ code: 0, message: 'ok', data: { a: 1 } });

const server = setupServer(
  http.all('*/coalition/*', async ({ request }) => {
    seen.push({
      url: new URL(request.url),
      method: request.method,
      body: await request.text(),
      headers: request.headers,
    });
    return reply();
  }),
  http.post('*/v3/*', async ({ request }) => {
    seen.push({
      url: new URL(request.url),
      method: request.method,
      body: await request.text(),
      headers: request.headers,
    });
    return reply();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  notices = [];
  reply = () => HttpResponse.json({ code: 0, message: 'ok', data: { a: 1 } });
});
afterAll(() => server.close());

const session = {
  deviceId: 'd1',
  appVersion: '1.0',
  userId: 'u1',
  sessionId: 's1',
  clientType: 'ios',
  merchantNumber: '7',
  mobilePhone: '13800138000',
};

describe('success code', () => {
  test.each([
    ['0', true],
    [0, true],
    ['00', true],
    ['1', false],
    ['abc', false],
    [undefined, false],
    [null, false],
    [1, false],
  ])('code %p is success: %p', (code, expected) => {
    expect(isCoalitionSuccess(code)).toBe(expected);
  });
});

describe('coalition client', () => {
  test('POST sends a form-encoded body to /coalition/<path> with the session params in the query', async () => {
    await coalitionRequest(
      { path: 'problem-save', payload: { problemType: 2, problemDetail: 'a b&c' } },
      session,
      notify,
    );
    const req = seen[0];
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/coalition/problem-save');
    expect(req.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(req.body).get('problemDetail')).toBe('a b&c');
    expect(new URLSearchParams(req.body).get('problemType')).toBe('2');
    for (const [k, v] of Object.entries(session)) expect(req.url.searchParams.get(k)).toBe(v);
  });

  test('GET puts the payload in the query and sends no body', async () => {
    await coalitionRequest({ path: 'contract-detail', method: 'GET', payload: { orderNo: '174' } }, session, notify);
    const req = seen[0];
    expect(req.method).toBe('GET');
    expect(req.url.searchParams.get('orderNo')).toBe('174');
    expect(req.url.searchParams.get('sessionId')).toBe('s1');
    expect(req.body).toBe('');
  });

  test.each([['0'], [0], ['00']])(
    'code %p resolves success with code, message, data and raw, no toast',
    async (code) => {
      const raw = { code, message: 'fine', data: { x: 'y' } };
      reply = () => HttpResponse.json(raw);
      const result = await coalitionRequest({ path: 'get-whatsapp' }, session, notify);
      expect(result).toEqual({ success: true, code, message: 'fine', data: { x: 'y' }, raw });
      expect(notices).toEqual([]);
    },
  );

  test.each([['1'], ['abc'], [undefined]])(
    'code %p resolves not-success and toasts the server message',
    async (code) => {
      reply = () => HttpResponse.json({ code, message: 'Sesión expirada', data: null });
      const result = await coalitionRequest({ path: 'get-whatsapp' }, session, notify);
      expect(result.success).toBe(false);
      expect(result.message).toBe('Sesión expirada');
      expect(result.raw).toEqual({ code, message: 'Sesión expirada', data: null });
      expect(notices).toEqual([{ text: 'Sesión expirada' }]);
    },
  );

  test('a loading message shows a loading toast during the call and hides it at the end', async () => {
    await coalitionRequest({ path: 'problem-list', loading: 'loading' }, session, notify);
    expect(notices).toEqual([{ code: 'loading', tone: 'busy' }, { clear: true }]);
  });

  test('without a loading message no loading toast is shown', async () => {
    await coalitionRequest({ path: 'problem-list' }, session, notify);
    expect(notices).toEqual([]);
  });

  test('a network failure rejects and still hides the loading toast', async () => {
    reply = () => HttpResponse.error();
    await expect(coalitionRequest({ path: 'problem-list', loading: 'loading' }, session, notify)).rejects.toMatchObject(
      {
        kind: 'network',
        message: 'error',
      },
    );
    expect(notices).toEqual([{ code: 'loading', tone: 'busy' }, { clear: true }]);
  });

  test('a body that is not JSON rejects as malformed and hides the loading toast', async () => {
    reply = () => new HttpResponse('<html>oops', { headers: { 'Content-Type': 'text/html' } });
    await expect(coalitionRequest({ path: 'problem-list', loading: 'loading' }, session, notify)).rejects.toMatchObject(
      {
        kind: 'malformed',
      },
    );
    expect(notices).toEqual([{ code: 'loading', tone: 'busy' }, { clear: true }]);
  });
});

describe('JSON client', () => {
  test('headers come from the page query; the first three default to empty; X-Requested-With is set', () => {
    expect(jsonHeaders({})).toEqual({
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      crp_phe: '',
      dearest: '',
      showy: '',
    });
    expect(jsonHeaders({ crp_phe: 'a', dearest: 'b', showy: 'c', dearer: 'd', language: 'es' })).toMatchObject({
      crp_phe: 'a',
      dearest: 'b',
      showy: 'c',
      dearer: 'd',
      language: 'es',
    });
  });

  test('POSTs JSON with those headers and returns the body only', async () => {
    reply = () => HttpResponse.json({ success: true, message: '', data: { amount: 1 } });
    const body = await jsonRequest('/v3/loan-details/loan-details', { productId: '1' }, jsonHeaders({ crp_phe: 'k' }));
    expect(body).toEqual({ success: true, message: '', data: { amount: 1 } });
    expect(JSON.parse(seen[0].body)).toEqual({ productId: '1' });
    expect(seen[0].headers.get('crp_phe')).toBe('k');
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[0].headers.get('content-type')).toBe('application/json');
  });

  test('failures are passed on: HTTP 500 rejects with its status', async () => {
    reply = () => new HttpResponse('boom', { status: 500 });
    await expect(jsonRequest('/v3/x', {}, jsonHeaders({}))).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  test('the timeout is 60000 ms: a request that never answers is aborted then', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    reply = () => new Promise<Response>(() => undefined) as unknown as Response;
    const pending = jsonRequest('/v3/slow', {}, jsonHeaders({}));
    const settled = jest.fn();
    pending.catch(settled);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_500);
    await expect(pending).rejects.toBeInstanceOf(RequestError);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    jest.useRealTimers();
  });
  test('an answer whose body stalls after its headers also ends at 60000 ms, as a timeout', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    reply = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"success":true,"data":{"a":'));
            // ...and nothing more, ever.
          },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    const pending = jsonRequest('/v3/stalled', {}, jsonHeaders({}));
    const settled = jest.fn();
    pending.catch(settled);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_500);
    await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    jest.useRealTimers();
  });

  test("the caller's abort ends a stalled body as a network failure, not a timeout", async () => {
    reply = () => new Response(new ReadableStream({ start: () => undefined }));
    const caller = new AbortController();
    const pending = jsonRequest('/v3/stalled', {}, jsonHeaders({}), caller.signal);
    setTimeout(() => caller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('form client', () => {
  test('headers swift and eyes from the query (default empty), form-encoded, X-Requested-With', () => {
    expect(formHeaders({})).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
      swift: '',
      eyes: '',
    });
    expect(formHeaders({ swift: 's', eyes: 'e' })).toMatchObject({ swift: 's', eyes: 'e' });
  });

  test('returns the body only, whatever its code', async () => {
    reply = () => HttpResponse.json({ code: '01', message: 'no' });
    const body = await formRequest('http://localhost/coalition/repayment-way', { a: 1 }, formHeaders({ swift: 's' }));
    expect(body).toEqual({ code: '01', message: 'no' });
    expect(seen[0].headers.get('swift')).toBe('s');
    expect(seen[0].body).toBe('a=1');
  });

  test('a network failure is passed on', async () => {
    reply = () => HttpResponse.error();
    await expect(formRequest('http://localhost/coalition/repayment-way', {}, formHeaders({}))).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
