/**
 * A payment whose answer was lost must still be remembered after a reload or a WebView the OS killed:
 * the phone keeps a marker of it (no token, no card), written when the commit goes out, kept while its
 * outcome is unknown, cleared when a payment of the order settles ('00'); the next page (a fresh store
 * on the same storage) reads it back as `legacyRepay/earlierPaymentFound`, for its borrower and order only.
 */
import { http, HttpResponse } from 'msw';
import { armFault } from '../../../server/faults';
import {
  cardChosen,
  confirmTapped,
  payAgainToggled,
  payTapped,
  selectEarlierPayment,
  selectPayAwaitsConfirm,
  verifyCodeEdited,
} from '../../../store/legacyRepay';
import { MAX_AGE_MS, UNSETTLED_KEY } from '../../../store/legacyRepay/unsettledStorage';
import { KNOWN_PREFIXES } from '../../../store/features';
import { maskAction } from '../../../store/replay/mask';
import { replay } from '../../../store/replay/replay';
import { readRecording } from '../../../store/replay/format';
import { server } from '../../support/msw';
import { SESSION_QUERY, opened, pay, settle, setup, until } from './support';

type Ctx = ReturnType<typeof setup>;

const T0 = 1_700_000_000_000;

const stored = (ctx: Ctx) => ctx.effects.stored.get(UNSETTLED_KEY);
const markers = (ctx: Ctx) => JSON.parse(stored(ctx) ?? '[]') as unknown[];
const commits = (ctx: Ctx) => ctx.requests.filter((r) => r.path === 'repayment-commit');

/** A page that paid with card 3 and lost the answer, at T0. */
async function lostPayment() {
  const ctx = setup(SESSION_QUERY);
  ctx.effects.clock = T0;
  await opened(ctx);
  armFault('repayment-commit', 'lost');
  await pay(ctx, '3');
  expect(ctx.effects.said()).toEqual(['networkError']);
  return ctx;
}

/** The next page on the same phone (same storage), opened at `clock`. */
async function reloaded(from: Ctx, clock: number, query: Record<string, string> = SESSION_QUERY) {
  const next = setup(query, { storage: from.effects.storage });
  next.effects.stored = from.effects.stored;
  next.effects.clock = clock;
  await opened(next);
  return next;
}

describe('the marker follows the payment', () => {
  test('written when the commit goes out: borrower, order, amount as sent, time; no token, no card', async () => {
    const ctx = setup(SESSION_QUERY);
    ctx.effects.clock = T0;
    await opened(ctx, '12.5');
    let seenWhileOut: unknown[] = [];
    server.use(
      http.post(
        '*/coalition/repayment-commit',
        () => {
          seenWhileOut = markers(ctx);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await pay(ctx, '3');
    expect(seenWhileOut).toEqual([{ userId: '10001', orderId: '174', amount: '12.5', sentAt: T0 }]);
    const [commit] = commits(ctx);
    expect(commit.body.amount).toBe('12.5');
    for (const secret of [commit.body.repayToken, commit.body.cardNo, 's-1', '13800138000']) {
      expect(stored(ctx)).not.toContain(secret);
    }
    expect(stored(ctx)).not.toMatch(/cardId|repayToken|cardNo/);
  });

  test('kept on a lost answer; a retry of the same token keeps the first time; its 00 clears it', async () => {
    const ctx = await lostPayment();
    expect(markers(ctx)).toEqual([{ userId: '10001', orderId: '174', amount: '3000', sentAt: T0 }]);

    // A refusal of a retry is an answer, but not a settlement (the lost try's fate is still unknown):
    // the marker stays, with its first time.
    ctx.effects.clock = T0 + 60_000;
    server.use(
      http.post('*/coalition/repayment-commit', () => HttpResponse.json({ code: '09', message: '忙', data: null }), {
        once: true,
      }),
    );
    await pay(ctx, '3');
    expect(ctx.repay().phase.status).toBe('choosing');
    expect(markers(ctx)).toEqual([{ userId: '10001', orderId: '174', amount: '3000', sentAt: T0 }]);

    await pay(ctx, '3');
    expect(commits(ctx)[2].body.repayToken).toBe(commits(ctx)[0].body.repayToken);
    expect(ctx.repay().phase.status).toBe('paid');
    expect(stored(ctx)).toBeUndefined();
  });

  test('a refusal of its only try clears it: nothing was paid, and the next page does not warn', async () => {
    const ctx = setup(SESSION_QUERY);
    ctx.effects.clock = T0;
    await opened(ctx);
    server.use(
      http.post('*/coalition/repayment-commit', () => HttpResponse.json({ code: '09', message: '忙', data: null }), {
        once: true,
      }),
    );
    await pay(ctx, '3');
    expect(ctx.repay().phase.status).toBe('choosing');
    expect(ctx.repay().unsettled).toBeUndefined();
    expect(stored(ctx)).toBeUndefined();
    const next = await reloaded(ctx, T0 + 60_000);
    expect(next.types()).not.toContain('legacyRepay/earlierPaymentFound');
  });

  test("a '00' answer clears it at once, also for the SMS card (the server holds that payment)", async () => {
    const ctx = setup(SESSION_QUERY);
    await opened(ctx);
    await pay(ctx, '1');
    expect(ctx.repay().phase.status).toBe('verifying');
    expect(stored(ctx)).toBeUndefined();
  });

  test("clearing one order's marker leaves the other orders' and borrowers'", async () => {
    const ctx = setup(SESSION_QUERY);
    const others = [
      { userId: '10001', orderId: '180', amount: '50', sentAt: T0 - 1000 },
      { userId: '10002', orderId: '174', amount: '70', sentAt: T0 - 2000 },
    ];
    ctx.effects.clock = T0;
    ctx.effects.stored.set(UNSETTLED_KEY, JSON.stringify(others));
    await opened(ctx);
    await pay(ctx, '3');
    expect(ctx.repay().phase.status).toBe('paid');
    expect(markers(ctx)).toEqual(others);
  });

  test('a storage that refuses every write does not stop the payment', async () => {
    const ctx = setup(SESSION_QUERY, {
      storage: {
        getItem: () => null,
        // As the app's quiet storage when it throws: the write is lost, nothing more.
        setItem: () => undefined,
        removeItem: () => undefined,
      },
    });
    await opened(ctx);
    await pay(ctx, '3');
    expect(ctx.repay().phase.status).toBe('paid');
  });
});

describe('the next page (a reload, a killed WebView) warns', () => {
  test('the warning state comes from the marker, with the time as data; another open of that page keeps it', async () => {
    const first = await lostPayment();
    const next = await reloaded(first, T0 + 5 * 60_000);
    const found = next.actions.filter((a) => a.type === 'legacyRepay/earlierPaymentFound');
    expect(found).toEqual([
      {
        type: 'legacyRepay/earlierPaymentFound',
        payload: { orderId: '174', amount: '3000', sentAt: T0, foundAt: T0 + 5 * 60_000 },
      },
    ]);
    expect(selectEarlierPayment(next.store.getState())).toEqual(found[0].payload);
    // A fresh page knows no token of the lost payment: it pays with the new list's.
    const list = next.repay().cardList;
    expect(list.status === 'ready' && list.repayToken).not.toBe(commits(first)[0].body.repayToken);

    await opened(next);
    expect(selectEarlierPayment(next.store.getState())).toMatchObject({ amount: '3000', sentAt: T0 });
  });

  test('paying again on that page is allowed; its 00 clears the warning and the marker', async () => {
    const first = await lostPayment();
    const next = await reloaded(first, T0 + 60_000);
    await pay(next, '3');
    expect(next.repay().phase.status).toBe('paid');
    expect(next.repay().earlierPayment).toBeUndefined();
    expect(stored(next)).toBeUndefined();
  });

  test('a lost answer on that page too keeps the warning, and the marker names the newer payment', async () => {
    const first = await lostPayment();
    const next = await reloaded(first, T0 + 60_000);
    armFault('repayment-commit', 'lost');
    await pay(next, '3');
    expect(selectEarlierPayment(next.store.getState())).toMatchObject({ sentAt: T0 });
    expect(markers(next)).toEqual([{ userId: '10001', orderId: '174', amount: '3000', sentAt: T0 + 60_000 }]);
  });

  test("a refusal of that page's own payment puts the earlier page's marker back, and the warning stays", async () => {
    const first = await lostPayment();
    const next = await reloaded(first, T0 + 60_000);
    server.use(
      http.post('*/coalition/repayment-commit', () => HttpResponse.json({ code: '09', message: '忙', data: null }), {
        once: true,
      }),
    );
    await pay(next, '3');
    expect(next.repay().phase.status).toBe('choosing');
    expect(selectEarlierPayment(next.store.getState())).toMatchObject({ amount: '3000', sentAt: T0 });
    expect(markers(next)).toEqual([{ userId: '10001', orderId: '174', amount: '3000', sentAt: T0 }]);
    const third = await reloaded(next, T0 + 120_000);
    expect(selectEarlierPayment(third.store.getState())).toMatchObject({ amount: '3000', sentAt: T0 });
  });

  test('another borrower on the same phone sees nothing, and their 00 leaves the marker alone', async () => {
    const first = await lostPayment();
    const other = await reloaded(first, T0 + 60_000, { ...SESSION_QUERY, userId: '10002' });
    expect(other.types()).not.toContain('legacyRepay/earlierPaymentFound');
    expect(selectEarlierPayment(other.store.getState())).toBeNull();
    await pay(other, '3');
    expect(markers(other)).toEqual([{ userId: '10001', orderId: '174', amount: '3000', sentAt: T0 }]);
  });

  test('another order of the same borrower sees nothing', async () => {
    const first = await lostPayment();
    const other = await reloaded(first, T0 + 60_000, { ...SESSION_QUERY, orderId: '180' });
    expect(other.types()).not.toContain('legacyRepay/earlierPaymentFound');
    expect(selectEarlierPayment(other.store.getState())).toBeNull();
  });

  test('a session without a borrower neither writes nor reads a marker', async () => {
    const ctx = setup({ ...SESSION_QUERY, userId: '' });
    await opened(ctx);
    armFault('repayment-commit', 'lost');
    await pay(ctx, '3');
    expect(stored(ctx)).toBeUndefined();
  });

  test('after 24 h the marker is gone', async () => {
    const first = await lostPayment();
    const late = await reloaded(first, T0 + MAX_AGE_MS + 1);
    expect(selectEarlierPayment(late.store.getState())).toBeNull();
  });

  test('the same page shown again knows its own unsettled payment: no warning from storage', async () => {
    const ctx = await lostPayment();
    await opened(ctx);
    expect(ctx.types()).not.toContain('legacyRepay/earlierPaymentFound');
    expect(selectEarlierPayment(ctx.store.getState())).toBeNull();
  });

  test('the recorded page replays to the same warning, with no storage and no clock', async () => {
    const first = await lostPayment();
    const next = await reloaded(first, T0 + 60_000);
    const log = next.actions
      // What the recorder keeps: the features' own actions (session, card repay, its calls), masked.
      .filter((a) => typeof a.type === 'string' && KNOWN_PREFIXES.has(a.type.split('/')[0]))
      .map((a) => maskAction(a));
    const found = log.find((a) => a.type === 'legacyRepay/earlierPaymentFound');
    // Amount and time are no secrets: the recording keeps them as they were.
    expect(found?.payload).toEqual({ orderId: '174', amount: '3000', sentAt: T0, foundAt: T0 + 60_000 });
    expect(replay(readRecording(log)).legacyRepay?.earlierPayment).toEqual(next.repay().earlierPayment);
  });
});

test('the SMS card after a reload: the warning goes once its commit is answered 00, before the code', async () => {
  const first = await lostPayment();
  const next = await reloaded(first, T0 + 60_000);
  await pay(next, '1');
  expect(next.repay().phase.status).toBe('verifying');
  expect(selectEarlierPayment(next.store.getState())).toBeNull();
  next.store.dispatch(verifyCodeEdited({ code: '123456' }));
  next.store.dispatch(confirmTapped());
  await until(next.store, (s) => s.phase.status === 'paid', 'paid');
  expect(stored(next)).toBeUndefined();
});

describe('on a warned page, Pay waits for the borrower to say they want to pay again', () => {
  test('Pay sends nothing until then; the box is asked again on the next visit', async () => {
    const first = await lostPayment();
    const next = await reloaded(first, T0 + 60_000);
    next.store.dispatch(cardChosen({ cardId: '3' }));
    next.store.dispatch(payTapped());
    await settle();
    expect(next.repay().phase.status).toBe('choosing');
    expect(commits(next)).toHaveLength(0);
    expect(selectPayAwaitsConfirm(next.store.getState())).toBe(true);
    next.store.dispatch(payAgainToggled());
    expect(selectPayAwaitsConfirm(next.store.getState())).toBe(false);
    // The screen opened again: asked again.
    await opened(next);
    expect(selectPayAwaitsConfirm(next.store.getState())).toBe(true);
  });

  test('the box means nothing without a warning', async () => {
    const ctx = setup(SESSION_QUERY);
    await opened(ctx);
    ctx.store.dispatch(payAgainToggled());
    expect(ctx.repay().payAgainConfirmed).toBeUndefined();
    expect(selectPayAwaitsConfirm(ctx.store.getState())).toBe(false);
  });
});
