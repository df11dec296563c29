/** @jest-environment node */
/** v3 loan calls: confirm (with the reload pop), submit, order details, rating, repay, extension, instructions. */
import * as v from 'valibot';
import { DelayDetail, Instruction, LoanDetail, RepayPlan } from '../../store/api/types';
import { LoanPush } from '../../store/confirmReload/schemas';
import { LoanConfirm } from '../../store/quote/schemas';
import { isoDate } from '../../server/dates';
import { getPushCount } from '../../server/handlers';
import { BASE, postJson, useContractServer } from './helpers';

useContractServer();

const confirm = (productId: number, isType?: number) =>
  postJson('/v3/loan-confirm/loan-detail-confirm', isType === undefined ? { productId } : { productId, isType });

describe('loan-detail-confirm', () => {
  test('product 1: no pop, agreement link, single repayment', async () => {
    const body = await confirm(1);
    expect(body.success).toBe(true);
    const quote = v.parse(LoanConfirm, body.data);
    expect(quote).toMatchObject({
      isNeedPop: 0,
      isNewContract: '/directorsIn?orderNo=174',
      loanRate: '0.0065%',
      amount: 300000,
    });
    expect(quote.repay_plans).toHaveLength(1);
    expect(quote.details.length).toBeGreaterThan(2);
    expect(quote.couNum).toBeUndefined();
    expect(quote.comProductLogo).toBe('/img/logo-dinero-agil.svg');
  });

  test('product 2 pops until reloaded with isType 1, then the amount is updated', async () => {
    const first = await confirm(2);
    expect(first.message).toBe('Estamos actualizando su cotización');
    expect(v.parse(LoanConfirm, first.data)).toMatchObject({ isNeedPop: 1, isNewContract: '' });
    expect((await confirm(2)).data.isNeedPop).toBe(1);
    const reloaded = v.parse(LoanConfirm, (await confirm(2, 1)).data);
    expect(reloaded.isNeedPop).toBe(0);
    expect(reloaded.amount).not.toBe(first.data.amount);
    expect((await confirm(2)).data.isNeedPop).toBe(0);
  });

  test("a reload ends the waiting for its borrower only (the JSON client's identity headers)", async () => {
    const confirmAs = async (dearest: string, isType?: number) => {
      const res = await fetch(`${BASE}/v3/loan-confirm/loan-detail-confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', dearest },
        body: JSON.stringify(isType === undefined ? { productId: 2 } : { productId: 2, isType }),
      });
      return ((await res.json()) as { data: { isNeedPop: number } }).data.isNeedPop;
    };
    expect(await confirmAs('borrower-a', 1)).toBe(0);
    expect(await confirmAs('borrower-a')).toBe(0);
    expect(await confirmAs('borrower-b')).toBe(1);
    expect((await confirm(2)).data.isNeedPop).toBe(1);
  });

  test('product 3 is an instalment loan with a coupon', async () => {
    const quote = v.parse(LoanConfirm, (await confirm(3)).data);
    expect(quote.repay_plans).toHaveLength(3);
    expect(quote.couNum).toBe(5000);
    expect(quote.isNewContract).toBe('/directorsIn?orderNo=174');
    for (const row of quote.repay_plans) expect(String(row.pay_time)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('unknown or missing product fails', async () => {
    expect((await confirm(9)).success).toBe(false);
    expect((await postJson('/v3/loan-confirm/loan-detail-confirm', {})).success).toBe(false);
  });
});

describe('loan-detail-push', () => {
  test('returns the order page and counts each submit', async () => {
    expect(getPushCount(1)).toBe(0);
    const body = await postJson('/v3/loan-confirm/loan-detail-push', {
      amount: 300000,
      periods: 91,
      termUnit: 1,
      productId: 1,
    });
    expect(body.success).toBe(true);
    expect(v.parse(LoanPush, body.data).lendDetailsUrl).toBe('/abcIs?orderId=21&productId=1');
    expect(getPushCount(1)).toBe(1);
    expect(getPushCount('2')).toBe(0);
  });

  const pushWithKey = async (key: string, amount = 300000, dearest = 'borrower-a') => {
    const res = await fetch(`${BASE}/v3/loan-confirm/loan-detail-push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', dearest, 'Idempotency-Key': key },
      body: JSON.stringify({ amount, periods: 91, termUnit: 1, productId: 1 }),
    });
    return (await res.json()) as { success: boolean; message: string; data: { lendDetailsUrl?: string } | null };
  };

  test('a repeated Idempotency-Key gets the first answer and makes no second loan', async () => {
    const first = await pushWithKey('k-1');
    const again = await pushWithKey('k-1');
    expect(again).toEqual(first);
    expect(first.data?.lendDetailsUrl).toBe('/abcIs?orderId=21&productId=1');
    expect(getPushCount(1)).toBe(1);
    // Another key is another application; the same key of another borrower is theirs.
    await pushWithKey('k-2');
    await pushWithKey('k-1', 300000, 'borrower-b');
    expect(getPushCount(1)).toBe(3);
  });

  test('the same Idempotency-Key with other figures is refused, in the market of the call', async () => {
    await pushWithKey('k-1');
    const other = await pushWithKey('k-1', 200000);
    expect(other.success).toBe(false);
    expect(other.message).toBe('Esta clave de solicitud ya se usó con otros datos');
    expect(getPushCount(1)).toBe(1);
  });

  test('every field is required', async () => {
    const body = await postJson('/v3/loan-confirm/loan-detail-push', { amount: 300000, productId: 1 });
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/periods/);
    expect(getPushCount(1)).toBe(0);
  });
});

describe('loan-details', () => {
  const details = async (orderId: number | string) =>
    postJson('/v3/loan-details/loan-details', { productId: 1, orderId });

  test.each([
    [21, 0, 0],
    [151, 0, 0],
    [110, 0, 0],
    [170, 0, 0],
    [174, 1, 0],
    [180, 1, 1],
    [200, 0, 1],
    [999, 0, 0],
  ])('order %i: status = id, isDelay %i, isScore %i', async (orderId, isDelay, isScore) => {
    const body = await details(orderId);
    expect(body.success).toBe(true);
    const d = v.parse(LoanDetail, body.data);
    expect(d).toMatchObject({ orderStatus: orderId, isDelay, isScore, h5Url: '' });
    expect(d.noticeStatusText).toBeTruthy();
    expect(d.noticeDesText).toBeTruthy();
    expect(d.userOrderDetail.detail.length).toBeGreaterThan(3);
  });

  test('an unknown order fails with a message', async () => {
    expect(await details(5)).toMatchObject({ success: false, message: 'Pedido no encontrado' });
  });

  test('rating an order stops asking; a score must be 1 to 5', async () => {
    expect((await postJson('/v3/loan-details/loan-score', { score: 0, productId: 1, orderId: 200 })).success).toBe(
      false,
    );
    expect((await postJson('/v3/loan-details/loan-score', { score: 6 })).success).toBe(false);
    expect((await postJson('/v3/loan-details/loan-score', { score: 5, productId: 1, orderId: 200 })).success).toBe(
      true,
    );
    expect((await details(200)).data.isScore).toBe(0);
  });
});

describe('repayment', () => {
  test('loan-play-detail: 5 detail rows and reference, barcode and Dragonpay channels', async () => {
    const body = await postJson('/v3/installment/loan-play-detail', { productId: 3, orderId: 174 });
    const plan = v.parse(RepayPlan, body.data);
    expect(plan.detail).toHaveLength(5);
    expect(plan.repayList.length).toBeGreaterThanOrEqual(2);
    const channels = plan.repayList.flatMap((g) => g.list);
    expect(channels.some((c) => c.vCode && !c.BARcodeImg)).toBe(true);
    // The barcode image is the Code 128 drawing of the reference printed beside it.
    expect(channels.some((c) => c.BARcodeImg && c.BARcodeImg === `/barcode/${c.vCode}.svg`)).toBe(true);
    expect(channels.some((c) => /dragonpay/i.test(c.desc))).toBe(true);
    expect(plan.noticeMsg).toBeTruthy();
    expect(Number.isInteger(plan.repayAmount)).toBe(true);
  });

  test('channels=200 in the URL returns 200 channels', async () => {
    const body = await postJson('/v3/installment/loan-play-detail?channels=200', { productId: 1, orderId: 180 });
    expect(v.parse(RepayPlan, body.data).repayList.flatMap((g) => g.list)).toHaveLength(200);
  });

  test('loan-play-delay-detail: 7 days from today for an overdue order, from the due date for one not yet due', async () => {
    // Order 174 is due in 3 days: its 7 days run from then.
    const due = await postJson('/v3/installment/loan-play-delay-detail', { productId: 1, orderId: 174 });
    expect(String(v.parse(DelayDetail, due.data).delayInfo.delayTime)).toBe(isoDate(10));
    const body = await postJson('/v3/installment/loan-play-delay-detail', { productId: 1, orderId: 180 });
    const delay = v.parse(DelayDetail, body.data);
    // Order 180 is overdue: 7 days from today.
    expect(String(delay.delayInfo.delayTime)).toBe(isoDate(7));
    expect(delay.repayPlan.length).toBeGreaterThan(0);
    expect(delay.repayList.length).toBeGreaterThan(0);
    expect(delay.note).toBeTruthy();
  });

  test('generate-vcode gives the instruction page of a channel', async () => {
    const body = await postJson('/v3/loan-details/generate-vcode', {
      productId: 1,
      orderId: 180,
      amount: 120000,
      payCode: 'OXXO',
      requestType: 2,
    });
    const page = v.parse(Instruction, body.data);
    expect(page.repayDetail.amount).toBe(120000);
    expect(page.repayDetail.vCode).toBeTruthy();
    expect(page.repayDetail.repayCode).toBe(`/barcode/${page.repayDetail.vCode}.svg`);
    expect(page.dataList[0].content.length).toBeGreaterThan(0);
    expect(page.imgList[0].content[0]).toMatch(/^\/img\//);
    expect((await postJson('/v3/loan-details/generate-vcode', { amount: 1, payCode: 'NOPE' })).success).toBe(false);
  });

  test('unknown order fails on every repay call', async () => {
    for (const path of ['/v3/installment/loan-play-detail', '/v3/installment/loan-play-delay-detail']) {
      expect((await postJson(path, { productId: 1, orderId: 4242 })).success).toBe(false);
    }
  });
});

test('a malformed JSON body fails instead of throwing', async () => {
  const res = await fetch(`${BASE}/v3/loan-details/loan-details`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{oops',
  });
  expect(await res.json()).toMatchObject({ success: false });
});
