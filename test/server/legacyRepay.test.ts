/** @jest-environment node */
/** Legacy card repay: string '00' success, SMS step per card, confirm codes 800006 / 800005. */
import * as v from 'valibot';
import { FormEnvelope, RepayCommit, RepayWay } from '../../store/legacyRepay/schemas';
import { postForm, useContractServer } from './helpers';

useContractServer();

const commit = (cardId: string, sendMsg = 0) =>
  postForm('/coalition/repayment-commit', {
    amount: '2011.70',
    bankName: 'BBVA México',
    cardId,
    cardNo: '4152313412345678',
    couponId: '',
    orderId: '174',
    repayToken: 'tok-test',
    bankCode: 'BBVA',
    sendMsg,
  });

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
