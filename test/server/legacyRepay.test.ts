/** @jest-environment node */
/**
 * Legacy card repay: string '00' success, SMS step per card, confirm codes 800006 / 800005, and the
 * repayToken as the payment's idempotency key (a retry is answered again, never paid twice).
 */
import * as v from 'valibot';
import { armFault } from '../../server/faults';
import { state } from '../../server/state';
import { FormEnvelope, RepayCommit, RepayWay } from '../../store/legacyRepay/schemas';
import { BASE, postForm, SESSION, useContractServer } from './helpers';

useContractServer();

/** Each card pays with a token of its own unless a test says otherwise. */
const commit = (cardId: string, sendMsg = 0, over: Record<string, string> = {}, query = SESSION) =>
  postForm(
    '/coalition/repayment-commit',
    {
      amount: '2011.70',
      bankName: 'BBVA México',
      cardId,
      cardNo: '4152313412345678',
      couponId: '',
      orderId: '174',
      repayToken: `tok-card-${cardId}`,
      bankCode: 'BBVA',
      sendMsg,
      ...over,
    },
    query,
  );

/** The payments the server recorded (confirmed: paid). */
const records = () => [...state.repayRecords.values()];

test('repayment-way returns three cards with full numbers and a token', async () => {
  const body = v.parse(FormEnvelope(RepayWay), await postForm('/coalition/repayment-way'));
  expect(body.code).toBe('00');
  expect(body.data?.alipay).toBeNull();
  expect(body.data?.repayToken).toMatch(/^tok-/);
  expect(body.data?.bankCards).toHaveLength(3);
  for (const card of body.data?.bankCards ?? []) expect(String(card.cardNo)).toMatch(/^\d{16}$/);
});

test('an unknown card is refused with 01', async () => {
  expect(await commit('77')).toMatchObject({ code: '01', message: '银行卡不存在' });
});

test('card 3 pays directly; other cards need the SMS step', async () => {
  const direct = v.parse(FormEnvelope(RepayCommit), await commit('3'));
  expect(direct).toMatchObject({ code: '00', data: { needValid: 0 } });
  const sms = v.parse(FormEnvelope(RepayCommit), await commit('1'));
  expect(sms.code).toBe('00');
  expect(sms.data?.needValid).toBe(1);
  expect(sms.data?.repayRecordId).toBeTruthy();
  // A resend (sendMsg 1) keeps the same pending payment.
  const resent = v.parse(FormEnvelope(RepayCommit), await commit('1', 1));
  expect(resent.data?.repayRecordId).toBe(sms.data?.repayRecordId);
});

test('confirm: wrong code 800006, right code 00, again 800005', async () => {
  const { data } = await commit('2');
  const confirm = (verifyCode: string) =>
    postForm('/coalition/repayment-confirm', { orderId: '174', verifyCode, repaymentRecordId: data.repayRecordId });
  expect(await confirm('000000')).toMatchObject({ code: 800006, message: 'verification code wrong' });
  expect((await confirm('123456')).code).toBe('00');
  expect(await confirm('123456')).toMatchObject({ code: 800005, message: 'do not submit the payment request twice' });
});

test('repayment-huichao returns the gateway url', async () => {
  const body = await postForm('/coalition/repayment-huichao', { userId: 42, orderId: '174', amount: '2011.70' });
  expect(body.code).toBe('00');
  expect(body.data.url).toMatch(/^https:\/\/pay\.dineroagil\.mx\/huichao\?order=174/);
  expect((await postForm('/coalition/repayment-huichao', {})).code).not.toBe('00');
});

describe('the repayToken makes a payment idempotent, per borrower', () => {
  test('a direct-pay commit sent again with its token gets the first answer and pays once', async () => {
    const first = await commit('3', 0, { repayToken: 'tok-same' });
    const again = await commit('3', 0, { repayToken: 'tok-same' });
    expect(first).toMatchObject({ code: '00', data: { needValid: 0 } });
    expect(again).toEqual(first);
    expect(records()).toHaveLength(1);
    expect(records()[0]).toMatchObject({ cardId: '3', amount: '2011.70', confirmed: true });
  });

  test('an SMS commit sent again keeps its one pending payment, confirmed once', async () => {
    const first = await commit('1', 0, { repayToken: 'tok-sms' });
    const again = await commit('1', 0, { repayToken: 'tok-sms' });
    const resent = await commit('1', 1, { repayToken: 'tok-sms' });
    expect(again).toEqual(first);
    expect(resent.data).toEqual(first.data);
    expect(records()).toHaveLength(1);
    const confirm = () =>
      postForm('/coalition/repayment-confirm', {
        orderId: '174',
        verifyCode: '123456',
        repaymentRecordId: first.data.repayRecordId,
      });
    expect((await confirm()).code).toBe('00');
    // Paid: the same token again still names that payment, and it cannot be confirmed twice.
    expect((await commit('1', 0, { repayToken: 'tok-sms' })).data).toEqual(first.data);
    expect((await confirm()).code).toBe(800005);
    expect(records()).toHaveLength(1);
  });

  test('the amount is compared as money: 2011.7 is the same payment as 2011.70', async () => {
    const first = await commit('3', 0, { repayToken: 'tok-money' });
    expect(await commit('3', 0, { repayToken: 'tok-money', amount: '2011.7' })).toEqual(first);
    expect(records()).toHaveLength(1);
  });

  test.each([
    ['another card', { cardId: '2' }],
    ['another amount', { amount: '10' }],
    ['another order', { orderId: '180' }],
    ['another coupon', { couponId: '7' }],
  ])('the same token with %s is refused with a clear message and pays nothing more', async (_what, other) => {
    const first = await commit('3', 0, { repayToken: 'tok-once' });
    expect(first.code).toBe('00');
    const reused = await commit('3', 0, { repayToken: 'tok-once', ...other });
    expect(reused).toEqual({
      code: '03',
      message:
        'Este pago ya se envió con otra tarjeta o monto y no se enviará dos veces. Consulte su préstamo antes de pagar de nuevo.',
      data: null,
    });
    expect(records()).toHaveLength(1);
  });

  test('the refusal speaks the market of the call (en-IN)', async () => {
    const post = (cardId: string) =>
      fetch(`${BASE}/coalition/repayment-commit?${SESSION}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en-IN' },
        body: new URLSearchParams({ amount: '10', cardId, orderId: '174', repayToken: 'tok-in', sendMsg: '0' }),
      }).then((r) => r.json());
    expect((await post('6')).code).toBe('00');
    expect(await post('4')).toMatchObject({
      code: '03',
      message:
        'This payment was already sent with another card or amount and will not be sent twice. Check your loan before paying again.',
    });
  });

  test("another borrower's identical token is not that payment", async () => {
    await commit('3', 0, { repayToken: 'tok-shared' });
    const other = await commit('2', 0, { repayToken: 'tok-shared' }, SESSION.replace('userId=42', 'userId=43'));
    expect(other).toMatchObject({ code: '00', data: { needValid: 1 } });
    expect(records()).toHaveLength(2);
  });

  test('a refused commit does not take the token: the corrected commit pays', async () => {
    expect((await commit('3', 0, { repayToken: 'tok-fix', amount: '0' })).code).toBe('02');
    expect((await commit('3', 0, { repayToken: 'tok-fix' })).code).toBe('00');
    expect(records()).toHaveLength(1);
  });

  test('an answer lost after the payment was made: the retry is answered, one payment', async () => {
    armFault('repayment-commit', 'lost');
    await expect(
      fetch(`${BASE}/coalition/repayment-commit?${SESSION}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ amount: '50', cardId: '3', orderId: '174', repayToken: 'tok-lost', sendMsg: '0' }),
      }),
    ).rejects.toThrow(TypeError);
    expect(records()).toHaveLength(1);
    const retry = await commit('3', 0, { repayToken: 'tok-lost', amount: '50', couponId: '' });
    expect(retry).toMatchObject({ code: '00', data: { needValid: 0, repayRecordId: records()[0].id } });
    expect(records()).toHaveLength(1);
  });

  test('without a token a commit is handled as before (each one a payment)', async () => {
    await commit('3', 0, { repayToken: '' });
    await commit('3', 0, { repayToken: '' });
    expect(records()).toHaveLength(2);
  });
});
