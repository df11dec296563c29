/**
 * CONTRACT.md "Markets": every request of the three clients and of the promotion calls names the
 * borrower's market in `Accept-Language` (`en-IN` for need-pop=1, `es-MX` otherwise), whatever its
 * method or body (form, JSON, multipart upload, a GET with no body). The four base queries below are
 * the only ones the app's APIs are built on (checked at the end), so every endpoint sends it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { coalitionBaseQuery, formBaseQuery, jsonBaseQuery } from '../../../store/api/clients';
import { promotionBaseQuery } from '../../../store/api/promotionClient';
import { acceptLanguage } from '../../../store/api/request';
import { fakeEffects } from '../../support/effects';

const seen: { path: string; method: string; language: string | null; type: string | null }[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      path: url.pathname,
      method: request.method,
      language: request.headers.get('accept-language'),
      type: request.headers.get('content-type'),
    });
    return HttpResponse.json({ code: '0', success: true, message: 'ok', data: {} });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

/** What a base query receives from RTK Query: the store's state and the effects. */
function apiWith(needPop: string): BaseQueryApi {
  const session = {
    needPop,
    params: { deviceId: 'd1', sessionId: 's1' },
    jsonHeaders: { crp_phe: '', dearest: '', showy: '', dearer: '', language: '' },
    formHeaders: { swift: '', eyes: '' },
  };
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({ session }),
    extra: fakeEffects(),
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
}

async function everyKindOfCall(needPop: string) {
  const api = apiWith(needPop);
  const upload = new FormData();
  upload.append('problemImage', new Blob(['x'], { type: 'image/png' }), 'a.png');
  await coalitionBaseQuery({ path: 'contract-detail', method: 'GET', payload: { orderNo: '1' } }, api, {});
  await coalitionBaseQuery({ path: 'problem-list' }, api, {});
  await coalitionBaseQuery({ path: 'upload-problem-img', formData: upload }, api, {});
  await jsonBaseQuery({ path: '/v3/loan-confirm/loan-detail-confirm', body: { productId: 1 } }, api, {});
  await formBaseQuery({ path: 'repayment-way' }, api, {});
  await promotionBaseQuery({ path: 'promotion/get-sid' }, api, {});
  await promotionBaseQuery({ path: 'promotion/get-sms', method: 'POST', payload: { phone: '1' } }, api, {});
}

test.each([
  ['1', 'en-IN'],
  ['2', 'es-MX'],
  ['', 'es-MX'],
  ['7', 'es-MX'],
])('need-pop %p: every kind of call says Accept-Language %s', async (needPop, language) => {
  expect(acceptLanguage(needPop)).toBe(language);
  await everyKindOfCall(needPop);
  expect(seen).toHaveLength(7);
  for (const call of seen) expect([call.method, call.path, call.language]).toEqual([call.method, call.path, language]);
  // The header joins the others; it never replaces a body's content type.
  const byPath = Object.fromEntries(seen.map((c) => [c.path, c.type]));
  expect(byPath['/coalition/problem-list']).toBe('application/x-www-form-urlencoded');
  expect(byPath['/coalition/upload-problem-img']).toMatch(/^multipart\/form-data; boundary=/);
  expect(byPath['/v3/loan-confirm/loan-detail-confirm']).toBe('application/json');
});

test('every API of the store is built on one of these four base queries', () => {
  const dir = path.join(__dirname, '../../../store');
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.ts$/.test(f));
  const bases = files.flatMap((f) =>
    [...readFileSync(path.join(dir, f), 'utf8').matchAll(/baseQuery:\s*(\w+)/g)].map((m) => m[1]),
  );
  expect(bases.length).toBeGreaterThanOrEqual(4);
  expect(new Set(bases)).toEqual(
    new Set(['coalitionBaseQuery', 'jsonBaseQuery', 'formBaseQuery', 'promotionBaseQuery']),
  );
});
