/**
 * The loan confirm machine against the contract server: the reload modal and its 5500 ms timer
 * (fake timers), the agreement rule, and the submit guard (one push, burial point, page replaced).
 */
import { server } from '../../support/msw';
import { getPushCount } from '../../../server/handlers';
import { armFault } from '../../../server/faults';
import { getBridgeLog, clearBridgeLog } from '../../../src/native/bridge';
import { feedback } from '../../../src/ui/feedback';
import { loanApi } from '../../../store/api/loan';
import { selectCanSubmit, selectCountdownSeconds } from '../../../store/confirmReload/selectors';
import {
  RELOAD_DELAY_MS,
  agreementToggled,
  confirmEntered,
  confirmLeft,
  submitRequested,
} from '../../../store/confirmReload/slice';
import { externalUrlOpened, nativeCallRequested } from '../../../store/native/slice';
import { SESSION, startStore, watchRequests } from './kit';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/confirmReload/listeners';

const requests = watchRequests(server);

/** Lets msw answer and RTK Query settle while timers are fake (promises, not timers). */
async function flush(times = 20) {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
  await new Promise((resolve) => jest.requireActual('timers').setImmediate(resolve));
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await flush();
}

function visit(productId: string, extra = '') {
  const kit = startStore(`?${SESSION}&productId=${productId}${extra}`);
  kit.store.dispatch(confirmEntered({ productId }));
  const sub = kit.store.dispatch(loanApi.endpoints.loanConfirm.initiate({ productId }));
  return { ...kit, sub };
}

const quoteOf = (kit: ReturnType<typeof visit>, arg: { productId: string; isType?: 1 }) =>
  loanApi.endpoints.loanConfirm.select(arg)(kit.store.getState()).data;

let toast: jest.SpyInstance;
beforeEach(() => {
  toast = jest.spyOn(feedback, 'toast').mockResolvedValue(undefined);
  clearBridgeLog();
});
afterEach(() => {
  toast.mockRestore();
  jest.useRealTimers();
});

describe('reload modal (isNeedPop 1)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));

  test('shows with the server message, counts down, and reloads with isType 1 after exactly 5500 ms', async () => {
    const kit = visit('2');
    await settle();
    const pop = kit.store.getState().confirmReload.pop;
    expect(pop).toEqual({
      status: 'counting',
      productId: '2',
      message: 'Estamos actualizando su cotización',
      msLeft: 5500,
    });
    expect(selectCountdownSeconds(kit.store.getState())).toBe(5);
    expect(kit.ofType('confirmReload/popShown')).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(500);
    expect(kit.store.getState().confirmReload.pop).toMatchObject({ msLeft: 5000 });
    await settle();
    await jest.advanceTimersByTimeAsync(1000);
    expect(kit.store.getState().confirmReload.pop).toMatchObject({ msLeft: 4000 });
    expect(selectCountdownSeconds(kit.store.getState())).toBe(4);

    // 1 ms before the delay: still waiting, no reload sent.
    await jest.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1 - 1500);
    await settle();
    expect(kit.store.getState().confirmReload.pop.status).toBe('counting');
    await requests.settled();
    expect(requests.to('/loan-detail-confirm').filter((r) => r.body.isType === 1)).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(1);
    expect(kit.ofType('confirmReload/elapsed')).toHaveLength(1);
    await settle();
    await requests.settled();
    const reloads = requests.to('/loan-detail-confirm').filter((r) => r.body.isType === 1);
    expect(reloads).toHaveLength(1);
    expect(reloads[0].body).toEqual({ productId: '2', isType: 1 });
    expect(kit.store.getState().confirmReload.pop).toEqual({ status: 'reloaded', productId: '2' });
    expect(quoteOf(kit, { productId: '2', isType: 1 })).toMatchObject({ amount: 280000, isNeedPop: 0 });
    expect(selectCanSubmit(kit.store.getState())).toBe(true);
    kit.sub.unsubscribe();
  });

  test('the ticks arrive as actions: 5000, 4000, 3000, 2000, 1000, then elapsed', async () => {
    const kit = visit('2');
    await settle();
    for (let i = 0; i < 6; i += 1) {
      await jest.advanceTimersByTimeAsync(i === 0 ? 500 : 1000);
      await settle();
    }
    expect(kit.ofType('confirmReload/ticked').map((a) => (a.payload as { msLeft: number }).msLeft)).toEqual([
      5000, 4000, 3000, 2000, 1000,
    ]);
    expect(kit.ofType('confirmReload/elapsed')).toHaveLength(1);
    kit.sub.unsubscribe();
  });

  test('product 1 (isNeedPop 0) never shows the modal', async () => {
    const kit = visit('1');
    await settle();
    await jest.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(kit.store.getState().confirmReload.pop.status).toBe('hidden');
    expect(kit.ofType('confirmReload/popShown')).toHaveLength(0);
    await requests.settled();
    expect(requests.to('/loan-detail-confirm')).toHaveLength(1);
    kit.sub.unsubscribe();
  });

  test('leaving the screen stops the countdown: no reload is sent', async () => {
    const kit = visit('2');
    await settle();
    await jest.advanceTimersByTimeAsync(2000);
    kit.store.dispatch(confirmLeft());
    await jest.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(kit.ofType('confirmReload/elapsed')).toHaveLength(0);
    await requests.settled();
    expect(requests.to('/loan-detail-confirm').filter((r) => r.body.isType === 1)).toHaveLength(0);
    kit.sub.unsubscribe();
  });

  test('the submit is refused while the modal counts down', async () => {
    const kit = visit('2');
    await settle();
    expect(selectCanSubmit(kit.store.getState())).toBe(false);
    kit.store.dispatch(submitRequested({ amount: '250000', periods: '120', termUnit: '1', productId: '2' }));
    await settle();
    expect(kit.store.getState().confirmReload.submit.status).toBe('idle');
    expect(getPushCount(2)).toBe(0);
    kit.sub.unsubscribe();
  });
});

describe('submit', () => {
  const push = { amount: '300000', periods: '91', termUnit: '1', productId: '1' };
  let consoleError: jest.SpyInstance;
  // jsdom cannot navigate; the replace itself is checked as the action that asks for it.
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
    expect(check()).toBe(true);
  };

  test('posts once, sends burialPointConfirm with the productId, then replaces the page with lendDetailsUrl + from=confirm', async () => {
    const kit = visit('1');
    kit.store.dispatch(submitRequested(push));
    kit.store.dispatch(submitRequested(push));
    kit.store.dispatch(submitRequested(push));
    await waitFor(() => kit.store.getState().confirmReload.submit.status === 'succeeded');
    expect(getPushCount(1)).toBe(1);
    await requests.settled();
    expect(requests.to('/loan-detail-push').map((r) => r.body)).toEqual([push]);
    const bridgeCalls = kit.ofType(nativeCallRequested.type);
    expect(bridgeCalls.map((a) => a.payload)).toEqual([{ name: 'burialPointConfirm', payload: { productId: '1' } }]);
    expect(getBridgeLog().map((e) => [e.name, e.payload])).toEqual([['burialPointConfirm', { productId: '1' }]]);
    expect(kit.ofType(externalUrlOpened.type).map((a) => a.payload)).toEqual([
      { url: '/abcIs?orderId=21&productId=1&from=confirm', replace: true },
    ]);
    // The burial point is reported before the page goes away.
    const types = kit.actions.map((a) => a.type);
    expect(types.indexOf(nativeCallRequested.type)).toBeLessThan(types.indexOf(externalUrlOpened.type));
    // Nothing more can be sent from a page that is being replaced.
    kit.store.dispatch(submitRequested(push));
    await new Promise((r) => setTimeout(r, 30));
    expect(getPushCount(1)).toBe(1);
    kit.sub.unsubscribe();
  });

  test('a slow network still sends exactly one push for a burst of taps', async () => {
    armFault('loan-detail-push', 'delay:300');
    const kit = visit('1');
    for (let i = 0; i < 5; i += 1) {
      kit.store.dispatch(submitRequested(push));
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(kit.store.getState().confirmReload.submit.status).toBe('submitting');
    await waitFor(() => kit.store.getState().confirmReload.submit.status === 'succeeded');
    expect(getPushCount(1)).toBe(1);
    kit.sub.unsubscribe();
  });

  test('an unticked agreement refuses the submit; ticking it again allows it', async () => {
    const kit = visit('1');
    kit.store.dispatch(agreementToggled());
    expect(kit.store.getState().confirmReload.agreed).toBe(false);
    expect(selectCanSubmit(kit.store.getState())).toBe(false);
    kit.store.dispatch(submitRequested(push));
    await new Promise((r) => setTimeout(r, 50));
    expect(getPushCount(1)).toBe(0);
    kit.store.dispatch(agreementToggled());
    kit.store.dispatch(submitRequested(push));
    await waitFor(() => kit.store.getState().confirmReload.submit.status === 'succeeded');
    expect(getPushCount(1)).toBe(1);
    kit.sub.unsubscribe();
  });

  test('a refused push shows the server message and lets the borrower try again', async () => {
    const kit = visit('9');
    const bad = { ...push, productId: '9' };
    kit.store.dispatch(submitRequested(bad));
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 1);
    expect(kit.store.getState().confirmReload.submit.status).toBe('idle');
    expect(toast).toHaveBeenCalledWith('Producto no encontrado');
    expect(kit.ofType(externalUrlOpened.type)).toHaveLength(0);
    expect(kit.ofType(nativeCallRequested.type)).toHaveLength(0);
    kit.store.dispatch(submitRequested(bad));
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 2);
    kit.sub.unsubscribe();
  });

  test('a dropped connection shows the market text (English with need-pop 1)', async () => {
    armFault('loan-detail-push', 'drop');
    const kit = visit('1', '&need-pop=1');
    kit.store.dispatch(submitRequested(push));
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 1);
    expect(toast).toHaveBeenCalledWith('The application could not be sent. Please try again.');
    kit.sub.unsubscribe();
  });
});
