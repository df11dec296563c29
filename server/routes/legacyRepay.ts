/**
 * Legacy card repay (form client). Success is the string '00'; this old backend answers
 * in Chinese, and confirm uses numeric codes 800005 / 800006 as SPEC §8 lists them.
 * repayment-commit treats the repayToken of repayment-way as the payment's idempotency key, per
 * borrower: a retry whose answer was lost is answered again, never paid twice; the same token for
 * another payment is refused with '03', in the borrower's language (the one message here they must act on).
 */
import { randomBytes } from 'node:crypto';
import { http } from 'msw';
import { envelope, param, paramsOf, queryOf, type Params } from '../http';
import { lenderOf } from '../identity';
import { inMarket, marketOf } from '../market';
import { VERIFY_CODE, listedCard } from '../scenarios/repay';
import { remember, state } from '../state';

const OK = '00';
/** A repayToken already accepted for another payment (another card, amount, order or coupon). */
const TOKEN_REUSED = '03';
// The borrower must understand this refusal to act on it, so it is in the market's language.
const TOKEN_REUSED_SAYS = {
  'es-MX':
    'Este pago ya se envió con otra tarjeta o monto y no se enviará dos veces. Consulte su préstamo antes de pagar de nuevo.',
  'en-IN':
    'This payment was already sent with another card or amount and will not be sent twice. Check your loan before paying again.',
} as const;

/** What a commit pays: a retry must name the same. sendMsg is left out (a resend is the same payment). */
const commitDetails = (p: Params) =>
  JSON.stringify([
    param(p, 'orderId'),
    param(p, 'cardId'),
    Number(param(p, 'amount')).toFixed(2),
    param(p, 'couponId'),
  ]);

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

    // The same token again (a retry after a lost answer, a resend of the SMS code): the first answer,
    // no second payment. With other details it names another payment: refused. No token: as before.
    const token = param(p, 'repayToken');
    const tokenKey = token ? `${queryOf(request).userId ?? ''}|${token}` : null;
    const details = commitDetails(p);
    const earlier = tokenKey ? state.repayCommitsByToken.get(tokenKey) : undefined;
    if (earlier) {
      if (earlier.details !== details) return envelope(TOKEN_REUSED, inMarket(marketOf(request), TOKEN_REUSED_SAYS));
      return envelope(OK, earlier.message, { needValid: earlier.needValid, repayRecordId: earlier.repayRecordId });
    }
    const accepted = (needValid: 0 | 1, repayRecordId: string, message: string) => {
      if (tokenKey) remember(state.repayCommitsByToken, tokenKey, { details, needValid, repayRecordId, message });
      return envelope(OK, message, { needValid, repayRecordId });
    };

    if (card.directPay) {
      const id = String(state.nextRepayRecord++);
      remember(state.repayRecords, id, { id, orderId, cardId, amount, confirmed: true });
      return accepted(0, id, 'success');
    }
    // A resend (sendMsg 1) texts a new code for the payment already waiting, not a new payment.
    const pending =
      param(p, 'sendMsg') === '1'
        ? [...state.repayRecords.values()].find((r) => !r.confirmed && r.orderId === orderId && r.cardId === cardId)
        : undefined;
    const id = pending?.id ?? String(state.nextRepayRecord++);
    if (!pending) remember(state.repayRecords, id, { id, orderId, cardId, amount, confirmed: false });
    return accepted(1, id, '验证码已发送');
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
    remember(state.repayRecords, recordId, {
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
