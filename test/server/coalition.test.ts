/** @jest-environment node */
/** Contract, customer service, card binding and products: seeded data matches the app's schemas. */
import * as v from 'valibot';
import { ContractDetail, CustomerService } from '../../store/api/types';
import { ProductList } from '../../store/confirmReload/schemas';
import { BankCard, RepayWay } from '../../store/legacyRepay/schemas';
import { getQuery, isCoalitionOk, postForm, SESSION, useContractServer } from './helpers';

useContractServer();

describe('contract-detail', () => {
  test.each(['21', '151', '110', '170', '174', '180', '200'])('order %s has a contract', async (orderNo) => {
    const body = await getQuery('/coalition/contract-detail', { orderNo });
    expect(isCoalitionOk(body)).toBe(true);
    const contract = v.parse(ContractDetail, body.data);
    expect(contract.username).toBeTruthy();
    expect(Number.isInteger(contract.mount)).toBe(true);
    expect(contract.daiDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('the instalment order 174 carries its repayment plan; a single loan does not', async () => {
    const period = v.parse(ContractDetail, (await getQuery('/coalition/contract-detail', { orderNo: '174' })).data);
    expect(period.repayPlan).toHaveLength(3);
    const total = period.repayPlan.reduce((sum, row) => sum + Number(row.amount), 0);
    expect(total).toBe(period.contractAmount);
    const single = v.parse(ContractDetail, (await getQuery('/coalition/contract-detail', { orderNo: '180' })).data);
    expect(single.repayPlan).toEqual([]);
  });

  test('VAT is 16% of interest plus commission', async () => {
    const c = (await getQuery('/coalition/contract-detail', { orderNo: '180' })).data;
    expect(c.IVA).toBe(Math.round((c.Interest + c.commission) * 0.16));
    expect(c.giveAmount).toBe(c.mount - c.commission - c.IVA);
  });

  test('missing or unknown orderNo gives a non-zero code and a message', async () => {
    const missing = await getQuery('/coalition/contract-detail', {});
    expect(isCoalitionOk(missing)).toBe(false);
    expect(missing.message).toBeTruthy();
    const unknown = await getQuery('/coalition/contract-detail', { orderNo: '5' });
    expect(isCoalitionOk(unknown)).toBe(false);
  });
});

describe('get-whatsapp', () => {
  test('overall=30 returns the contacts', async () => {
    const body = await postForm('/coalition/get-whatsapp', { overall: 30 });
    expect(body.code).toBe('0');
    const contacts = v.parse(CustomerService, body.data);
    expect(contacts.phone).toMatch(/^\+52/);
    expect(contacts.va).toBeTruthy();
    expect(contacts.email).toMatch(/@/);
  });

  test('without overall=30 the call is refused', async () => {
    expect(isCoalitionOk(await postForm('/coalition/get-whatsapp', {}))).toBe(false);
  });
});

describe('bind-card', () => {
  test('validates card number and bank', async () => {
    expect(isCoalitionOk(await postForm('/coalition/bind-card', { cardNo: '12345', bankName: 'HSBC' }))).toBe(false);
    expect(isCoalitionOk(await postForm('/coalition/bind-card', { cardNo: '4152 3134 0000 1111', bankName: '' }))).toBe(
      false,
    );
    expect(
      isCoalitionOk(await postForm('/coalition/bind-card', { cardNo: '4152313412345678', bankName: 'BBVA México' })),
    ).toBe(false);
  });

  test('a bound card is offered by the card repay', async () => {
    const body = await postForm('/coalition/bind-card', {
      cardNo: '4213 0000 1111 2222',
      bankName: 'HSBC',
      bankCode: 'HSBC',
    });
    expect(body.code).toBe(0);
    const way = await postForm('/coalition/repayment-way', {}, SESSION);
    const cards = v.parse(RepayWay, way.data).bankCards;
    expect(cards).toHaveLength(4);
    expect(v.parse(BankCard, cards[3])).toMatchObject({ bankName: 'HSBC', cardNo: '4213000011112222' });
  });
});

test('product-list returns the three products', async () => {
  const body = await postForm('/coalition/product-list');
  expect(body.code).toBe('0');
  const { list } = v.parse(ProductList, body.data);
  expect(list.map((p) => p.productId)).toEqual([1, 2, 3]);
  for (const p of list) expect(p.productLogo).toMatch(/^\/img\/logo-.+\.svg$/);
});

test('codes mix numeric 0 and string "0", as real servers do', async () => {
  const numeric = await getQuery('/coalition/contract-detail', { orderNo: '174' });
  const text = await postForm('/coalition/problem-init');
  expect(numeric.code).toBe(0);
  expect(text.code).toBe('0');
});
