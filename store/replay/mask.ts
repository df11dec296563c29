/**
 * Secrets never leave the page in a recording or in DevTools. Two nets, both applied to every action:
 *
 * 1. By action type (`SECRET_ACTIONS`, `SECRET_CALLS`): the actions that carry a phone, a code, a card
 *    number or a token, and where in them it sits — a bare payload string (`registration/phoneChanged`),
 *    a payload field under a name of its own (`legacyRepay/verifyCodeEdited`'s `code`), an RTK Query
 *    call's `meta.arg.originalArgs` or its answer.
 * 2. By key, everywhere (`maskSecrets`, also the state sanitizer): fields named like a secret
 *    (`mobilePhone`, `smsCode`, `cardNo`, `sessionId`…) and the same keys in a URL's query.
 *
 * A masked value keeps its length and format, so a masked log replays through the same reducers and
 * validations (a masked action, reduced, gives the masked state of the real one):
 * - phone: the first 3 digits and digits 8-11 (the last 4 of an 11-digit mobile) kept, others zeroed;
 *   a number of fewer than 11 digits (still being typed) keeps none, so a phone typed key by key
 *   never reveals more than the finished number does;
 * - code (SMS code, captcha answer): every character but spaces becomes '0';
 * - digits (a code whose reducer keeps only digits): every digit becomes '0';
 * - card: the last 4 of its first 19 digits kept when it has at least 12, other digits zeroed;
 * - token (session ids, sid, repayToken): '***'.
 */
import type { UnknownAction } from '@reduxjs/toolkit';

export type SecretKind = 'phone' | 'code' | 'digits' | 'card' | 'token';

const PHONE_DIGITS = 11;
const CARD_MAX_DIGITS = 19;
const CARD_MIN_DIGITS = 12;

/** Zeroes every digit whose 1-based position `keep` refuses. */
const zeroDigitsBut = (s: string, keep: (position: number, total: number) => boolean) => {
  const total = s.replace(/\D/g, '').length;
  let seen = 0;
  return s.replace(/\d/g, (d) => {
    seen += 1;
    return keep(seen, total) ? d : '0';
  });
};

const MASKS: Record<SecretKind, (s: string) => string> = {
  phone: (s) => zeroDigitsBut(s, (at, total) => total >= PHONE_DIGITS && (at <= 3 || (at > 7 && at <= PHONE_DIGITS))),
  code: (s) => s.replace(/\S/g, '0'),
  digits: (s) => s.replace(/\d/g, '0'),
  card: (s) =>
    zeroDigitsBut(s, (at, total) => {
      const end = Math.min(total, CARD_MAX_DIGITS);
      return end >= CARD_MIN_DIGITS && at > end - 4 && at <= end;
    }),
  token: () => '***',
};

/** One value masked as a secret of this kind; empty values and non-strings (null, objects) stay. */
function maskAs(kind: SecretKind, value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const s = String(value);
  return s ? MASKS[kind](s) : value;
}

const KEYS: Record<SecretKind, ReadonlySet<string>> = {
  phone: /* @__PURE__ */ new Set(['mobilePhone', 'phone', 'mobile', 'userName', 'telephone']),
  code: /* @__PURE__ */ new Set(['smsCode', 'verifyCode', 'captcha', 'capcode']),
  digits: /* @__PURE__ */ new Set<string>(),
  card: /* @__PURE__ */ new Set(['cardNo', 'cardNumber']),
  // The client headers' values (CONTRACT, page query parameters) identify the borrower to the server.
  token: /* @__PURE__ */ new Set([
    'sessionId',
    'sid',
    'repayToken',
    'token',
    'crp_phe',
    'dearest',
    'showy',
    'dearer',
    'swift',
    'eyes',
  ]),
};
// A literal list, not Object.keys: a call at the top would keep this module in every page's bundle.
const KINDS: readonly SecretKind[] = ['phone', 'code', 'card', 'token'];
const kindOfKey = (key: string) => KINDS.find((kind) => KEYS[kind].has(key));

/** What a field named `key` becomes: a secret masked by its name, a URL with its query masked. */
export function maskValue(key: string, value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const kind = kindOfKey(key);
  if (kind) return maskAs(kind, value);
  // A URL (a navigation, a server link) carries the session in its query: masked there too.
  if (typeof value === 'string' && value.includes('?')) return maskUrl(value);
  return value;
}

/** A deep copy with every secret masked by key; non-plain values (functions, files) become their type name. */
export function maskSecrets<T>(input: T, depth = 0): T {
  if (depth > 40) return '[deep]' as unknown as T;
  if (Array.isArray(input)) return (input as unknown[]).map((item) => maskSecrets(item, depth + 1)) as unknown as T;
  if (input && typeof input === 'object') {
    const proto = Object.getPrototypeOf(input) as { constructor?: { name?: string } } | null;
    if (proto !== Object.prototype && proto !== null)
      return `[${proto?.constructor?.name ?? 'object'}]` as unknown as T;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
      out[k] = v && typeof v === 'object' ? maskSecrets(v, depth + 1) : maskValue(k, v);
    }
    return out as T;
  }
  if (typeof input === 'function') return '[function]' as unknown as T;
  return input;
}

/**
 * A URL or path whose query may carry session params: the same keys masked inside it. A URL with no
 * secret in its query is returned as it is, so its own encoding survives for replay.
 */
export function maskUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const at = base.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(base.slice(at + 1));
  if (![...query.keys()].some((key) => kindOfKey(key))) return url;
  query.forEach((value, key) => query.set(key, String(maskValue(key, value))));
  return `${base.slice(0, at)}?${query.toString()}${hashAt < 0 ? '' : url.slice(hashAt)}`;
}

/**
 * Where an action holds secrets: dot paths from the action (`payload`, `payload.code`,
 * `meta.arg.originalArgs.phone`; `*` walks every item of an array) and how each is masked.
 */
export interface SecretRule {
  at: Readonly<Record<string, SecretKind>>;
  /** Only actions this holds for (a form field that is a phone only under one name). */
  when?: (action: UnknownAction) => boolean;
}

/** Events (slice actions) that carry a secret, by action type. */
export const SECRET_ACTIONS: Readonly<Record<string, SecretRule>> = {
  'session/started': { at: { 'payload.query.sessionId': 'token', 'payload.query.mobilePhone': 'phone' } },
  'registration/phoneChanged': { at: { payload: 'phone' } },
  'registration/captchaChanged': { at: { payload: 'code' } },
  'registration/smsCodeChanged': { at: { payload: 'code' } },
  'legacyRepay/verifyCodeEdited': { at: { 'payload.code': 'digits' } },
  'legacyRepay/bindSubmitted': { at: { 'payload.cardNo': 'card' } },
  'officialForm/fieldChanged': {
    at: { 'payload.value': 'phone' },
    when: (action) => (action.payload as { field?: unknown } | undefined)?.field === 'telephone',
  },
};

/**
 * RTK Query calls that carry a secret in their arguments or their answer, as `reducerPath/endpoint`:
 * the rule covers the call's pending, fulfilled and rejected actions.
 */
export const SECRET_CALLS: Readonly<Record<string, SecretRule>> = {
  'promotionApi/getSid': { at: { 'payload.data.sid': 'token' } },
  'promotionApi/trackClick': { at: { 'meta.arg.originalArgs.phone': 'phone' } },
  'promotionApi/getSms': {
    at: {
      'meta.arg.originalArgs.phone': 'phone',
      'meta.arg.originalArgs.capcode': 'code',
      'meta.arg.originalArgs.sid': 'token',
    },
  },
  'promotionApi/register': {
    at: {
      'meta.arg.originalArgs.phone': 'phone',
      'meta.arg.originalArgs.userName': 'phone',
      'meta.arg.originalArgs.capcode': 'code',
      'meta.arg.originalArgs.smsCode': 'code',
      'meta.arg.originalArgs.sid': 'token',
    },
  },
  'legacyApi/repaymentWay': {
    at: { 'payload.data.repayToken': 'token', 'payload.data.bankCards.*.cardNo': 'card' },
  },
  'legacyApi/repaymentCommit': {
    at: { 'meta.arg.originalArgs.cardNo': 'card', 'meta.arg.originalArgs.repayToken': 'token' },
  },
  'legacyApi/repaymentConfirm': { at: { 'meta.arg.originalArgs.verifyCode': 'digits' } },
  'coalitionApi/bindCard': { at: { 'meta.arg.originalArgs.cardNo': 'card' } },
};

const CALL_TYPE = /^([^/]+)\/execute(?:Query|Mutation)\/(?:pending|fulfilled|rejected)$/;

/** The rule for this action: by its type, or by the RTK Query call it belongs to. */
function secretRuleOf(action: UnknownAction): SecretRule | undefined {
  const byType = SECRET_ACTIONS[action.type];
  if (byType) return byType;
  const api = CALL_TYPE.exec(action.type)?.[1];
  const endpoint = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName;
  return api && typeof endpoint === 'string' ? SECRET_CALLS[`${api}/${endpoint}`] : undefined;
}

/** A copy of `node` with the value at `path` masked; the parts off the path are shared, not copied. */
function maskAt(node: unknown, path: readonly string[], kind: SecretKind): unknown {
  if (!path.length) return maskAs(kind, node);
  const [step, ...rest] = path;
  if (step === '*') return Array.isArray(node) ? node.map((item) => maskAt(item, rest, kind)) : node;
  if (!node || typeof node !== 'object' || Array.isArray(node) || !(step in node)) return node;
  const record = node as Record<string, unknown>;
  return { ...record, [step]: maskAt(record[step], rest, kind) };
}

/**
 * An action as recordings and DevTools keep it: its secrets masked by its type's rule, then every
 * field masked by key. Masking a masked action changes nothing.
 */
export function maskAction<A>(action: A): A {
  if (!action || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string') {
    return maskSecrets(action);
  }
  const typed = action as unknown as UnknownAction;
  const rule = secretRuleOf(typed);
  let masked: unknown = action;
  if (rule && (!rule.when || rule.when(typed))) {
    for (const [path, kind] of Object.entries(rule.at)) masked = maskAt(masked, path.split('.'), kind);
  }
  return maskSecrets(masked as A);
}
