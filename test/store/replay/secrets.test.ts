/**
 * Every action that carries a phone, a code, a card number or a token (store/replay/mask.ts,
 * `SECRET_ACTIONS` and `SECRET_CALLS`) leaves none of it in the recorder's sessionStorage entry, in
 * `exportRecording()` or in what the DevTools sanitizer hands the extension; and a masked action,
 * replayed, gives the masked state of the real one (same lengths, same validations).
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { promotionApi } from '../../../store/api/promotion';
import { devToolsOptions } from '../../../store/devtools';
import { bindCardApi, legacyRepayApi } from '../../../store/legacyRepay/api';
import { bindSubmitted, verifyCodeEdited } from '../../../store/legacyRepay/slice';
import { fieldChanged } from '../../../store/officialForm/slice';
import { captchaChanged, phoneChanged, smsCodeChanged } from '../../../store/registration/registrationSlice';
import { PAGE_LOADED } from '../../../store/replay/format';
import { maskAction, maskSecrets, SECRET_ACTIONS, SECRET_CALLS } from '../../../store/replay/mask';
import { createRecorder } from '../../../store/replay/recorder';
import { replay } from '../../../store/replay/replay';
import { sessionStarted } from '../../../store/session/slice';

const PHONE = '13957294816';
const TELEPHONE = '+52 55 3817 4926';
const SMS = '739514';
const CAPTCHA = 'Xq7Z';
const VERIFY = '864209';
const CARD = '4152 3134 9876 1234';
const SESSION_ID = 'sess-2c4e6f';
const SID = '5f0c9e1d2b3a48796a5b4c3d2e1f0a9b';
const TOKEN = 'tok-5b8c1d';

/** What must never show: the whole value, and any run of the digits the mask hides. */
const LEAKS = {
  phone: [PHONE, '139 5729 4816', '5729'],
  telephone: [TELEPHONE, '525538174926', '381'],
  sms: [SMS],
  captcha: [CAPTCHA, 'Xq7', 'q7Z'],
  verify: [VERIFY],
  card: [CARD, '4152313498761234', '4152', '3134', '9876'],
  sessionId: [SESSION_ID, '2c4e6f'],
  sid: [SID, SID.slice(0, 8)],
  token: [TOKEN, '5b8c1d'],
};

/** An RTK Query call's action as the store sees it (pending, fulfilled or rejected). */
const call = (
  api: string,
  kind: 'Query' | 'Mutation',
  phase: 'pending' | 'fulfilled' | 'rejected',
  endpointName: string,
  originalArgs: unknown,
  payload?: unknown,
): UnknownAction => ({
  type: `${api}/execute${kind}/${phase}`,
  ...(phase === 'fulfilled' ? { payload } : {}),
  ...(phase === 'rejected' ? { payload: { kind: 'failed', message: 'no' }, error: { message: 'Rejected' } } : {}),
  meta: {
    arg: { type: kind.toLowerCase(), endpointName, originalArgs, track: true },
    requestId: 'req-1',
    requestStatus: phase,
    startedTimeStamp: 1,
  },
});
const phases = ['pending', 'fulfilled', 'rejected'] as const;
const allPhases = (
  api: string,
  kind: 'Query' | 'Mutation',
  endpoint: string,
  args: unknown,
  payload: unknown = { code: '0', message: 'ok' },
) => phases.map((phase) => call(api, kind, phase, endpoint, args, payload));

const SMS_ARGS = { phone: PHONE, capcode: CAPTCHA, sid: SID, deviceId: 'dev-1', appName: 'Demo' };

/** For every rule of the tables: sample actions with known secrets, and the strings that must not show. */
const SAMPLES: Record<string, { actions: UnknownAction[]; leaks: string[] }> = {
  'session/started': {
    actions: [
      sessionStarted({
        query: { sessionId: SESSION_ID, mobilePhone: PHONE, orderId: '174' },
        inAppBrowser: null,
        clientType: 'ios',
      }),
    ],
    leaks: [...LEAKS.sessionId, ...LEAKS.phone],
  },
  'registration/phoneChanged': {
    // As the grouped input sends it, and as a paste of the bare digits.
    actions: [phoneChanged('139 5729 4816'), phoneChanged(PHONE)],
    leaks: LEAKS.phone,
  },
  'registration/captchaChanged': { actions: [captchaChanged(CAPTCHA)], leaks: LEAKS.captcha },
  'registration/smsCodeChanged': { actions: [smsCodeChanged(SMS)], leaks: LEAKS.sms },
  'legacyRepay/verifyCodeEdited': { actions: [verifyCodeEdited({ code: VERIFY })], leaks: LEAKS.verify },
  'legacyRepay/bindSubmitted': {
    actions: [bindSubmitted({ cardNo: CARD, bankName: 'BBVA México', bankCode: 'BBVA' })],
    leaks: LEAKS.card,
  },
  'officialForm/fieldChanged': {
    actions: [fieldChanged({ form: 'contact', field: 'telephone', value: TELEPHONE })],
    leaks: LEAKS.telephone,
  },
  'promotionApi/getSid': {
    actions: allPhases('promotionApi', 'Query', 'getSid', undefined, { code: '0', message: 'ok', data: { sid: SID } }),
    leaks: LEAKS.sid,
  },
  'promotionApi/trackClick': {
    actions: allPhases('promotionApi', 'Mutation', 'trackClick', { page_id: '1', phone: PHONE }),
    leaks: LEAKS.phone,
  },
  'promotionApi/getSms': {
    actions: allPhases('promotionApi', 'Mutation', 'getSms', SMS_ARGS),
    leaks: [...LEAKS.phone, ...LEAKS.captcha, ...LEAKS.sid],
  },
  'promotionApi/register': {
    actions: allPhases('promotionApi', 'Mutation', 'register', {
      ...SMS_ARGS,
      userName: PHONE,
      smsCode: SMS,
      merchantNumber: 0,
    }),
    leaks: [...LEAKS.phone, ...LEAKS.captcha, ...LEAKS.sid, ...LEAKS.sms],
  },
  'legacyApi/repaymentWay': {
    actions: allPhases('legacyApi', 'Query', 'repaymentWay', undefined, {
      code: '00',
      data: { alipay: null, repayToken: TOKEN, bankCards: [{ id: 1, bankName: 'BBVA', cardNo: CARD, bankCode: 'B' }] },
    }),
    leaks: [...LEAKS.token, ...LEAKS.card],
  },
  'legacyApi/repaymentCommit': {
    actions: allPhases('legacyApi', 'Mutation', 'repaymentCommit', {
      amount: '3000',
      bankName: 'BBVA',
      cardId: '1',
      cardNo: CARD,
      couponId: '',
      orderId: '174',
      repayToken: TOKEN,
      bankCode: 'B',
      sendMsg: 0,
    }),
    leaks: [...LEAKS.card, ...LEAKS.token],
  },
  'legacyApi/repaymentConfirm': {
    actions: allPhases('legacyApi', 'Mutation', 'repaymentConfirm', {
      orderId: '174',
      verifyCode: VERIFY,
      repaymentRecordId: '9001',
    }),
    leaks: LEAKS.verify,
  },
  'coalitionApi/bindCard': {
    actions: allPhases('coalitionApi', 'Mutation', 'bindCard', { cardNo: CARD, bankName: 'BBVA', bankCode: 'B' }),
    leaks: LEAKS.card,
  },
};

beforeEach(() => sessionStorage.clear());

test('the samples cover every rule of the tables, and every rule names a real action type or endpoint', () => {
  expect(Object.keys(SAMPLES).sort()).toEqual([...Object.keys(SECRET_ACTIONS), ...Object.keys(SECRET_CALLS)].sort());
  for (const type of Object.keys(SECRET_ACTIONS)) {
    expect(SAMPLES[type].actions.every((a) => a.type === type)).toBe(true);
  }
  const apis = { promotionApi, legacyApi: legacyRepayApi, coalitionApi: bindCardApi };
  for (const key of Object.keys(SECRET_CALLS)) {
    const [path, endpoint] = key.split('/') as [keyof typeof apis, string];
    expect(apis[path].reducerPath).toBe(path);
    expect(Object.keys(apis[path].endpoints)).toContain(endpoint);
  }
});

describe.each(Object.entries(SAMPLES))('%s', (_type, { actions, leaks }) => {
  test('the secrets appear nowhere in the stored log, the exported recording or DevTools', () => {
    const recorder = createRecorder({ now: () => 1_800_000_000_000, path: '/landing' });
    for (const action of actions) recorder.record(action);
    recorder.flush();
    const stored = sessionStorage.getItem('recorder:log') ?? '';
    const exported = JSON.stringify(recorder.exportRecording());
    const devtools = JSON.stringify(actions.map((a, i) => devToolsOptions.actionSanitizer!(a, i)));
    expect(stored).toContain(actions[0].type);
    expect(recorder.entries()).toHaveLength(actions.length + 1);
    for (const leak of leaks) {
      expect({ leak, where: 'sessionStorage', found: stored.includes(leak) }).toEqual({
        leak,
        where: 'sessionStorage',
        found: false,
      });
      expect({ leak, where: 'export', found: exported.includes(leak) }).toEqual({
        leak,
        where: 'export',
        found: false,
      });
      expect({ leak, where: 'devtools', found: devtools.includes(leak) }).toEqual({
        leak,
        where: 'devtools',
        found: false,
      });
    }
  });

  test('masking keeps the shape and masks a masked action to itself', () => {
    for (const action of actions) {
      const masked = maskAction(action);
      expect(maskAction(masked)).toEqual(masked);
      // Every string keeps its length (tokens were '***' already by their key).
      const lengths = (a: unknown): unknown =>
        JSON.parse(JSON.stringify(a), (_k, v: unknown) => (typeof v === 'string' ? v.length : v));
      expect(lengths(masked)).toEqual(lengths(maskSecrets(action)));
    }
  });
});

test('the masked values: phones keep their first 3 and last 4 digits, codes and captchas become zeros, cards keep the last 4', () => {
  const payload = (a: UnknownAction) => maskAction(a).payload;
  expect(payload(phoneChanged('139 5729 4816'))).toBe('139 0000 4816');
  expect(payload(captchaChanged(CAPTCHA))).toBe('0000');
  expect(payload(smsCodeChanged(SMS))).toBe('000000');
  expect(payload(verifyCodeEdited({ code: VERIFY }))).toEqual({ code: '000000' });
  expect(payload(bindSubmitted({ cardNo: CARD, bankName: 'B', bankCode: 'B' }))).toMatchObject({
    cardNo: '0000 0000 0000 1234',
  });
  expect(payload(fieldChanged({ form: 'about', field: 'telephone', value: TELEPHONE }))).toMatchObject({
    value: '+52 50 0007 4920',
  });
  // Only the telephone is a phone: the other fields of the official forms are kept as typed.
  expect(payload(fieldChanged({ form: 'about', field: 'name', value: 'Ana 123' }))).toMatchObject({ value: 'Ana 123' });
  const commit = SAMPLES['legacyApi/repaymentCommit'].actions[0];
  expect((maskAction(commit).meta as { arg: { originalArgs: unknown } }).arg.originalArgs).toMatchObject({
    cardNo: '0000 0000 0000 1234',
    repayToken: '***',
    orderId: '174',
    sendMsg: 0,
  });
});

test('a phone typed key by key never shows more than its first 3 and last 4 digits', () => {
  const shown = new Set<string>();
  for (let i = 1; i <= PHONE.length; i += 1) {
    const masked = maskAction(phoneChanged(PHONE.slice(0, i))).payload;
    expect(masked).toHaveLength(i);
    [...masked].forEach((d, at) => d !== '0' && shown.add(`${at}:${d}`));
  }
  expect([...shown].sort()).toEqual(['0:1', '1:3', '2:9', '7:4', '8:8', '9:1', '10:6'].sort());
});

test('a masked log replays to the masked state of the real one (same lengths, same validations)', () => {
  const opened = { type: 'legacyRepay/opened', payload: { amount: '3000' } };
  const logs: UnknownAction[][] = [
    [
      phoneChanged('139 5729 48'),
      phoneChanged('139-5729-4816-77'),
      captchaChanged(' Xq 7Z9'),
      smsCodeChanged('73 9514 88'),
    ],
    [opened, verifyCodeEdited({ code: '86a42 09' })],
    [fieldChanged({ form: 'contact', field: 'telephone', value: TELEPHONE })],
    SAMPLES['session/started'].actions,
  ];
  for (const log of logs) {
    const entries = (actions: UnknownAction[]) => actions.map((action) => ({ t: 0, action }));
    const real = JSON.parse(JSON.stringify(maskSecrets(replay(entries(log))))) as unknown;
    const fromMasked = JSON.parse(JSON.stringify(maskSecrets(replay(entries(log.map(maskAction)))))) as unknown;
    expect(fromMasked).toEqual(real);
  }
});

test('a log kept by an older page is masked again when the next page loads it', () => {
  sessionStorage.setItem(
    'recorder:log',
    JSON.stringify([
      { t: 1, action: smsCodeChanged(SMS) },
      { t: 2, action: phoneChanged(PHONE) },
    ]),
  );
  const recorder = createRecorder({ path: '/landing' });
  recorder.flush();
  const stored = sessionStorage.getItem('recorder:log') ?? '';
  expect(stored).not.toContain(SMS);
  expect(stored).not.toContain(PHONE);
  expect(recorder.entries().map((e) => e.action.type)).toEqual([
    'registration/smsCodeChanged',
    'registration/phoneChanged',
    PAGE_LOADED,
  ]);
});
