/**
 * Legacy card repay (form client). Success is the string '00'; this old backend answers
 * in Chinese, and confirm uses numeric codes 800005 / 800006 as SPEC §8 lists them.
 */
import { randomBytes } from 'node:crypto';
import { http } from 'msw';
import { envelope, param, paramsOf } from '../http';
import { lenderOf } from '../identity';
import { marketOf } from '../market';
import { VERIFY_CODE, listedCard } from '../scenarios/repay';
import { state } from '../state';

const OK = '00';

export const legacyRepayHandlers = [
  // The cards of the borrower's market: Mexican banks for es-MX, Indian banks for en-IN.
  http.post('*/coalition/repayment-way', ({ request }) => {
    const market = marketOf(request);
    return envelope(OK, 'success', {
      alipay: null,
      repayToken: `tok-${randomBytes(8).toString('hex')}`,
      bankCards: state.bankCards.filter((c) => c.market === market).map(listedCard),
    });
  }),

  http.post('*/coalition/repayment-commit', async ({ request }) => {
    const p = await paramsOf(request);
    const cardId = param(p, 'cardId');
    const orderId = param(p, 'orderId');
    const amount = param(p, 'amount');
    const card = state.bankCards.find((c) => String(c.id) === cardId);
    if (!card) return envelope('01', '银行卡不存在');
    if (!orderId) return envelope('02', '订单号不能为空');
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return envelope('02', '还款金额不正确');

    if (card.directPay) {
      const id = String(state.nextRepayRecord++);
      state.repayRecords.set(id, { id, orderId, cardId, amount, confirmed: true });
      return envelope(OK, 'success', { needValid: 0, repayRecordId: id });
    }
    // A resend (sendMsg 1) texts a new code for the payment already waiting, not a new payment.
    const pending =
      param(p, 'sendMsg') === '1'
        ? [...state.repayRecords.values()].find((r) => !r.confirmed && r.orderId === orderId && r.cardId === cardId)
        : undefined;
    const id = pending?.id ?? String(state.nextRepayRecord++);
    if (!pending) state.repayRecords.set(id, { id, orderId, cardId, amount, confirmed: false });
    return envelope(OK, '验证码已发送', { needValid: 1, repayRecordId: id });
  }),

  http.post('*/coalition/repayment-confirm', async ({ request }) => {
    const p = await paramsOf(request);
    const recordId = param(p, 'repaymentRecordId');
    if (!recordId) return envelope('02', '还款记录不能为空');
    const record = state.repayRecords.get(recordId);
    if (record?.confirmed) return envelope(800005, 'do not submit the payment request twice');
    if (param(p, 'verifyCode') !== VERIFY_CODE) return envelope(800006, 'verification code wrong');
    // An id this server never issued is accepted as a fresh payment: store tests may confirm
    // without committing first, and a real gateway record could predate this process.
    state.repayRecords.set(recordId, {
      id: recordId,
      orderId: record?.orderId ?? param(p, 'orderId'),
      cardId: record?.cardId ?? '',
      amount: record?.amount ?? '',
      confirmed: true,
    });
    return envelope(OK, 'success', null);
  }),

  http.post('*/coalition/repayment-huichao', async ({ request }) => {
    const p = await paramsOf(request);
    const orderId = param(p, 'orderId');
    if (!orderId) return envelope('02', '订单号不能为空');
    const query = new URLSearchParams({ order: orderId, amount: param(p, 'amount'), user: param(p, 'userId') });
    // The lender's own payment site: its origin is on config.js's urlAllowlist.
    return envelope(OK, 'success', { url: `https://pay.${lenderOf(marketOf(request)).domain}/huichao?${query}` });
  }),
];
