/**
 * The recorder on a real store against the contract server (msw): the landing form typed key by key
 * with get-code and apply, the card-repay SMS step with a wrong code, a card binding and the contact
 * form's telephone. Neither the stored sessionStorage entry nor the exported recording holds the
 * phone, the codes, the card numbers or the server's sid and repay token; the log still replays.
 */
import { makeStore, type AppStore } from '../../../store';
import { promotionApi } from '../../../store/api/promotion';
import {
  bindSubmitted,
  cardChosen,
  cardRepayOpened,
  confirmTapped,
  legacyRepayFeature,
  payTapped,
  selectLegacyRepay,
  verifyCodeEdited,
} from '../../../store/legacyRepay';
import { fieldChanged, officialFormFeature } from '../../../store/officialForm';
import {
  applied,
  captchaChanged,
  codeRequested,
  opened,
  phoneChanged,
  registrationFeature,
  smsCodeChanged,
} from '../../../store/registration';
import { selectSid } from '../../../store/registration/selectors';
import { readRecording } from '../../../store/replay/format';
import { maskSecrets } from '../../../store/replay/mask';
import { createRecorder } from '../../../store/replay/recorder';
import { replay } from '../../../store/replay/replay';
import { sessionStarted } from '../../../store/session/slice';
import { fakeEffects } from '../../support/effects';
import { server } from '../../support/msw';

const PHONE = '13957294816';
const SESSION_PHONE = '13661592837';
const SESSION_ID = 'sess-2c4e6f';
const CAPTCHA = 'Xq7Z';
const SMS = '739514';
const VERIFY = '864209';
const NEW_CARD = '6217 0031 4159 2653';
const TELEPHONE = '+52 55 3817 4926';
/** The server's cards (server/scenarios/repay.ts): only their last 4 digits may show. */
const SERVER_CARDS = ['4152313412345678', '5204165512349876', '5579070087654321'];

const QUERY = {
  id: '1',
  user_from: 'ads',
  utm_tag: 'demo',
  app_from: 'web',
  invite_code: '',
  links_id: '9',
  deviceId: 'dev-1',
  appVersion: '1.0.0',
  userId: '10001',
  sessionId: SESSION_ID,
  clientType: 'ios',
  merchantNumber: '1',
  mobilePhone: SESSION_PHONE,
  productId: '1',
  orderId: '174',
  amount: '300000',
};

const realSetTimeout = globalThis.setTimeout;
/** Polls on real macrotasks (fetch and msw run; the fake clock stands still). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 400; i += 1) {
    if (check()) return;
    await new Promise((resolve) => realSetTimeout(resolve, 2));
  }
  throw new Error(`never reached: ${what}`);
}

const requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
beforeAll(() => server.events.on('request:start', onRequest));
afterAll(() => server.events.removeListener('request:start', onRequest));
beforeEach(() => {
  sessionStorage.clear();
  // Fixed clock: the log's timestamps are the same on every run.
  jest.useFakeTimers({ now: 1_800_000_000_000, doNotFake: ['nextTick', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

const answered = (path: string) => () => requests.filter((p) => p.endsWith(path)).length;

async function typeLanding(store: AppStore) {
  await store.dispatch(promotionApi.endpoints.channelTemplate.initiate({ templateId: '1' }));
  await store.dispatch(promotionApi.endpoints.getSid.initiate());
  store.dispatch(opened());
  // Key by key, as the grouped input sends it.
  const grouped = `${PHONE.slice(0, 3)} ${PHONE.slice(3, 7)} ${PHONE.slice(7)}`;
  for (let i = 1; i <= grouped.length; i += 1) store.dispatch(phoneChanged(grouped.slice(0, i)));
  for (let i = 1; i <= CAPTCHA.length; i += 1) store.dispatch(captchaChanged(CAPTCHA.slice(0, i)));
  const smsBefore = answered('get-sms')();
  store.dispatch(codeRequested());
  await until(() => answered('get-sms')() > smsBefore, 'get-sms sent');
  // A wrong captcha (the server reads '1234') clears the field: typed again for the apply.
  await until(() => store.getState().sms?.status === 'ready', 'get-sms answered');
  store.dispatch(captchaChanged(CAPTCHA));
  for (let i = 1; i <= SMS.length; i += 1) store.dispatch(smsCodeChanged(SMS.slice(0, i)));
  const registerBefore = answered('register')();
  store.dispatch(applied());
  await until(() => answered('register')() > registerBefore, 'register sent');
  await until(() => store.getState().registration?.submit.status !== 'submitting', 'register answered');
}

async function typeCardRepay(store: AppStore) {
  const repay = () => selectLegacyRepay(store.getState());
  store.dispatch(cardRepayOpened({ amount: '3000' }));
  await until(() => repay().cardList.status === 'ready', 'card list');
  store.dispatch(cardChosen({ cardId: '1' }));
  store.dispatch(payTapped());
  await until(() => repay().phase.status === 'verifying', 'SMS step');
  for (let i = 1; i <= VERIFY.length; i += 1) store.dispatch(verifyCodeEdited({ code: VERIFY.slice(0, i) }));
  store.dispatch(confirmTapped());
  await until(() => {
    const phase = repay().phase;
    return phase.status === 'verifying' && !phase.confirming;
  }, 'wrong code answered');
  store.dispatch(bindSubmitted({ cardNo: NEW_CARD, bankName: 'BBVA México', bankCode: 'BBVA' }));
  await until(() => repay().bind.status !== 'submitting', 'card bound');
}

test('a session typing every secret leaves none of them in the stored log or the downloaded recording', async () => {
  const recorder = createRecorder({ path: `/landing?sessionId=${SESSION_ID}&mobilePhone=${SESSION_PHONE}` });
  const store = makeStore({
    effects: fakeEffects(),
    features: [registrationFeature, legacyRepayFeature, officialFormFeature],
    onAction: (action) => recorder.record(action),
  });
  store.dispatch(sessionStarted({ query: QUERY, inAppBrowser: null, clientType: 'ios' }));
  await typeLanding(store);
  await typeCardRepay(store);
  for (let i = 1; i <= TELEPHONE.length; i += 1) {
    store.dispatch(fieldChanged({ form: 'contact', field: 'telephone', value: TELEPHONE.slice(0, i) }));
  }

  // The server's own secrets, as the live (unmasked) store holds them.
  const sid = selectSid(store.getState());
  const list = selectLegacyRepay(store.getState()).cardList;
  const repayToken = list.status === 'ready' ? list.repayToken : '';
  expect(sid).toMatch(/^[0-9a-f]{32}$/);
  expect(repayToken).toMatch(/^tok-/);

  recorder.flush();
  const stored = Object.keys(sessionStorage)
    .map((key) => `${key}=${sessionStorage.getItem(key)}`)
    .join('\n');
  const exported = JSON.stringify(recorder.exportRecording());
  const types = recorder.entries().map((e) => e.action.type);
  for (const type of [
    'registration/phoneChanged',
    'registration/captchaChanged',
    'registration/smsCodeChanged',
    'legacyRepay/verifyCodeEdited',
    'legacyRepay/bindSubmitted',
    'officialForm/fieldChanged',
  ]) {
    expect(types).toContain(type);
  }
  const calls = recorder
    .entries()
    .map((e) => (e.action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName);
  for (const endpoint of ['getSms', 'register', 'trackClick', 'repaymentCommit', 'repaymentConfirm', 'bindCard']) {
    expect(calls).toContain(endpoint);
  }

  const leaks = [
    PHONE,
    '139 5729 4816',
    '5729',
    SESSION_PHONE,
    '6159',
    SESSION_ID,
    CAPTCHA,
    'Xq7',
    SMS,
    VERIFY,
    NEW_CARD,
    NEW_CARD.replace(/ /g, '').slice(0, 12),
    '6217 0031 4159',
    TELEPHONE,
    '3817',
    sid,
    sid.slice(0, 8),
    repayToken,
    ...SERVER_CARDS,
    ...SERVER_CARDS.map((card) => card.slice(0, 12)),
  ];
  for (const leak of leaks) {
    expect({ leak, inSessionStorage: stored.includes(leak) }).toEqual({ leak, inSessionStorage: false });
    expect({ leak, inExport: exported.includes(leak) }).toEqual({ leak, inExport: false });
  }
  // The kept parts are where they should be.
  expect(exported).toContain('"139 0000 4816"');
  expect(exported).toContain('"0000 0000 0000 2653"');

  // The masked log still replays, to the masked state of the live store.
  const replayed = maskSecrets(replay(readRecording(JSON.parse(exported))));
  const live = maskSecrets(store.getState());
  for (const branch of ['registration', 'sms', 'legacyRepay', 'officialForm', 'session'] as const) {
    expect(replayed[branch]).toEqual(live[branch]);
  }
  expect(replayed.registration?.form.phone).toBe('13900004816');
  expect(selectLegacyRepay(replayed).verifyCode).toBe('000000');
  expect(selectLegacyRepay(replayed).phase.status).toBe('verifying');
});
