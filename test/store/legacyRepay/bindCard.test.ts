/**
 * Card binding (CONTRACT.md `/arphaxat`, `/politicallyRole`): the native bank flow starts on open
 * and ends once bind-card succeeds; bad input is refused before any call; one bind per tap series.
 */
import { http, HttpResponse } from 'msw';
import { getBridgeLog, clearBridgeLog } from '../../../src/native/bridge';
import { bindOpened, bindSubmitted } from '../../../store/legacyRepay/slice';
import { server } from '../../support/msw';
import { settle, setup, toastTexts, until } from './support';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/legacyRepay/listeners';

const binds = (ctx: ReturnType<typeof setup>) => ctx.requests.filter((r) => r.path === 'bind-card');
const bridgeNames = () => getBridgeLog().map((e) => e.name);

beforeEach(() => clearBridgeLog());
afterEach(() => jest.restoreAllMocks());

test('opening the screen starts the native bank flow', () => {
  const ctx = setup();
  ctx.store.dispatch(bindOpened());
  expect(bridgeNames()).toEqual(['startBank']);
  expect(ctx.types()).toContain('native/callRequested');
});

test('a bound card ends the bank flow, once, even after a double tap', async () => {
  const ctx = setup();
  ctx.store.dispatch(bindOpened());
  const card = { cardNo: '4111 1111 1111 1111', bankName: 'Banorte', bankCode: 'BANORTE' };
  ctx.store.dispatch(bindSubmitted(card));
  ctx.store.dispatch(bindSubmitted(card));
  expect(ctx.repay().bind.status).toBe('submitting');
  await until(ctx.store, (s) => s.legacyRepay.bind.status === 'bound', 'bound');
  await settle();
  expect(binds(ctx)).toHaveLength(1);
  expect(binds(ctx)[0].body).toEqual({ cardNo: '4111111111111111', bankName: 'Banorte', bankCode: 'BANORTE' });
  expect(bridgeNames()).toEqual(['startBank', 'endBank']);
  expect(ctx.successes).toHaveBeenCalledWith('Tarjeta vinculada');
});

test('the new card is offered by the card repay afterwards', async () => {
  const ctx = setup();
  ctx.store.dispatch(bindSubmitted({ cardNo: '4111111111111111', bankName: 'Banorte', bankCode: 'BANORTE' }));
  await until(ctx.store, (s) => s.legacyRepay.bind.status === 'bound', 'bound');
  const { cardRepayOpened } = await import('../../../store/legacyRepay/slice');
  ctx.store.dispatch(cardRepayOpened({ amount: '10' }));
  await until(ctx.store, (s) => s.legacyRepay.cardList.status === 'ready', 'cards');
  const list = ctx.repay().cardList;
  expect(list.status === 'ready' && list.cards.map((c) => String(c.cardNo))).toContain('4111111111111111');
});

test.each([
  [{ cardNo: '4111 1111', bankName: 'Banorte', bankCode: 'BANORTE' }, 'Ingrese un número de tarjeta válido'],
  [{ cardNo: '4111 1111 1111 1111', bankName: ' ', bankCode: '' }, 'Seleccione su banco'],
])('bad input %p is refused with a message and nothing is sent', async (card, message) => {
  const ctx = setup();
  ctx.store.dispatch(bindSubmitted(card));
  expect(ctx.repay().bind.status).toBe('editing');
  await settle();
  expect(toastTexts(ctx.toasts)).toEqual([message]);
  expect(binds(ctx)).toHaveLength(0);
});

test('a refusal by the server leaves the form editable and the bank flow open', async () => {
  const ctx = setup();
  ctx.store.dispatch(bindOpened());
  // Card of the seed: the server answers "already bound" (its message is shown by the coalition client).
  ctx.store.dispatch(bindSubmitted({ cardNo: '4152313412345678', bankName: 'BBVA México', bankCode: 'BBVA' }));
  await until(ctx.store, (s) => s.legacyRepay.bind.status === 'editing', 'back to editing');
  await settle();
  expect(toastTexts(ctx.toasts)).toEqual(['La tarjeta ya está vinculada']);
  expect(bridgeNames()).toEqual(['startBank']);
});

test("a network failure shows 'error'", async () => {
  server.use(http.post('*/coalition/bind-card', () => HttpResponse.error()));
  const ctx = setup();
  ctx.store.dispatch(bindSubmitted({ cardNo: '4111111111111111', bankName: 'Banorte', bankCode: 'BANORTE' }));
  await until(ctx.store, (s) => s.legacyRepay.bind.status === 'editing', 'back to editing');
  await settle();
  expect(toastTexts(ctx.toasts)).toEqual(['error']);
});
