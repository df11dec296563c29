/**
 * The card-repay machine (SPEC §4 legacy repayment by card, §5, §8) with the real store, its
 * listeners and the contract server; the 60 s countdown runs on jest's fake clock. What the machine
 * tells the borrower is asserted as notice codes (or the server's own words).
 */
import { http, HttpResponse } from 'msw';
import { getConfig } from '../../../store/config';
import { DEFAULT_COMPANIES } from '../../../store/identity';
import { SMS_RESEND_SECONDS } from '../../../store/countdown';
import { navigationRefused } from '../../../store/navigation';
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
} from '../../../store/legacyRepay';
import { server } from '../../support/msw';
import { settle, setup, until } from './support';

type Ctx = ReturnType<typeof setup>;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

async function openWithCards(ctx: Ctx, amount = '3000') {
  ctx.store.dispatch(cardRepayOpened({ amount }));
  await until(ctx.store, (s) => s.cardList.status !== 'loading', 'card list answered');
}

/** Card 1 asks for an SMS; resolves once the SMS step is open. */
async function openSmsStep(ctx: Ctx) {
  await openWithCards(ctx);
  ctx.store.dispatch(cardChosen({ cardId: '1' }));
  ctx.store.dispatch(payTapped());
  await until(ctx.store, (s) => s.phase.status === 'verifying', 'SMS step open');
}

const secondsLeft = (ctx: Ctx) => {
  const phase = ctx.repay().phase;
  if (phase.status !== 'verifying') throw new Error(`not verifying but ${phase.status}`);
  return phase.sms.status === 'counting' ? phase.sms.secondsLeft : phase.sms.status;
};

/** Paid: the success notice, then the borrow detail of the order replaces the page, with the session. */
const paidNotice = { code: 'paid', tone: 'success' };
const borrowDetail = {
  kind: 'route',
  path: '/abcIs?deviceId=dev-1&appVersion=1.0.0&userId=10001&sessionId=s-1&clientType=ios&merchantNumber=1&mobilePhone=13800138000&productId=1&orderId=174',
  replace: true,
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
    expect(ctx.effects.notices).toEqual([]);
  });

  test("a code other than '00' shows 'failed to query the card list'", async () => {
    server.use(
      http.post('*/coalition/repayment-way', () => HttpResponse.json({ code: '01', message: 'no', data: null })),
    );
    const ctx = setup();
    await openWithCards(ctx);
    expect(ctx.repay().cardList.status).toBe('failed');
    expect(ctx.effects.said()).toEqual(['cardListFailed']);
  });

  test("a network failure also shows 'failed to query the card list', and retry loads them", async () => {
    server.use(http.post('*/coalition/repayment-way', () => HttpResponse.error(), { once: true }));
    const ctx = setup();
    await openWithCards(ctx);
    expect(ctx.repay().cardList.status).toBe('failed');
    expect(ctx.effects.said()).toEqual(['cardListFailed']);
    ctx.store.dispatch(cardListRetried());
    await until(ctx.store, (s) => s.cardList.status === 'ready', 'cards after retry');
  });
});

describe('pay (repayment-commit, sendMsg 0)', () => {
  test("refuses without a chosen card: '请先选择付款银行卡！' and nothing is sent", async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(payTapped());
    await settle();
    expect(ctx.effects.said()).toEqual(['chooseCard']);
    expect(ctx.repay().phase.status).toBe('choosing');
    expect(commits(ctx)).toHaveLength(0);
  });

  test('refuses an empty amount with its own message', async () => {
    const ctx = setup();
    await openWithCards(ctx, '');
    ctx.store.dispatch(cardChosen({ cardId: '1' }));
    ctx.store.dispatch(payTapped());
    await settle();
    expect(ctx.effects.said()).toEqual(['enterAmount']);
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
    await until(ctx.store, (s) => s.phase.status === 'paid', 'paid');
    expect(commits(ctx)[0].body.amount).toBe('12');
  });

  test('needValid not 1 (card 3) goes straight to the borrow detail', async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '3' }));
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.phase.status === 'paid', 'paid');
    expect(ctx.repay().needValid).toBe('0');
    expect(ctx.effects.notices).toEqual([paidNotice]);
    expect(ctx.effects.navigations).toEqual([borrowDetail]);
  });

  test('needValid 1 opens the SMS step with a 60 s countdown and keeps the repayRecordId', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    const phase = ctx.repay().phase;
    expect(phase).toEqual({
      status: 'verifying',
      repayRecordId: '9001',
      // The token the payment was accepted with: a resend carries it again.
      repayToken: commits(ctx)[0].body.repayToken,
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
    await until(ctx.store, (s) => s.phase.status === 'verifying', 'SMS step');
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
    await until(ctx.store, (s) => s.phase.status === 'verifying', 'SMS step');
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
    await until(ctx.store, (s) => s.phase.status === 'choosing', 'back to choosing');
    await settle();
    expect(ctx.effects.notices).toEqual([{ text: '银行卡不存在', tone: 'info' }]);
  });

  test("a refusal without a message shows '处理失败'", async () => {
    server.use(
      http.post('*/coalition/repayment-commit', () => HttpResponse.json({ code: '09', message: '', data: null })),
    );
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '1' }));
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.phase.status === 'choosing', 'back to choosing');
    await settle();
    expect(ctx.effects.said()).toEqual(['processingFailed']);
  });

  test("a network failure shows 'error' and pay can be tried again", async () => {
    server.use(http.post('*/coalition/repayment-commit', () => HttpResponse.error(), { once: true }));
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(cardChosen({ cardId: '1' }));
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.phase.status === 'choosing', 'back to choosing');
    await settle();
    expect(ctx.effects.said()).toEqual(['networkError']);
    ctx.store.dispatch(payTapped());
    await until(ctx.store, (s) => s.phase.status === 'verifying', 'SMS step on retry');
  });
});

describe('the 60 s countdown', () => {
  test('is the one SMS wait of the store (SPEC §9: 60 s)', () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
  });

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
    expect(ctx.effects.said()).toEqual(['networkError']);
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
    await until(ctx.store, (s) => s.phase.status === 'verifying', 'SMS step again');
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
    expect(ctx.effects.said()).toEqual(['badVerifyCode']);
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
    await until(ctx.store, (s) => s.phase.status === 'paid', 'paid');
    expect(confirms(ctx)[0].body).toEqual({ orderId: '174', verifyCode: '123456', repaymentRecordId: '9001' });
    expect(ctx.effects.notices).toEqual([paidNotice]);
    expect(ctx.effects.navigations).toEqual([borrowDetail]);
  });

  test("800006 shows 'verification code wrong' and keeps the step open for another try", async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '111111' }));
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, (s) => s.phase.status === 'verifying' && !s.phase.confirming, 'answered');
    await settle();
    expect(ctx.effects.said()).toEqual(['verifyCodeWrong']);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, (s) => s.phase.status === 'paid', 'paid on second try');
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
    ctx.effects.notices.length = 0;
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, (s) => s.phase.status === 'verifying' && !s.phase.confirming, 'answered');
    await settle();
    expect(ctx.effects.said()).toEqual(['paidTwice']);
  });

  test.each([
    [800006, 'verifyCodeWrong'],
    [800005, 'paidTwice'],
    ['800006', 'verifyCodeWrong'],
  ])('code %p says the spec words (%s), not the server message', async (code, notice) => {
    server.use(http.post('*/coalition/repayment-confirm', () => HttpResponse.json({ code, message: '服务器消息' })));
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, (s) => s.phase.status === 'verifying' && !s.phase.confirming, 'answered');
    await settle();
    expect(ctx.effects.said()).toEqual([notice]);
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
    await until(ctx.store, (s) => s.phase.status === 'verifying' && !s.phase.confirming, 'first');
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, () => confirms(ctx).length === 2, 'second sent');
    await until(ctx.store, (s) => s.phase.status === 'verifying' && !s.phase.confirming, 'second');
    await settle();
    expect(ctx.effects.said()).toEqual(['系统繁忙', 'processingFailed']);
  });

  test("a network failure shows 'error'", async () => {
    server.use(http.post('*/coalition/repayment-confirm', () => HttpResponse.error()));
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    await until(ctx.store, (s) => s.phase.status === 'verifying' && !s.phase.confirming, 'answered');
    await settle();
    expect(ctx.effects.said()).toEqual(['networkError']);
  });

  test('a double tap confirms once, and cancel is refused while confirming', async () => {
    const ctx = setup();
    await openSmsStep(ctx);
    ctx.store.dispatch(verifyCodeEdited({ code: '123456' }));
    ctx.store.dispatch(confirmTapped());
    ctx.store.dispatch(confirmTapped());
    ctx.store.dispatch(smsStepCancelled());
    expect(ctx.repay().phase.status).toBe('verifying');
    await until(ctx.store, (s) => s.phase.status === 'paid', 'paid');
    await settle();
    expect(confirms(ctx)).toHaveLength(1);
    expect(ctx.effects.notices).toEqual([paidNotice]);
    expect(ctx.effects.navigations).toHaveLength(1);
  });
});

describe('online payment (repayment-huichao)', () => {
  // The contract server builds the payment page on the market's own domain (store/identity.ts).
  const PAY_ORIGIN = `https://pay.${DEFAULT_COMPANIES.es.domain}`;
  const PAY_URL = `${PAY_ORIGIN}/huichao?order=174&amount=3000&user=10001`;
  const huichaos = (ctx: Ctx) => ctx.requests.filter((r) => r.path === 'repayment-huichao');
  /** The payment provider's origin on the URL allowlist of the runtime config. */
  const payAllowed = () => {
    const config = getConfig();
    return { config: () => ({ ...config, urlAllowlist: [...config.urlAllowlist, PAY_ORIGIN] }) };
  };

  test('leaves for the returned url; a double tap asks once, and the button stays busy as the page leaves', async () => {
    const ctx = setup(undefined, payAllowed());
    await openWithCards(ctx);
    ctx.store.dispatch(onlinePayTapped());
    ctx.store.dispatch(onlinePayTapped());
    await until(ctx.store, () => ctx.effects.navigations.length > 0, 'page left');
    expect(ctx.effects.navigations).toEqual([{ kind: 'external', href: PAY_URL, replace: false }]);
    expect(huichaos(ctx)).toHaveLength(1);
    expect(huichaos(ctx)[0].body).toEqual({ userId: '10001', orderId: '174', amount: '3000' });
    expect(ctx.repay().phase.status).toBe('openingOnline');
    ctx.store.dispatch(onlinePayTapped());
    await settle();
    expect(huichaos(ctx)).toHaveLength(1);
  });

  test('a url outside the allowlist is refused with a notice, and frees the button for another tap', async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(onlinePayTapped());
    expect(ctx.repay().phase.status).toBe('openingOnline');
    await until(ctx.store, (s) => s.phase.status === 'choosing', 'button free');
    expect(ctx.types()).toContain('navigation/refused');
    expect(ctx.effects.said()).toEqual(['linkRefused']);
    expect(ctx.effects.navigations).toEqual([]);
    ctx.store.dispatch(onlinePayTapped());
    expect(ctx.repay().phase.status).toBe('openingOnline');
    await until(ctx.store, () => huichaos(ctx).length === 2, 'second request');
    await until(ctx.store, (s) => s.phase.status === 'choosing', 'button free again');
  });

  test("another machine's refused url leaves the online-pay button busy", async () => {
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(onlinePayTapped());
    ctx.store.dispatch(navigationRefused({ url: 'javascript:void 0', source: 'confirm/submit' }));
    expect(ctx.repay().phase.status).toBe('openingOnline');
    await until(ctx.store, (s) => s.phase.status === 'choosing', 'own refusal');
  });

  test('a refusal shows the server message, opens nothing and frees the button', async () => {
    server.use(
      http.post('*/coalition/repayment-huichao', () =>
        HttpResponse.json({ code: '02', message: '订单号不能为空', data: null }),
      ),
    );
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(onlinePayTapped());
    await until(ctx.store, () => ctx.effects.notices.length > 0, 'notice');
    expect(ctx.effects.said()).toEqual(['订单号不能为空']);
    expect(ctx.types()).not.toContain('navigation/requested');
    expect(ctx.repay().phase.status).toBe('choosing');
  });

  test("a network failure says 'error' and frees the button", async () => {
    server.use(http.post('*/coalition/repayment-huichao', () => HttpResponse.error()));
    const ctx = setup();
    await openWithCards(ctx);
    ctx.store.dispatch(onlinePayTapped());
    await until(ctx.store, (s) => s.phase.status === 'choosing', 'button free');
    await settle();
    expect(ctx.effects.said()).toEqual(['networkError']);
  });

  test('an empty amount is refused with its own notice and nothing is sent', async () => {
    const ctx = setup();
    await openWithCards(ctx, '');
    ctx.store.dispatch(onlinePayTapped());
    await settle();
    expect(ctx.effects.said()).toEqual(['enterAmount']);
    expect(huichaos(ctx)).toHaveLength(0);
    expect(ctx.repay().phase.status).toBe('choosing');
  });
});
