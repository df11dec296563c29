/**
 * The loan confirm machine against the contract server: the reload modal and its 5500 ms timer
 * (fake timers), the agreement rule, the submit guard (one push built from the quote on screen,
 * burial point, page replaced), the refusals, and a refused `lendDetailsUrl` (sent, no second push).
 */
import { http } from 'msw';
import { server } from '../../support/msw';
import { getPushCount } from '../../../server/handlers';
import { armFault } from '../../../server/faults';
import { v3 } from '../../../server/http';
import {
  RELOAD_DELAY_MS,
  agreementToggled,
  confirmEntered,
  confirmLeft,
  confirmReloadFeature,
  popShown,
  selectCanSubmit,
  selectPopWanted,
  selectConfirmPop,
  selectCountdownSeconds,
  selectSubmitStatus,
  selectSubmitted,
  selectSubmitting,
  submitRequested,
} from '../../../store/confirmReload';
import { quoteApi, type QuoteArg } from '../../../store/quote';
import { withLoanApi } from '../../../store/api/loan';
import { UNFINISHED_KEY, UNFINISHED_TTL_MS } from '../../../store/confirmReload/unfinishedStorage';
import { nativeCallRequested } from '../../../store/native';
import { navigationRefused, navigationRequested } from '../../../store/navigation';
import { SESSION, startStore, watchRequests } from './kit';

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
  const kit = startStore(`?${SESSION}&productId=${productId}${extra}`, [confirmReloadFeature]);
  kit.store.dispatch(confirmEntered({ productId }));
  const sub = kit.store.dispatch(quoteApi.endpoints.loanConfirm.initiate({ productId }));
  return { ...kit, sub };
}

type Kit = ReturnType<typeof visit>;
/** What the reload modal does once it is on screen. */
const shown = (kit: Kit) => kit.store.dispatch(popShown());
const pop = (kit: Kit) => selectConfirmPop(kit.store.getState());
const quoteOf = (kit: Kit, arg: QuoteArg) =>
  withLoanApi.selector((state) => quoteApi.endpoints.loanConfirm.select(arg)(state).data)(kit.store.getState());

afterEach(() => {
  jest.useRealTimers();
});

describe('reload modal (isNeedPop 1)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));

  test('waits for the modal to be on screen, then counts down and reloads with isType 1 after exactly 5500 ms', async () => {
    const kit = visit('2');
    await settle();
    // The modal's code is on its way: the countdown has not begun, however long that takes.
    expect(pop(kit)).toEqual({ status: 'opening', productId: '2', message: 'Estamos actualizando su cotización' });
    expect(selectPopWanted(kit.store.getState())).toBe(true);
    expect(selectCountdownSeconds(kit.store.getState())).toBe(5);
    await jest.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(pop(kit).status).toBe('opening');
    expect(kit.ofType('confirmReload/ticked')).toHaveLength(0);
    await requests.settled();
    expect(requests.to('/loan-detail-confirm').filter((r) => r.body.isType === 1)).toHaveLength(0);

    kit.store.dispatch(popShown());
    expect(pop(kit)).toEqual({
      status: 'counting',
      productId: '2',
      message: 'Estamos actualizando su cotización',
      msLeft: 5500,
    });
    expect(RELOAD_DELAY_MS).toBe(5500);
    expect(selectCountdownSeconds(kit.store.getState())).toBe(5);
    expect(kit.ofType('confirmReload/popShown')).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(500);
    expect(pop(kit)).toMatchObject({ msLeft: 5000 });
    await settle();
    await jest.advanceTimersByTimeAsync(1000);
    expect(pop(kit)).toMatchObject({ msLeft: 4000 });
    expect(selectCountdownSeconds(kit.store.getState())).toBe(4);

    // 1 ms before the delay: still waiting, no reload sent.
    await jest.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1 - 1500);
    await settle();
    expect(pop(kit).status).toBe('counting');
    await requests.settled();
    expect(requests.to('/loan-detail-confirm').filter((r) => r.body.isType === 1)).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(1);
    expect(kit.ofType('confirmReload/elapsed')).toHaveLength(1);
    await settle();
    await requests.settled();
    const reloads = requests.to('/loan-detail-confirm').filter((r) => r.body.isType === 1);
    expect(reloads).toHaveLength(1);
    expect(reloads[0].body).toEqual({ productId: '2', isType: 1 });
    expect(pop(kit)).toEqual({ status: 'reloaded', productId: '2' });
    expect(quoteOf(kit, { productId: '2', isType: 1 })).toMatchObject({ amount: 280000, isNeedPop: 0 });
    expect(selectCanSubmit(kit.store.getState())).toBe(true);
    kit.sub.unsubscribe();
  });

  test('the ticks arrive as actions: 5000, 4000, 3000, 2000, 1000, then elapsed', async () => {
    const kit = visit('2');
    await settle();
    shown(kit);
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
    expect(pop(kit).status).toBe('hidden');
    expect(kit.ofType('confirmReload/popShown')).toHaveLength(0);
    await requests.settled();
    expect(requests.to('/loan-detail-confirm')).toHaveLength(1);
    kit.sub.unsubscribe();
  });

  test('leaving the screen stops the countdown: no reload is sent', async () => {
    const kit = visit('2');
    await settle();
    shown(kit);
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
    // Neither while the modal is on its way nor while it counts.
    expect(selectCanSubmit(kit.store.getState())).toBe(false);
    shown(kit);
    expect(selectCanSubmit(kit.store.getState())).toBe(false);
    kit.store.dispatch(submitRequested());
    await settle();
    expect(selectSubmitStatus(kit.store.getState())).toBe('idle');
    expect(getPushCount(2)).toBe(0);
    kit.sub.unsubscribe();
  });

  test('after the reload the push sends the reloaded figures', async () => {
    const kit = visit('2');
    await settle();
    shown(kit);
    await jest.advanceTimersByTimeAsync(RELOAD_DELAY_MS);
    await settle();
    expect(pop(kit).status).toBe('reloaded');
    kit.store.dispatch(submitRequested());
    await settle();
    await requests.settled();
    expect(requests.to('/loan-detail-push').map((r) => r.body)).toEqual([
      { amount: '280000', periods: '120', termUnit: '1', productId: '2' },
    ]);
    kit.sub.unsubscribe();
  });
});

describe('submit', () => {
  const push = { amount: '300000', periods: '91', termUnit: '1', productId: '1' };

  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
    expect(check()).toBe(true);
  };
  const status = (kit: Kit) => selectSubmitStatus(kit.store.getState());

  /** The confirm page as the borrower sees it: the quote is in before the button can be tapped. */
  async function quoted(productId: string, extra = '') {
    const kit = visit(productId, extra);
    await waitFor(() => quoteOf(kit, { productId }) !== undefined);
    return kit;
  }

  test('posts the quote once, sends burialPointConfirm, then replaces the page with lendDetailsUrl + from=confirm', async () => {
    const kit = await quoted('1');
    kit.store.dispatch(submitRequested());
    kit.store.dispatch(submitRequested());
    kit.store.dispatch(submitRequested());
    await waitFor(() => status(kit) === 'succeeded');
    expect(getPushCount(1)).toBe(1);
    await requests.settled();
    expect(requests.to('/loan-detail-push').map((r) => r.body)).toEqual([push]);
    expect(kit.effects.nativeCalls).toEqual([{ name: 'burialPointConfirm', payload: { productId: '1' } }]);
    expect(kit.ofType(navigationRequested.type).map((a) => a.payload)).toEqual([
      { url: '/abcIs?orderId=21&productId=1&from=confirm', replace: true, source: 'confirm/submit' },
    ]);
    // The navigator opened it in the app, with the session the server's relative URL lacked.
    expect(kit.effects.navigations).toHaveLength(1);
    const [nav] = kit.effects.navigations;
    expect(nav).toMatchObject({ kind: 'route', replace: true });
    expect(nav.kind === 'route' && nav.path).toMatch(/^\/abcIs\?orderId=21&productId=1&from=confirm&deviceId=dev-1&/);
    // The burial point is reported before the page goes away.
    const types = kit.actions.map((a) => a.type);
    expect(types.indexOf(nativeCallRequested.type)).toBeLessThan(types.indexOf(navigationRequested.type));
    // Nothing more can be sent from a page that is being replaced; the button keeps saying so.
    kit.store.dispatch(submitRequested());
    await new Promise((r) => setTimeout(r, 30));
    expect(getPushCount(1)).toBe(1);
    expect(selectSubmitting(kit.store.getState())).toBe(true);
    expect(kit.effects.notices).toEqual([]);
    kit.sub.unsubscribe();
  });

  test('a slow network still sends exactly one push for a burst of taps', async () => {
    armFault('loan-detail-push', 'delay:300');
    const kit = await quoted('1');
    for (let i = 0; i < 5; i += 1) {
      kit.store.dispatch(submitRequested());
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status(kit)).toBe('submitting');
    expect(selectSubmitting(kit.store.getState())).toBe(true);
    await waitFor(() => status(kit) === 'succeeded');
    expect(getPushCount(1)).toBe(1);
    kit.sub.unsubscribe();
  });

  test('an unticked agreement refuses the submit; ticking it again allows it', async () => {
    const kit = await quoted('1');
    kit.store.dispatch(agreementToggled());
    expect(selectCanSubmit(kit.store.getState())).toBe(false);
    kit.store.dispatch(submitRequested());
    await new Promise((r) => setTimeout(r, 50));
    expect(getPushCount(1)).toBe(0);
    kit.store.dispatch(agreementToggled());
    kit.store.dispatch(submitRequested());
    await waitFor(() => status(kit) === 'succeeded');
    expect(getPushCount(1)).toBe(1);
    kit.sub.unsubscribe();
  });

  test("the borrower's untick outlives reading the agreement (left, entered again); another product starts ticked", async () => {
    const kit = await quoted('1');
    kit.store.dispatch(agreementToggled());
    expect(selectCanSubmit(kit.store.getState())).toBe(false);
    kit.store.dispatch(confirmLeft());
    kit.store.dispatch(confirmEntered({ productId: '1' }));
    expect(kit.store.getState().confirmReload?.agreed).toBe(false);
    expect(selectCanSubmit(kit.store.getState())).toBe(false);
    kit.store.dispatch(confirmLeft());
    kit.store.dispatch(confirmEntered({ productId: '3' }));
    expect(kit.store.getState().confirmReload?.agreed).toBe(true);
    kit.sub.unsubscribe();
  });

  test('without a quote on screen nothing is sent, and the borrower is told', async () => {
    const kit = visit('99');
    await waitFor(() => kit.ofType('loanApi/executeQuery/rejected').length === 1);
    kit.store.dispatch(submitRequested());
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 1);
    expect(status(kit)).toBe('idle');
    expect(requests.to('/loan-detail-push')).toHaveLength(0);
    expect(kit.effects.said()).toEqual(['loanSubmitFailed']);
    kit.sub.unsubscribe();
  });

  test('a refused push shows the server message and lets the borrower try again', async () => {
    server.use(http.post('*/v3/loan-confirm/loan-detail-push', () => v3(false, 'Producto no disponible')));
    const kit = await quoted('1');
    kit.store.dispatch(submitRequested());
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 1);
    expect(status(kit)).toBe('idle');
    expect(kit.effects.notices).toEqual([{ text: 'Producto no disponible' }]);
    expect(kit.ofType(navigationRequested.type)).toHaveLength(0);
    expect(kit.effects.nativeCalls).toHaveLength(0);
    kit.store.dispatch(submitRequested());
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 2);
    expect(requests.to('/loan-detail-push')).toHaveLength(2);
    kit.sub.unsubscribe();
  });

  test('a dropped connection gives our own words (loanSubmitUnanswered: it may have been sent), not the raw error', async () => {
    const kit = await quoted('1', '&need-pop=1');
    armFault('loan-detail-push', 'drop');
    kit.store.dispatch(submitRequested());
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 1);
    expect(kit.effects.notices).toEqual([{ code: 'loanSubmitUnanswered' }]);
    expect(status(kit)).toBe('idle');
    kit.sub.unsubscribe();
  });

  /** Randomness that differs on every draw (the fake's is fixed), so a new key differs from the last. */
  const drawsDiffer = (kit: Kit) => {
    let draw = 0;
    kit.effects.random = () => (draw += 0.1) % 1;
  };
  const keysOfPushes = async () => {
    await requests.settled();
    return requests.to('/loan-detail-push').map((r) => r.headers['idempotency-key']);
  };

  test('an answer lost after the loan was made: the retry repeats its key, no second loan, the borrower reaches it', async () => {
    const kit = await quoted('1');
    drawsDiffer(kit);
    armFault('loan-detail-push', 'lost');
    kit.store.dispatch(submitRequested());
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 1);
    // The server made the loan; the borrower only saw the failure and may tap again.
    expect(getPushCount(1)).toBe(1);
    expect(kit.effects.said()).toEqual(['loanSubmitUnanswered']);
    expect(status(kit)).toBe('idle');
    kit.store.dispatch(submitRequested());
    await waitFor(() => status(kit) === 'succeeded');
    expect(getPushCount(1)).toBe(1);
    const [first, second] = await keysOfPushes();
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(second).toBe(first);
    expect(kit.effects.navigations).toHaveLength(1);
    expect(kit.effects.navigations[0]).toMatchObject({ kind: 'route', replace: true });
    kit.sub.unsubscribe();
  });

  test('a refused push forgets its key: the next try is a new application', async () => {
    server.use(http.post('*/v3/loan-confirm/loan-detail-push', () => v3(false, 'Producto no disponible')));
    const kit = await quoted('1');
    drawsDiffer(kit);
    kit.store.dispatch(submitRequested());
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 1);
    kit.store.dispatch(submitRequested());
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 2);
    const [first, second] = await keysOfPushes();
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    kit.sub.unsubscribe();
  });

  test('another quote is another application: after a lost answer, new figures get a new key', async () => {
    const kit = await quoted('1');
    drawsDiffer(kit);
    armFault('loan-detail-push', 'drop');
    kit.store.dispatch(submitRequested());
    await waitFor(() => kit.ofType('confirmReload/submitFailed').length === 1);
    // The quote on screen changes (a refetch with other figures) before the borrower taps again.
    const quote = quoteOf(kit, { productId: '1' })!;
    server.use(http.post('*/v3/loan-confirm/loan-detail-confirm', () => v3(true, 'ok', { ...quote, amount: 200000 })));
    void kit.sub.refetch();
    await waitFor(() => Number(quoteOf(kit, { productId: '1' })?.amount) === 200000);
    kit.store.dispatch(submitRequested());
    await waitFor(() => status(kit) === 'succeeded');
    const [first, second] = await keysOfPushes();
    expect(second).not.toBe(first);
    await requests.settled();
    expect(requests.to('/loan-detail-push').map((r) => r.body.amount)).toEqual(['300000', '200000']);
    kit.sub.unsubscribe();
  });

  describe('past the page (a reload, or a WebView the phone killed while the push was out)', () => {
    /** A new page on the same phone: a fresh store whose storage is the old page's. */
    async function reopened(old: Kit, extra = '') {
      const kit = visit('1', extra);
      kit.effects.stored = old.effects.stored;
      kit.effects.clock = old.effects.clock;
      // Other draws than the old page's: a key made here would differ from the one it lost.
      let draw = 0.05;
      kit.effects.random = () => (draw += 0.1) % 1;
      await waitFor(() => quoteOf(kit, { productId: '1' }) !== undefined);
      return kit;
    }
    const lostThenReopened = async (extra = '') => {
      const first = await quoted('1');
      drawsDiffer(first);
      armFault('loan-detail-push', 'lost');
      first.store.dispatch(submitRequested());
      await waitFor(() => first.ofType('confirmReload/submitFailed').length === 1);
      first.sub.unsubscribe();
      expect(getPushCount(1)).toBe(1);
      return { first, second: await reopened(first, extra) };
    };

    test('the reopened page repeats the key of the lost push: no second loan, the borrower lands on it, nothing is left stored', async () => {
      const { second } = await lostThenReopened();
      second.store.dispatch(submitRequested());
      await waitFor(() => status(second) === 'succeeded');
      expect(getPushCount(1)).toBe(1);
      const [lost, retry] = await keysOfPushes();
      expect(lost).toMatch(/^[\w-]{16,}$/);
      expect(retry).toBe(lost);
      expect(second.effects.navigations).toHaveLength(1);
      expect(second.effects.stored.has(UNFINISHED_KEY)).toBe(false);
      second.sub.unsubscribe();
    });

    test('another borrower on the same phone is another application: a new key, a loan of their own', async () => {
      const { second } = await lostThenReopened('&userId=77');
      second.store.dispatch(submitRequested());
      await waitFor(() => status(second) === 'succeeded');
      const [lost, other] = await keysOfPushes();
      expect(other).not.toBe(lost);
      expect(getPushCount(1)).toBe(2);
      second.sub.unsubscribe();
    });

    test('past a day the application is over: a new key', async () => {
      const { first } = await lostThenReopened();
      const late = await reopened(first);
      late.effects.clock = first.effects.clock + UNFINISHED_TTL_MS + 1;
      late.store.dispatch(submitRequested());
      await waitFor(() => status(late) === 'succeeded');
      const keys = await keysOfPushes();
      expect(keys[keys.length - 1]).not.toBe(keys[0]);
      late.sub.unsubscribe();
    });

    test('a refusal ends the application: the stored key is forgotten and the next page makes a new one', async () => {
      const first = await quoted('1');
      drawsDiffer(first);
      server.use(http.post('*/v3/loan-confirm/loan-detail-push', () => v3(false, 'Producto no disponible')));
      first.store.dispatch(submitRequested());
      await waitFor(() => first.ofType('confirmReload/submitFailed').length === 1);
      first.sub.unsubscribe();
      expect(first.effects.stored.has(UNFINISHED_KEY)).toBe(false);
      server.resetHandlers();
      const second = await reopened(first);
      second.store.dispatch(submitRequested());
      await waitFor(() => status(second) === 'succeeded');
      const [refusedKey, fresh] = await keysOfPushes();
      expect(fresh).not.toBe(refusedKey);
      second.sub.unsubscribe();
    });
  });

  test('leaving for the agreement while the push is out: still sending on return, no second push, and its answer still opens the loan', async () => {
    armFault('loan-detail-push', 'delay:300');
    const kit = await quoted('1');
    kit.store.dispatch(submitRequested());
    kit.store.dispatch(confirmLeft());
    kit.store.dispatch(confirmEntered({ productId: '1' }));
    expect(status(kit)).toBe('submitting');
    expect(selectSubmitting(kit.store.getState())).toBe(true);
    expect(selectCanSubmit(kit.store.getState())).toBe(false);
    kit.store.dispatch(submitRequested());
    await waitFor(() => status(kit) === 'succeeded');
    expect(getPushCount(1)).toBe(1);
    expect(requests.to('/loan-detail-push')).toHaveLength(1);
    expect(kit.effects.navigations).toHaveLength(1);
    kit.sub.unsubscribe();
  });

  test('the push still answers after the borrower left: the loan page opens from wherever they are', async () => {
    armFault('loan-detail-push', 'delay:200');
    const kit = await quoted('1');
    kit.store.dispatch(submitRequested());
    kit.store.dispatch(confirmLeft());
    await waitFor(() => status(kit) === 'succeeded');
    expect(kit.ofType(navigationRequested.type).map((a) => a.payload)).toEqual([
      { url: '/abcIs?orderId=21&productId=1&from=confirm', replace: true, source: 'confirm/submit' },
    ]);
    kit.sub.unsubscribe();
  });

  describe('a lendDetailsUrl the navigator refuses', () => {
    const answer = (lendDetailsUrl: string) =>
      server.use(
        http.post('*/v3/loan-confirm/loan-detail-push', () => v3(true, 'Solicitud enviada', { lendDetailsUrl })),
      );

    test.each([
      ['https://lend.invalid/abcIs?orderId=21&productId=1', '21'],
      ['javascript:alert(1)', null],
      ['//lend.invalid/abcIs?productId=1', null],
    ])('%s: the loan is sent (orderId %p), the button is freed of "sending", no second push', async (url, orderId) => {
      answer(url);
      const kit = await quoted('1');
      kit.store.dispatch(submitRequested());
      await waitFor(() => status(kit) === 'submitted');
      expect(kit.ofType(navigationRefused.type).map((a) => a.payload)).toEqual([
        { url: `${url.split('#')[0]}${url.includes('?') ? '&' : '?'}from=confirm`, source: 'confirm/submit' },
      ]);
      expect(kit.effects.navigations).toEqual([]);
      expect(kit.effects.said()).toEqual(['linkRefused']);
      expect(selectSubmitting(kit.store.getState())).toBe(false);
      expect(selectSubmitted(kit.store.getState())).toEqual({ productId: '1', orderId });
      // The loan exists: the burial point is reported, and nothing can be sent again.
      expect(kit.effects.nativeCalls).toEqual([{ name: 'burialPointConfirm', payload: { productId: '1' } }]);
      expect(selectCanSubmit(kit.store.getState())).toBe(false);
      kit.store.dispatch(submitRequested());
      await new Promise((r) => setTimeout(r, 30));
      expect(requests.to('/loan-detail-push')).toHaveLength(1);
      expect(status(kit)).toBe('submitted');
      kit.sub.unsubscribe();
    });

    test('a refusal asked for by someone else leaves the confirm machine alone', async () => {
      const kit = await quoted('1');
      kit.store.dispatch(navigationRefused({ url: 'javascript:1', source: 'repay/onlinePay' }));
      expect(status(kit)).toBe('idle');
      kit.sub.unsubscribe();
    });
  });
});
