/**
 * The three HTTP clients of CONTRACT.md, each as a plain function (the rules of the spec,
 * unit-tested) and as an RTK Query base query (how every endpoint reaches the server). Base queries
 * never throw: a failure becomes an `ApiError` that a screen can show with a retry. What the
 * coalition client says to the user (its loading notice, the server's refusal) goes through the
 * store's `notify` effect, the thunk's extra argument.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiUrl } from '../apiAddress';
import type { Effects } from '../effects';
import type { Notice, NoticeCode } from '../notice';
import type { SessionState } from '../session';
import {
  asRecord,
  errorOf,
  marketHeaders,
  requestJson,
  toQuery,
  withQuery,
  type ApiError,
  type Payload,
} from './request';

const COALITION_BASE = '/coalition';

/* ---------------- 1. coalition client ---------------- */

export interface CoalitionArgs {
  path: string;
  method?: 'GET' | 'POST';
  payload?: Payload;
  /** Multipart body (uploads); replaces the form-encoded payload. */
  formData?: FormData;
  /** Shows a busy notice with these words while the call runs (SPEC: the optional loading message). */
  loading?: NoticeCode;
  /** Headers of this call only (a complaint submission's Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface CoalitionResult<T = unknown> {
  success: boolean;
  code: unknown;
  message: string;
  data: T;
  raw: unknown;
}

/** SPEC §7: success means the code parses to integer 0 ('0', 0 and '00' do; '1', 'abc' and none don't). */
export const isCoalitionSuccess = (code: unknown) => parseInt(String(code), 10) === 0;

export async function coalitionRequest(
  args: CoalitionArgs,
  sessionParams: Record<string, string>,
  notify: (notice: Notice) => void,
  signal?: AbortSignal,
  /** Sent with the call whatever its method (the market's Accept-Language). */
  headers: Record<string, string> = {},
): Promise<CoalitionResult> {
  const method = args.method ?? 'POST';
  const query = toQuery(sessionParams);
  if (method === 'GET') toQuery(args.payload).forEach((val, key) => query.append(key, val));
  const url = withQuery(apiUrl(`${COALITION_BASE}/${args.path}`), query);
  const init: RequestInit = { method, headers };
  if (method === 'POST') {
    if (args.formData) init.body = args.formData;
    else {
      init.body = toQuery(args.payload).toString();
      init.headers = { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' };
    }
  }
  if (args.loading) notify({ code: args.loading, tone: 'busy' });
  try {
    const raw = await requestJson(url, init, signal);
    const body = asRecord(raw);
    const success = isCoalitionSuccess(body.code);
    const message = typeof body.message === 'string' ? body.message : '';
    if (!success && message) notify({ text: message });
    return { success, code: body.code, message, data: body.data, raw };
  } finally {
    if (args.loading) notify({ clear: true });
  }
}

type StateWithSession = { session: SessionState };

export const coalitionBaseQuery: BaseQueryFn<CoalitionArgs, CoalitionResult, ApiError> = async (args, api) => {
  try {
    const { notify } = api.extra as Effects;
    const { session } = api.getState() as StateWithSession;
    const headers = { ...marketHeaders(session.needPop), ...args.headers };
    const result = await coalitionRequest(args, session.params, notify, api.signal, headers);
    if (!result.success) {
      return { error: { kind: 'failed', message: result.message, code: result.code as string | number } };
    }
    return { data: result };
  } catch (e) {
    return { error: errorOf(e) };
  }
};

/* ---------------- 2. JSON client (v3 loan calls) ---------------- */

export function jsonHeaders(fromQuery: Partial<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    crp_phe: fromQuery.crp_phe ?? '',
    dearest: fromQuery.dearest ?? '',
    showy: fromQuery.showy ?? '',
  };
  if (fromQuery.dearer) headers.dearer = fromQuery.dearer;
  if (fromQuery.language) headers.language = fromQuery.language;
  return headers;
}

/** Returns the body only; failures (network, timeout, HTTP, unparsable) are passed on unchanged. */
export const jsonRequest = (path: string, body: unknown, headers: Record<string, string>, signal?: AbortSignal) =>
  requestJson(apiUrl(path), { method: 'POST', headers, body: JSON.stringify(body ?? {}) }, signal);

export interface JsonArgs {
  path: string;
  body?: Record<string, unknown>;
  /** Headers of this call only (a loan application's Idempotency-Key). */
  headers?: Record<string, string>;
}
export interface JsonEnvelope {
  success: boolean;
  message: string;
  data: unknown;
}

/** The v3 calls act only when `success` is truthy; anything else is an error for the screen. */
export const jsonBaseQuery: BaseQueryFn<JsonArgs, JsonEnvelope, ApiError> = async (args, api) => {
  try {
    const state = api.getState() as StateWithSession;
    const headers = {
      ...jsonHeaders(state.session.jsonHeaders),
      ...marketHeaders(state.session.needPop),
      ...args.headers,
    };
    const body = asRecord(await jsonRequest(args.path, args.body, headers, api.signal));
    const message = typeof body.message === 'string' ? body.message : '';
    if (!body.success) return { error: { kind: 'failed', message } };
    return { data: { success: true, message, data: body.data } };
  } catch (e) {
    return { error: errorOf(e) };
  }
};

/* ---------------- 3. form client (legacy card repay) ---------------- */

export function formHeaders(fromQuery: Partial<Record<string, string>>): Record<string, string> {
  return {
    'Content-Type': 'application/x-www-form-urlencoded',
    'X-Requested-With': 'XMLHttpRequest',
    swift: fromQuery.swift ?? '',
    eyes: fromQuery.eyes ?? '',
  };
}

export const formRequest = (url: string, payload: Payload, headers: Record<string, string>, signal?: AbortSignal) =>
  requestJson(url, { method: 'POST', headers, body: toQuery(payload).toString() }, signal);

export interface FormArgs {
  path: string;
  payload?: Payload;
}

/** The form client's call for `args` in `session`: what its base query sends, and a first screen's head start. */
export const legacyRequest = (args: FormArgs, session: SessionState, signal?: AbortSignal) =>
  formRequest(
    withQuery(apiUrl(`${COALITION_BASE}/${args.path}`), toQuery(session.params)),
    args.payload ?? {},
    { ...formHeaders(session.formHeaders), ...marketHeaders(session.needPop) },
    signal,
  );

/** Body only: the legacy repay machine reads its codes ('00', 800005, 800006) itself. */
export const formBaseQuery: BaseQueryFn<FormArgs, unknown, ApiError> = async (args, api) => {
  try {
    const state = api.getState() as StateWithSession;
    return { data: await legacyRequest(args, state.session, api.signal) };
  } catch (e) {
    return { error: errorOf(e) };
  }
};
