/**
 * The session's shape and how the page query makes it: plain functions, no Redux, so the start script
 * (src/start.ts) can derive the first request's session before the app's libraries have downloaded.
 */
const SESSION_PARAMS = [
  'deviceId',
  'appVersion',
  'userId',
  'sessionId',
  'clientType',
  'merchantNumber',
  'mobilePhone',
] as const;
const JSON_HEADERS = ['crp_phe', 'dearest', 'showy', 'dearer', 'language'] as const;
const FORM_HEADERS = ['swift', 'eyes'] as const;

type SessionParams = Record<(typeof SESSION_PARAMS)[number], string>;
export type InAppBrowser = 'whatsapp' | 'wechat' | 'messenger' | 'line' | 'telegram' | null;

export interface SessionState {
  started: boolean;
  params: SessionParams;
  productId: string;
  orderId: string;
  orderNo: string;
  /** Raw `need-pop` value: '1' English + rupee, anything else Spanish + $. */
  needPop: string;
  languageType: string;
  jsonHeaders: Record<(typeof JSON_HEADERS)[number], string>;
  formHeaders: Record<(typeof FORM_HEADERS)[number], string>;
  inAppBrowser: InAppBrowser;
  clientType: 'ios' | 'android';
  /** Every query parameter as given, for screens with their own parameters (landing, forms). */
  query: Record<string, string>;
}

const emptyRecord = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

export const initialSessionState: SessionState = {
  started: false,
  params: emptyRecord(SESSION_PARAMS),
  productId: '',
  orderId: '',
  orderNo: '',
  needPop: '',
  languageType: '',
  jsonHeaders: emptyRecord(JSON_HEADERS),
  formHeaders: emptyRecord(FORM_HEADERS),
  inAppBrowser: null,
  clientType: 'android',
  query: {},
};

export interface SessionStartedPayload {
  query: Record<string, string>;
  inAppBrowser: InAppBrowser;
  clientType: 'ios' | 'android';
}

const pick = <K extends string>(keys: readonly K[], query: Record<string, string>) =>
  Object.fromEntries(keys.map((k) => [k, query[k] ?? ''])) as Record<K, string>;

/** The session a `session/started` payload gives: the reducer's result, and the start script's (src/start.ts). */
export function sessionStateOf({ query, inAppBrowser, clientType }: SessionStartedPayload): SessionState {
  return {
    started: true,
    params: pick(SESSION_PARAMS, query),
    productId: query.productId ?? '',
    orderId: query.orderId ?? '',
    orderNo: query.orderNo ?? '',
    needPop: query['need-pop'] ?? '',
    languageType: query.languageType ?? '',
    jsonHeaders: pick(JSON_HEADERS, query),
    formHeaders: pick(FORM_HEADERS, query),
    inAppBrowser,
    clientType,
    query,
  };
}

export type Market = 'en' | 'es';

/** SPEC §1: need-pop 1 gives English with the rupee symbol; 2, absent or other give Spanish with $. */
export const marketOf = (needPop: string): Market => (needPop === '1' ? 'en' : 'es');
