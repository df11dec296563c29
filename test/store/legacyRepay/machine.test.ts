/**
 * The card-repay machine (SPEC §4 legacy repayment by card, §5, §8) with the real store, its
 * listeners and the contract server; the 60 s countdown runs on jest's fake clock.
 */
import { http, HttpResponse } from 'msw';
import { MSG } from '../../../src/i18n/messages';
import {
  amountEdited,
  cardChosen,
  cardListRetried,
  cardRepayOpened,
  confirmTapped,
  onlinePayTapped,
  payTapped,
  resendTapped,
  smsStepCancelled,
  verifyCodeEdited,
} from '../../../store/legacyRepay/slice';
import { server } from '../../support/msw';
import { settle, setup, toastTexts, until } from './support';
// The machine under test runs with its effects, as on the screens that load them.
import '../../../store/legacyRepay/listeners';

type Ctx = ReturnType<typeof setup>;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openWithCards(ctx: Ctx, amount = '3000') {
  ctx.store.dispatch(cardRepayOpened({ amount }));
  await until(ctx.store, (s) => s.legacyRepay.cardList.status !== 'loading', 'card list answered');
}

/** Card 1 asks for an SMS; resolves once the SMS step is open. */
async function openSmsStep(ctx: Ctx) {
  await openWithCards(ctx);
  ctx.store.dispatch(cardChosen({ cardId: '1' }));
  ctx.store.dispatch(payTapped());
  await until(ctx.store, (s) => s.legacyRepay.phase.status === 'verifying', 'SMS step open');
}

const secondsLeft = (ctx: Ctx) => {
  const phase = ctx.repay().phase;
  if (phase.status !== 'verifying') throw new Error(`not verifying but ${phase.status}`);
  return phase.sms.status === 'counting' ? phase.sms.secondsLeft : phase.sms.status;
};

const commits = (ctx: Ctx) => ctx.requests.filter((r) => r.path === 'repayment-commit');
const confirms = (ctx: Ctx) => ctx.requests.filter((r) => r.path === 'repayment-confirm');

describe('card list (repayment-way)', () => {
  test('loads the cards and the repay token', async () => {
    const ctx = setup();
    await openWithCards(ctx);
    const list = ctx.repay().cardList;
    expect(list.status).toBe('ready');
    if (list.status !== 'ready') return;
    expect(list.cards.map((c) => String(c.id))).toEqual(['1', '2', '3']);
    expect(list.repayToken).toMatch(/^tok-/);
    expect(ctx.toasts).not.toHaveBeenCalled();
  });

  test("a code other than '00' shows 'failed to query the card list'", async () => {
    server.use(
      http.post('*/coalition/repayment-way', () => HttpResponse.json({ code: '01', message: 'no', data: null })),
    );
    const ctx = setup();
    await openWithCards(ctx);
    expect(ctx.repay().cardList.status).toBe('failed');
    expect(toastTexts(ctx.toasts)).toEqual([MSG.cardListFailed]);
  });

  test("a network failure also shows 'failed to query the card list', and retry loads them", async () => {
    server.use(http.post('*/coalition/repayment-way', () => HttpResponse.error(), { once: true }));
    const ctx = setup();
    await openWithCards(ctx);
    expect(ctx.repay().cardList.status).toBe('failed');
    expect(toastTexts(ctx.toasts)).toEqual([MSG.cardListFailed]);
    ctx.store.dispatch(cardListRetried());
    await until(ctx.store, (s) => s.legacyRepay.cardList.status === 'ready', 'cards after retry');
  });
});

describe('pay (repayment-commit, sendMsg 0)', () => {
  test("refuses without a chosen card: '请先选择付款银行卡！' and nothing is sent", async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(payTapped());
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual([MSG.chooseCard]);
    expect(ctx.repay().phase.status).toBe('choosing');
    expect(commits(ctx)).toHaveLength(0);
  });

  test('refuses an empty amount with its own message', async () => {
    const ctx = setup();
    await openWithCards(ctx, '');
    ctx.store.dispatch(cardChosen({ cardId: '1' }));
    ctx.store.dispatch(payTapped());
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual(['Ingrese el monto a pagar']);
    expect(commits(ctx)).toHaveLength(0);
  });

  test('sends every field of the commit payload with sendMsg 0', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    const [commit] = commits(ctx);
    const list = ctx.repay().cardList;
    expect(commit.body).toEqual({
      amount: '3000',
      bankName: 'BBVA México',
      cardId: '1',
      cardNo: '4152313412345678',
      couponId: '',
      orderId: '174',
      repayToken: list.status === 'ready' ? list.repayToken : 'missing',
      bankCode: 'BBVA',
      sendMsg: '0',
    });
  });

  test('the amount typed on the keyboard is sent, a trailing point dropped', async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(amountEdited({ amount: '12.' }));
    ctx.store.dispatch(cardChosen({ cardId: '3' }));
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'paid', 'paid');
    expect(commits(ctx)[0].body.amount).toBe('12');
  });

  test('needValid not 1 (card 3) goes straight to the borrow detail', async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '3' }));
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'paid', 'paid');
    expect(ctx.repay().needValid).toBe('0');
    expect(ctx.successes).toHaveBeenCalledWith('Pago enviado');
    expect(ctx.toasts).not.toHaveBeenCalled();
  });

  test('needValid 1 opens the SMS step with a 60 s countdown and keeps the repayRecordId', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    const phase = ctx.repay().phase;
    expect(phase).toEqual({
      status: 'verifying',
      repayRecordId: '9001',
      sms: { status: 'counting', secondsLeft: 60 },
      confirming: false,
    });
    expect(ctx.repay().needValid).toBe('1');
  });

  test('a double tap commits once: the state refuses a pay while committing', async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '1' }));
    ctx.store.dispatch(payTapped());
    expect(ctx.repay().phase.status).toBe('committing');
    ctx.store.dispatch(payTapped());
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'verifying', 'SMS step');
    await settle();
    expect(commits(ctx)).toHaveLength(1);
  });

  test('the card and the amount cannot change while committing', async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '1' }));
    ctx.store.dispatch(payTapped());
    ctx.store.dispatch(cardChosen({ cardId: '2' }));
    ctx.store.dispatch(amountEdited({ amount: '1' }));
    expect(ctx.repay().cardId).toBe('1');
    expect(ctx.repay().amount).toBe('3000');
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'verifying', 'SMS step');
  });

  test('a refusal shows the server message and returns to the card choice', async () => {
    server.use(
      http.post('*/coalition/repayment-commit', () =>
        HttpResponse.json({ code: '01', message: '银行卡不存在', data: null }),
      ),
    );
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '1' }));
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'choosing', 'back to choosing');
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual(['银行卡不存在']);
  });

  test("a refusal without a message shows '处理失败'", async () => {
    server.use(
      http.post('*/coalition/repayment-commit', () => HttpResponse.json({ code: '09', message: '', data: null })),
    );
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '1' }));
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'choosing', 'back to choosing');
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual([MSG.processingFailed]);
  });

  test("a network failure shows 'error' and pay can be tried again", async () => {
    server.use(http.post('*/coalition/repayment-commit', () => HttpResponse.error(), { once: true }));
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '1' }));
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'choosing', 'back to choosing');
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual([MSG.networkError]);
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'verifying', 'SMS step on retry');
  });
});

describe('the 60 s countdown', () => {
  test('ticks once a second from 60 to 1, then the button is back to its get-code state', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    expect(secondsLeft(ctx)).toBe(60);
    for (let elapsed = 1; elapsed < 60; elapsed++) {
      await jest.advanceTimersByTimeAsync(1000);
      expect(secondsLeft(ctx)).toBe(60 - elapsed);
    }
    await jest.advanceTimersByTimeAsync(1000);
    expect(secondsLeft(ctx)).toBe('ready');
    await jest.advanceTimersByTimeAsync(5000);
    expect(secondsLeft(ctx)).toBe('ready');
    expect(ctx.types().filter((t) => t === 'legacyRepay/ticked')).toHaveLength(60);
  });

  test('does not tick before a whole second has passed', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    await jest.advanceTimersByTimeAsync(999);
    expect(secondsLeft(ctx)).toBe(60);
    await jest.advanceTimersByTimeAsync(1);
    expect(secondsLeft(ctx)).toBe(59);
  });

  test('resend is refused during the countdown, then posts sendMsg 1 and restarts it', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(resendTapped());
    await settle();
    expect(commits(ctx)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(secondsLeft(ctx)).toBe('ready');
    ctx.store.dispatch(resendTapped());
    ctx.store.dispatch(resendTapped());
    await until(ctx.store, () => secondsLeft(ctx) === 60, 'countdown restarted');
    await settle();
    expect(commits(ctx).map((c) => c.body.sendMsg)).toEqual(['0', '1']);
    expect(commits(ctx)[1].body.cardId).toBe('1');
    const phase = ctx.repay().phase;
    expect(phase.status === 'verifying' && phase.repayRecordId).toBe('9001');
    await jest.advanceTimersByTimeAsync(1000);
    expect(secondsLeft(ctx)).toBe(59);
  });

  test('a failed resend gives the button back', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    await jest.advanceTimersByTimeAsync(60_000);
    server.use(http.post('*/coalition/repayment-commit', () => HttpResponse.error()));
    ctx.store.dispatch(resendTapped());
    expect(secondsLeft(ctx)).toBe('sending');
    await until(ctx.store, () => secondsLeft(ctx) === 'ready', 'button back');
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual([MSG.networkError]);
  });

  test('cancel closes the step and resets the timer: the next SMS step counts from 60 with one timer', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(secondsLeft(ctx)).toBe(50);
    ctx.store.dispatch(smsStepCancelled());
    expect(ctx.repay().phase).toEqual({ status: 'choosing' });
    const ticksAtCancel = ctx.types().filter((t) => t === 'legacyRepay/ticked').length;
    await jest.advanceTimersByTimeAsync(5000);
    expect(ctx.types().filter((t) => t === 'legacyRepay/ticked')).toHaveLength(ticksAtCancel);

    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'verifying', 'SMS step again');
    expect(secondsLeft(ctx)).toBe(60);
    await jest.advanceTimersByTimeAsync(1000);
    expect(secondsLeft(ctx)).toBe(59);
    await jest.advanceTimersByTimeAsync(1000);
    expect(secondsLeft(ctx)).toBe(58);
  });

  test('cancel also clears the typed code', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '123' }));
    ctx.store.dispatch(smsStepCancelled());
    expect(ctx.repay().verifyCode).toBe('');
  });
});

describe('confirm (repayment-confirm)', () => {
  test("a code shorter than 6 characters is refused with '请输入正确的验证码' and not sent", async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '12345' }));
    ctx.store.dispatch(confirmTapped());
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual([MSG.badVerifyCode]);
    expect(confirms(ctx)).toHaveLength(0);
  });

  test('the code keeps digits only and at most 6 of them', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '12a34-5678' }));
    expect(ctx.repay().verifyCode).toBe('123456');
  });

  test('the right code goes to the borrow detail; the payload carries order, code and record', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'paid', 'paid');
    expect(confirms(ctx)[0].body).toEqual({ orderId: '174', verifyCode: '123456', repaymentRecordId: '9001' });
    expect(ctx.toasts).not.toHaveBeenCalled();
  });

  test("800006 shows 'verification code wrong' and keeps the step open for another try", async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '111111' }));
    ctx.store.dispatch(confirmTapped());
    await until(
      ctx.store,
      (s) => s.legacyRepay.phase.status === 'verifying' && !s.legacyRepay.phase.confirming,
      'answered',
    );
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual([MSG.verifyCodeWrong]);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'paid', 'paid on second try');
  });

  test("800005 shows 'do not submit the payment request twice'", async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    // The same payment confirmed from elsewhere (another tab) first.
    const other = await fetch('http://localhost/coalition/repayment-confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'orderId=174&verifyCode=123456&repaymentRecordId=9001',
    }).then((r) => r.json());
    expect(other.code).toBe('00');
    ctx.toasts.mockClear();
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(
      ctx.store,
      (s) => s.legacyRepay.phase.status === 'verifying' && !s.legacyRepay.phase.confirming,
      'answered',
    );
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual([MSG.paidTwice]);
  });

  test.each([
    [800006, MSG.verifyCodeWrong],
    [800005, MSG.paidTwice],
    ['800006', MSG.verifyCodeWrong],
  ])('code %p shows the spec text, not the server message', async (code, text) => {
    server.use(http.post('*/coalition/repayment-confirm', () => HttpResponse.json({ code, message: '服务器消息' })));
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(
      ctx.store,
      (s) => s.legacyRepay.phase.status === 'verifying' && !s.legacyRepay.phase.confirming,
      'answered',
    );
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual([text]);
  });

  test("another code shows the server message, or '处理失败' without one", async () => {
    server.use(
      http.post('*/coalition/repayment-confirm', () => HttpResponse.json({ code: 700001, message: '系统繁忙' }), {
        once: true,
      }),
      http.post('*/coalition/repayment-confirm', () => HttpResponse.json({ code: 700002, message: '' }), {
        once: true,
      }),
    );
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(
      ctx.store,
      (s) => s.legacyRepay.phase.status === 'verifying' && !s.legacyRepay.phase.confirming,
      'first',
    );
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, () => confirms(ctx).length === 2, 'second sent');
    await until(
      ctx.store,
      (s) => s.legacyRepay.phase.status === 'verifying' && !s.legacyRepay.phase.confirming,
      'second',
    );
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual(['系统繁忙', MSG.processingFailed]);
  });

  test("a network failure shows 'error'", async () => {
    server.use(http.post('*/coalition/repayment-confirm', () => HttpResponse.error()));
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(
      ctx.store,
      (s) => s.legacyRepay.phase.status === 'verifying' && !s.legacyRepay.phase.confirming,
      'answered',
    );
    await settle();
    expect(toastTexts(ctx.toasts)).toEqual([MSG.networkError]);
  });

  test('a double tap confirms once, and cancel is refused while confirming', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    ctx.store.dispatch(confirmTapped());
    ctx.store.dispatch(smsStepCancelled());
    expect(ctx.repay().phase.status).toBe('verifying');
    await until(ctx.store, (s) => s.legacyRepay.phase.status === 'paid', 'paid');
    await settle();
    expect(confirms(ctx)).toHaveLength(1);
    expect(ctx.toasts).not.toHaveBeenCalled();
  });
});

describe('online payment (repayment-huichao)', () => {
  test('opens the returned url', async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(onlinePayTapped());
    ctx.store.dispatch(onlinePayTapped());
    await until(ctx.store, () => ctx.types().includes('native/externalUrlOpened'), 'url opened');
    const opened = ctx.actions.find((a) => a.type === 'native/externalUrlOpened') as unknown as {
      payload: { url: string };
    };
    expect(opened.payload.url).toBe('https://pay.example.com/huichao?order=174&amount=3000&user=10001');
    expect(ctx.requests.filter((r) => r.path === 'repayment-huichao')).toHaveLength(1);
    expect(ctx.repay().phase.status).toBe('choosing');
  });

  test('a refusal shows the message and opens nothing', async () => {
    server.use(
      http.post('*/coalition/repayment-huichao', () =>
        HttpResponse.json({ code: '02', message: '订单号不能为空', data: null }),
      ),
    );
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(onlinePayTapped());
    await until(ctx.store, () => ctx.toasts.mock.calls.length > 0, 'toast');
    expect(toastTexts(ctx.toasts)).toEqual(['订单号不能为空']);
    expect(ctx.types()).not.toContain('native/externalUrlOpened');
  });
});
