/**
 * Card binding (CONTRACT.md `/arphaxat`, `/politicallyRole`): the native bank flow starts on open
 * and ends once bind-card succeeds; bad input is refused before any call; one bind per tap series.
 */
import { http, HttpResponse } from 'msw';
import { bindOpened, bindSubmitted, cardRepayOpened } from '../../../store/legacyRepay';
import { server } from '../../support/msw';
import { settle, setup, until } from './support';

const binds = (ctx: ReturnType<typeof setup>) => ctx.requests.filter((r) => r.path === 'bind-card');
const shellCalls = (ctx: ReturnType<typeof setup>) => ctx.effects.nativeCalls.map((c) => c.name);

test('opening the screen starts the native bank flow', () => {
  const ctx = setup();
  ctx.store.dispatch(bindOpened());
  expect(shellCalls(ctx)).toEqual(['startBank']);
  expect(ctx.types()).toContain('native/callRequested');
});

test('a bound card ends the bank flow, once, even after a double tap', async () => {
  const ctx = setup();
  ctx.store.dispatch(bindOpened());
  const card = { cardNo: '4111 1111 1111 1111', bankName: 'Banorte', bankCode: 'BANORTE' };
  ctx.store.dispatch(bindSubmitted(card));
  ctx.store.dispatch(bindSubmitted(card));
  expect(ctx.repay().bind.status).toBe('submitting');
  await until(ctx.store, (s) => s.bind.status === 'bound', 'bound');
  await settle();
  expect(binds(ctx)).toHaveLength(1);
  expect(binds(ctx)[0].body).toEqual({ cardNo: '4111111111111111', bankName: 'Banorte', bankCode: 'BANORTE' });
  expect(shellCalls(ctx)).toEqual(['startBank', 'endBank']);
  expect(ctx.effects.notices).toEqual([{ code: 'cardBound', tone: 'success' }]);
});

test('the new card is offered by the card repay afterwards', async () => {
  const ctx = setup();
  ctx.store.dispatch(bindSubmitted({ cardNo: '4111111111111111', bankName: 'Banorte', bankCode: 'BANORTE' }));
  await until(ctx.store, (s) => s.bind.status === 'bound', 'bound');
  ctx.store.dispatch(cardRepayOpened({ amount: '10' }));
  await until(ctx.store, (s) => s.cardList.status === 'ready', 'cards');
  const list = ctx.repay().cardList;
  expect(list.status === 'ready' && list.cards.map((c) => String(c.cardNo))).toContain('4111111111111111');
});

test.each([
  [{ cardNo: '4111 1111', bankName: 'Banorte', bankCode: 'BANORTE' }, 'badCardNumber'],
  [{ cardNo: '4111 1111 1111 1111', bankName: ' ', bankCode: '' }, 'bankRequired'],
])('bad input %p is refused with a notice and nothing is sent', async (card, code) => {
  const ctx = setup();
  ctx.store.dispatch(bindSubmitted(card));
  expect(ctx.repay().bind.status).toBe('editing');
  await settle();
  expect(ctx.effects.notices).toEqual([{ code, tone: 'info' }]);
  expect(binds(ctx)).toHaveLength(0);
});

test('a refusal by the server leaves the form editable and the bank flow open', async () => {
  const ctx = setup();
  ctx.store.dispatch(bindOpened());
  // Card of the seed: the server answers "already bound" (its words are shown by the coalition client).
  ctx.store.dispatch(bindSubmitted({ cardNo: '4152313412345678', bankName: 'BBVA México', bankCode: 'BBVA' }));
  await until(ctx.store, (s) => s.bind.status === 'editing', 'back to editing');
  await settle();
  expect(ctx.effects.said()).toEqual(['La tarjeta ya está vinculada']);
  expect(shellCalls(ctx)).toEqual(['startBank']);
});

// Not SPEC §8's 'error' (legacy repay's): bind card says it in the market's words (bindCardKey.test.ts).
test('a network failure says there was no answer', async () => {
  server.use(http.post('*/coalition/bind-card', () => HttpResponse.error()));
  const ctx = setup();
  ctx.store.dispatch(bindSubmitted({ cardNo: '4111111111111111', bankName: 'Banorte', bankCode: 'BANORTE' }));
  await until(ctx.store, (s) => s.bind.status === 'editing', 'back to editing');
  await settle();
  expect(ctx.effects.said()).toEqual(['bindUnanswered']);
});
