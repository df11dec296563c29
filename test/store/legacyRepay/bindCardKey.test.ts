/**
 * A bind whose answer never came (CONTRACT.md bind card, "endBank when done"): every try of one bind
 * carries the same Idempotency-Key, so the server answers a resend with its first answer (bound) and
 * not with "already bound"; another card, or a bind the server answered, gets a new key. A failure
 * is said in the market's words (SPEC §8's '处理失败' and 'error' are for legacy repay only).
 */
import { http, HttpResponse } from 'msw';
import { bindOpened, bindSubmitted } from '../../../store/legacyRepay';
import { REQUEST_TIMEOUT_MS } from '../../../store/api/request';
import { armFault } from '../../../server/faults';
import { server } from '../../support/msw';
import { settle, setup, until } from './support';

const CARD = { cardNo: '4152 3138 1234 5678', bankName: 'BBVA México', bankCode: 'BBVA' };
const shellCalls = (ctx: ReturnType<typeof setup>) => ctx.effects.nativeCalls.map((c) => c.name);

/** The keys of every bind-card the server was sent, in order. */
function watchKeys() {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/coalition/bind-card') keys.push(request.headers.get('Idempotency-Key'));
  });
  return keys;
}
afterEach(() => server.events.removeAllListeners());

/** The first bind-card does its work on the server, then its answer is lost (the server's `lost` fault). */
const loseFirstAnswer = () => armFault('bind-card', 'lost', 1);

test('a lost answer, then Vincular again: the same key, the first answer (bound), endBank once', async () => {
  const keys = watchKeys();
  loseFirstAnswer();
  const ctx = setup();
  ctx.store.dispatch(bindOpened());
  ctx.store.dispatch(bindSubmitted(CARD));
  await until(ctx.store, (s) => s.bind.status === 'editing', 'lost answer');
  await settle();
  expect(ctx.effects.said()).toEqual(['bindUnanswered']);
  ctx.store.dispatch(bindSubmitted(CARD));
  await until(ctx.store, (s) => s.bind.status === 'bound', 'bound');
  await settle();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{16,}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(shellCalls(ctx)).toEqual(['startBank', 'endBank']);
  expect(ctx.effects.said()).toEqual(['bindUnanswered', 'cardBound']);
});

test('another card after a lost answer is another bind: a new key', async () => {
  const keys = watchKeys();
  loseFirstAnswer();
  const ctx = setup();
  ctx.store.dispatch(bindSubmitted(CARD));
  await until(ctx.store, (s) => s.bind.status === 'editing', 'lost answer');
  ctx.effects.clock += 1000;
  ctx.store.dispatch(bindSubmitted({ ...CARD, cardNo: '4152 3138 0000 1111' }));
  await until(ctx.store, (s) => s.bind.status === 'bound', 'bound');
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
});

test('a refusal in words ends the bind: the next tap is a new one, with a new key', async () => {
  const keys = watchKeys();
  const ctx = setup();
  // A card of the seed: refused as already bound, in the server's words.
  const seeded = { cardNo: '4152313412345678', bankName: 'BBVA México', bankCode: 'BBVA' };
  ctx.store.dispatch(bindSubmitted(seeded));
  await until(ctx.store, (s) => s.bind.status === 'editing', 'refused');
  ctx.effects.clock += 1000;
  ctx.store.dispatch(bindSubmitted(seeded));
  await until(ctx.store, (s) => s.bind.status === 'editing', 'refused again');
  await settle();
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
  expect(ctx.effects.said()).toEqual(['La tarjeta ya está vinculada', 'La tarjeta ya está vinculada']);
});

test.each([
  ['a 500', () => new HttpResponse('{"code":500}', { status: 500 }), 'bindFailed'],
  ['an unreadable answer', () => new HttpResponse('{"code":0,"data":{', { status: 200 }), 'bindFailed'],
  ['no answer', () => HttpResponse.error(), 'bindUnanswered'],
  ['a refusal with no words', () => HttpResponse.json({ code: 3, message: '' }), 'bindFailed'],
])("%s is said in the market's words, never '处理失败' or 'error'", async (_name, answer, code) => {
  server.use(http.post('*/coalition/bind-card', answer));
  const ctx = setup();
  ctx.store.dispatch(bindSubmitted(CARD));
  await until(ctx.store, (s) => s.bind.status === 'editing', 'failed');
  await settle();
  expect(ctx.effects.said()).toEqual([code]);
});

test("60 s with no answer: the market's 'no answer' words", async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
  try {
    server.use(http.post('*/coalition/bind-card', () => new Promise<Response>(() => undefined)));
    const ctx = setup();
    ctx.store.dispatch(bindSubmitted(CARD));
    await settle();
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await until(ctx.store, (s) => s.bind.status === 'editing', 'timed out');
    await settle();
    expect(ctx.effects.said()).toEqual(['bindUnanswered']);
  } finally {
    jest.useRealTimers();
  }
});
