/**
 * "A payment is never sent twice" for the card-repay machine: every retry after a commit whose answer
 * was lost (no answer, an error, an answer that fails its schema, an answer that came after the
 * borrower left the screen) carries the same repayToken, the contract server answers it with the
 * payment it already made, and only a payment the borrower cancelled asks for a fresh token.
 */
import { getResponse, http, HttpResponse } from 'msw';
import { armFault } from '../../../server/faults';
import { handlers } from '../../../server/handlers';
import { state as serverState } from '../../../server/state';
import {
  cardChosen,
  payTapped,
  resendTapped,
  smsStepCancelled,
  verifyCodeEdited,
  confirmTapped,
} from '../../../store/legacyRepay';
import { server } from '../../support/msw';
import { opened, pay, settle, setup, until } from './support';

type Ctx = ReturnType<typeof setup>;

const commits = (ctx: Ctx) => ctx.requests.filter((r) => r.path === 'repayment-commit');
const ways = (ctx: Ctx) => ctx.requests.filter((r) => r.path === 'repayment-way');
/** The payments the contract server recorded, and those of them that are paid. */
const recorded = () => [...serverState.repayRecords.values()];
const paid = () => recorded().filter((r) => r.confirmed);

/** The real endpoint does its work; what reaches the app is `answer` instead (once). */
function processedThen(answer: () => Response) {
  server.use(
    http.post(
      '*/coalition/repayment-commit',
      async ({ request }) => {
        await getResponse(handlers, request);
        return answer();
      },
      { once: true },
    ),
  );
}

describe('a commit whose answer was lost is retried with the same token and paid once', () => {
  test.each([
    ['no answer (the connection dropped after the server paid)', () => armFault('repayment-commit', 'lost')],
    ['a 502 after the server paid', () => processedThen(() => new HttpResponse('bad gateway', { status: 502 }))],
    [
      'an answer that fails its schema',
      () => processedThen(() => HttpResponse.json({ code: '00', message: 'ok', data: { needValid: [1] } })),
    ],
    ['an unreadable answer, before anything was paid', () => armFault('repayment-commit', 'badjson')],
  ])('%s: the direct-pay card', async (_case, fault) => {
    const ctx = setup();
    await opened(ctx);
    fault();
    await pay(ctx, '3');
    expect(ctx.repay().phase.status).toBe('choosing');
    expect(ctx.effects.notices).toHaveLength(1);

    await pay(ctx, '3');
    expect(ctx.repay().phase.status).toBe('paid');
    const [first, retry] = commits(ctx);
    expect(retry.body.repayToken).toBe(first.body.repayToken);
    expect(ways(ctx)).toHaveLength(1);
    expect(paid()).toHaveLength(1);
    expect(recorded()).toHaveLength(1);
  });

  test('the SMS card: the retry opens the SMS step of the one payment the server holds', async () => {
    const ctx = setup();
    await opened(ctx);
    armFault('repayment-commit', 'lost');
    await pay(ctx, '1');
    expect(ctx.effects.said()).toEqual(['networkError']);
    expect(recorded()).toHaveLength(1);

    await pay(ctx, '1');
    const phase = ctx.repay().phase;
    expect(phase.status === 'verifying' && phase.repayRecordId).toBe(recorded()[0].id);
    expect(recorded()).toHaveLength(1);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, (s) => s.phase.status === 'paid', 'paid');
    expect(paid()).toHaveLength(1);
  });

  test('another card after a lost answer is refused by the server in words, and pays nothing more', async () => {
    const ctx = setup();
    await opened(ctx);
    armFault('repayment-commit', 'lost');
    await pay(ctx, '3');
    await pay(ctx, '2');
    expect(ctx.repay().phase.status).toBe('choosing');
    expect(ctx.effects.said()).toEqual([
      'networkError',
      'Este pago ya se envió con otra tarjeta o monto y no se enviará dos veces. Consulte su préstamo antes de pagar de nuevo.',
    ]);
    expect(recorded()).toHaveLength(1);
    // Back to the card it paid with: the server tells what became of that payment.
    await pay(ctx, '3');
    expect(ctx.repay().phase.status).toBe('paid');
    expect(paid()).toHaveLength(1);
    expect(new Set(commits(ctx).map((c) => c.body.repayToken)).size).toBe(1);
  });

  test('leaving the screen and coming back keeps the token of the unanswered payment', async () => {
    const ctx = setup();
    await opened(ctx);
    armFault('repayment-commit', 'lost');
    await pay(ctx, '3');
    const firstToken = commits(ctx)[0].body.repayToken;

    // The screen shown again in the same page: a new card list, with a new token.
    await opened(ctx);
    const list = ctx.repay().cardList;
    expect(list.status === 'ready' && list.repayToken).not.toBe(firstToken);
    await pay(ctx, '3');
    expect(commits(ctx)[1].body.repayToken).toBe(firstToken);
    expect(ctx.repay().phase.status).toBe('paid');
    expect(paid()).toHaveLength(1);
  });

  test('an answer that arrives after the borrower left the screen does not free the token', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(
        '*/coalition/repayment-commit',
        async ({ request }) => {
          const answer = await getResponse(handlers, request);
          await held;
          return answer;
        },
        { once: true },
      ),
    );
    const ctx = setup();
    await opened(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '3' }));
    ctx.store.dispatch(payTapped());
    await until(ctx.store, () => paid().length === 1, 'paid on the server');
    // The borrower leaves and comes back before the answer: this visit never sees it.
    await opened(ctx);
    release();
    await settle(20);
    expect(ctx.repay().phase.status).toBe('choosing');

    await pay(ctx, '3');
    expect(commits(ctx)[1].body.repayToken).toBe(commits(ctx)[0].body.repayToken);
    expect(ctx.repay().phase.status).toBe('paid');
    expect(paid()).toHaveLength(1);
  });

  test('a refusal in words is an answer too, but the retry still carries the token', async () => {
    server.use(
      http.post('*/coalition/repayment-commit', () => HttpResponse.json({ code: '09', message: '忙', data: null }), {
        once: true,
      }),
    );
    const ctx = setup();
    await opened(ctx);
    await pay(ctx, '3');
    await pay(ctx, '3');
    const [first, retry] = commits(ctx);
    expect(retry.body.repayToken).toBe(first.body.repayToken);
    expect(paid()).toHaveLength(1);
  });
});

describe('a payment the borrower cancelled in the SMS step', () => {
  test('the next payment asks for a fresh token first, so another card can pay', async () => {
    const ctx = setup();
    await opened(ctx);
    await pay(ctx, '1');
    expect(ctx.repay().phase.status).toBe('verifying');
    ctx.store.dispatch(smsStepCancelled());

    await pay(ctx, '2');
    expect(ctx.repay().phase.status).toBe('verifying');
    expect(ctx.effects.notices).toEqual([]);
    const [first, second] = commits(ctx);
    expect(second.body.cardId).toBe('2');
    expect(second.body.repayToken).not.toBe(first.body.repayToken);
    expect(ways(ctx)).toHaveLength(2);
    const list = ctx.repay().cardList;
    expect(list.status === 'ready' && list.repayToken).toBe(second.body.repayToken);
  });

  test('the cards stay on screen while the token is fetched', async () => {
    const ctx = setup();
    await opened(ctx);
    await pay(ctx, '1');
    ctx.store.dispatch(smsStepCancelled());
    ctx.store.dispatch(payTapped());
    await until(ctx.store, () => ways(ctx).length === 2, 'token asked for');
    expect(ctx.repay().cardList.status).toBe('ready');
    expect(ctx.repay().cardId).toBe('1');
    await until(ctx.store, (s) => s.phase.status === 'verifying', 'SMS step');
  });

  test('a failed fetch of the token frees pay with the card-list notice; the next tap pays', async () => {
    const ctx = setup();
    await opened(ctx);
    await pay(ctx, '1');
    ctx.store.dispatch(smsStepCancelled());
    server.use(http.post('*/coalition/repayment-way', () => HttpResponse.error(), { once: true }));
    await pay(ctx, '1');
    expect(ctx.repay().phase.status).toBe('choosing');
    expect(ctx.effects.said()).toEqual(['cardListFailed']);
    expect(ctx.repay().cardList.status).toBe('ready');
    expect(commits(ctx)).toHaveLength(1);

    await pay(ctx, '1');
    expect(ctx.repay().phase.status).toBe('verifying');
    expect(commits(ctx)).toHaveLength(2);
    expect(commits(ctx)[1].body.repayToken).not.toBe(commits(ctx)[0].body.repayToken);
  });
});

test('a resend in the SMS step carries the token its payment was accepted with, not the new list one', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  try {
    const ctx = setup();
    await opened(ctx);
    armFault('repayment-commit', 'lost');
    await pay(ctx, '1');
    // The screen shown again: the list has a new token, the unanswered payment keeps the old one.
    await opened(ctx);
    await pay(ctx, '1');
    expect(ctx.repay().phase.status).toBe('verifying');
    await jest.advanceTimersByTimeAsync(60_000);
    ctx.store.dispatch(resendTapped());
    await until(ctx.store, () => commits(ctx).length === 3, 'resent');
    await settle();
    const [first, , resend] = commits(ctx);
    expect(resend.body).toMatchObject({ sendMsg: '1', repayToken: first.body.repayToken });
    const phase = ctx.repay().phase;
    expect(phase.status === 'verifying' && phase.repayRecordId).toBe(recorded()[0].id);
    expect(recorded()).toHaveLength(1);
    expect(ctx.effects.said()).toEqual(['networkError']);
  } finally {
    jest.useRealTimers();
  }
});
