/**
 * The page query, read once at start-up and entered as an action (`session/started`) so that a
 * replayed log rebuilds the same session. Everything that depends on the URL (session params for
 * every /coalition call, client headers, language pack, in-app browser) is derived from here.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

const initialSessionState: SessionState = {
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

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    started(_state, action: PayloadAction<SessionStartedPayload>) {
      const { query, inAppBrowser, clientType } = action.payload;
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
    },
  },
});

export const sessionStarted = sessionSlice.actions.started;
