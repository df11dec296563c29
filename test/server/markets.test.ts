/** @jest-environment node */
/**
 * CONTRACT.md "Markets": the same endpoints answer India (English, UPI, net banking, Indian banks
 * and people) for `Accept-Language: en-IN` and Mexico (Spanish, SPEI, OXXO, Mexican banks) for
 * `es-MX` or no header; the seeded data carries the additions the next screens read; the lender
 * named by the contract, the instructions and customer service is the runtime config's company.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { createApp } from '../../server/app';
import { barcodeUrl } from '../../server/barcode';
import { marketOfHeader } from '../../server/market';
import { clabeCheckDigit } from '../../server/scenarios/repay';
import { LandingTemplate, PromotionEnvelope } from '../../store/api/promotionTypes';
import { DelayDetail, Instruction, LoanDetail, RepayPlan } from '../../store/api/types';
import { LoanConfirm } from '../../store/quote/schemas';
import { cat as catOf, roundCat } from '../../store/cost';
import { DEFAULT_COMPANIES } from '../../store/identity';
import { INDIAN_NAMES, MEXICAN_NAMES, spanishIn } from '../e2e/support/spanish';
import { BASE, SESSION, type Json, useContractServer } from './helpers';

type Language = 'en-IN' | 'es-MX';

async function call(language: Language | null, url: string, init: RequestInit = {}): Promise<Json> {
  const headers = new Headers(init.headers);
  if (language) headers.set('Accept-Language', language);
  const res = await fetch(`${BASE}${url}`, { ...init, headers });
  expect(res.status).toBe(200);
  return res.json();
}
const v3 = (language: Language | null, path: string, body: object) =>
  call(language, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const form = (language: Language | null, path: string, body: Record<string, string> = {}) =>
  call(language, `${path}?${SESSION}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

/** Every text a screen could show: string values, less addresses (paths, URLs, e-mails). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return /^(\/|https?:|[^\s@]+@[^\s@]+$)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}
const spanishOf = (body: Json) => spanishIn(texts(body).join('\n'));
const allText = (body: Json) => texts(body).join('\n');

/** Every call of the borrower screens the walk covers, for one market. */
async function borrowerAnswers(language: Language) {
  const out: Record<string, Json> = {};
  for (const productId of [1, 2, 3]) {
    out[`confirm ${productId}`] = await v3(language, '/v3/loan-confirm/loan-detail-confirm', { productId });
  }
  for (const orderId of ['21', '151', '110', '170', '174', '180', '200', '999']) {
    out[`details ${orderId}`] = await v3(language, '/v3/loan-details/loan-details', { productId: 1, orderId });
  }
  for (const orderId of ['174', '180']) {
    out[`plan ${orderId}`] = await v3(language, '/v3/installment/loan-play-detail', { productId: 1, orderId });
    out[`extension ${orderId}`] = await v3(language, '/v3/installment/loan-play-delay-detail', {
      productId: 1,
      orderId,
    });
  }
  out.contract = await call(language, `/coalition/contract-detail?${SESSION}&orderNo=174`);
  out.service = await form(language, '/coalition/get-whatsapp', { overall: '30' });
  out.init = await form(language, '/coalition/problem-init', { orderId: '174' });
  out.list = await form(language, '/coalition/problem-list');
  out.detail = await form(language, '/coalition/problem-detail', { problemId: '1' });
  out.products = await form(language, '/coalition/product-list');
  out.cards = await form(language, '/coalition/repayment-way');
  return out;
}

const channelsOf = (plan: Json) => v.parse(RepayPlan, plan.data).repayList.flatMap((g) => g.list);

describe('which market a call is answered in', () => {
  test.each([
    [null, 'es-MX'],
    ['', 'es-MX'],
    ['en-IN', 'en-IN'],
    ['es-MX', 'es-MX'],
    ['en-US,en;q=0.9', 'en-IN'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es-MX'],
    ['es;q=0.2, en-GB', 'en-IN'],
    ['fr-FR, en;q=0.5', 'en-IN'],
    ['de-DE', 'es-MX'],
    ['en;q=0, es', 'es-MX'],
  ])('Accept-Language %p answers %s', (header, market) => {
    expect(marketOfHeader(header)).toBe(market);
  });
});

describe('contract server per market', () => {
  useContractServer();

  test('India (en-IN): every borrower answer is English, outside no Spanish word', async () => {
    const answers = await borrowerAnswers('en-IN');
    for (const [name, body] of Object.entries(answers)) {
      expect(isOk(body)).toBe(true);
      expect([name, spanishOf(body)]).toEqual([name, []]);
    }
    expect(answers['confirm 2'].message).toBe('We are updating your offer');
    expect(answers['details 21'].data.noticeStatusText).toBe('Under review');
  });

  test('Mexico (es-MX) and no header: the same calls answer the Spanish data the e2e suites read', async () => {
    for (const language of ['es-MX', null] as const) {
      const confirm2 = await v3(language, '/v3/loan-confirm/loan-detail-confirm', { productId: 2 });
      expect(confirm2.message).toBe('Estamos actualizando su cotización');
      const details = await v3(language, '/v3/loan-details/loan-details', { productId: 1, orderId: '21' });
      expect(details.data.noticeStatusText).toBe('En revisión');
      expect(details.data.userOrderDetail.detail[0].text).toBe('Número de pedido');
    }
  });

  test('India offers UPI, a bank transfer, cash with a barcode and net banking; never a Mexican channel', async () => {
    const plan = await v3('en-IN', '/v3/installment/loan-play-detail', { productId: 1, orderId: '180' });
    const channels = channelsOf(plan);
    const shown = allText(plan.data.repayList);
    for (const name of INDIAN_NAMES) expect(shown).toContain(name);
    for (const name of MEXICAN_NAMES) expect(shown).not.toContain(name);
    const upi = channels.find((c) => c.payCode === 'UPI')!;
    expect(upi.vpa).toMatch(/^[a-z0-9.]+@[a-z]+$/);
    expect(upi.payeeName).toBe(DEFAULT_COMPANIES.en.legalName);
    const cash = channels.find((c) => c.BARcodeImg)!;
    expect(cash.BARcodeImg).toBe(barcodeUrl(String(cash.vCode)));
    expect(cash.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Indian demo borrower and rupee-market product names.
    const contract = await call('en-IN', `/coalition/contract-detail?${SESSION}&orderNo=174`);
    expect(contract.data.username).toBe('Priya Ramesh Sharma');
    expect(contract.data.userAddress).toMatch(/Karnataka \d{6}$/);
    expect(contract.data.productName).toBe('Credit Plus');
    const cards = await form('en-IN', '/coalition/repayment-way');
    expect(cards.data.bankCards.map((c: Json) => c.bankName)).toEqual([
      'State Bank of India',
      'HDFC Bank',
      'ICICI Bank',
    ]);
  });

  test('Mexico offers SPEI with a valid CLABE, OXXO with a barcode and a deadline; never an Indian channel', async () => {
    const plan = await v3('es-MX', '/v3/installment/loan-play-detail', { productId: 1, orderId: '180' });
    const channels = channelsOf(plan);
    expect(channels.map((c) => c.payCode)).toEqual(['SPEI', 'OXXO', '7ELEVEN', 'DRAGONPAY']);
    for (const name of ['UPI', 'Net banking', 'SBI', 'HDFC']) expect(allText(plan.data.repayList)).not.toContain(name);
    const spei = channels.find((c) => c.payCode === 'SPEI')!;
    const clabe = String(spei.clabe);
    expect(clabe).toMatch(/^\d{18}$/);
    expect(clabeCheckDigit(clabe.slice(0, 17))).toBe(Number(clabe[17]));
    expect(spei.vCode).toBe(clabe);
    expect(spei).toMatchObject({ beneficiary: DEFAULT_COMPANIES.es.legalName, bankName: 'STP' });
    const oxxo = channels.find((c) => c.payCode === 'OXXO')!;
    expect(oxxo.BARcodeImg).toBe(barcodeUrl(String(oxxo.vCode)));
    for (const cash of channels.filter((c) => c.requestType === 2)) {
      expect(cash.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    }
    const cards = await form('es-MX', '/coalition/repayment-way');
    expect(cards.data.bankCards.map((c: Json) => c.bankName)).toEqual(['BBVA México', 'Banorte', 'Santander']);
  });

  test('the CLABE check digit follows Banco de México (weights 3, 7, 1): the published example checks out', () => {
    // 002 010 07777777777 1: the example CLABE of Banamex's documentation.
    expect(clabeCheckDigit('00201007777777777')).toBe(1);
    expect(clabeCheckDigit('00201007777777778')).not.toBe(1);
  });

  test.each(['en-IN', 'es-MX'] as const)(
    '%s: each channel instruction names the market lender and draws its own reference',
    async (language) => {
      const plan = await v3(language, '/v3/installment/loan-play-detail', { productId: 1, orderId: '174' });
      const lender = DEFAULT_COMPANIES[language === 'en-IN' ? 'en' : 'es'];
      for (const channel of channelsOf(plan)) {
        const body = await v3(language, '/v3/loan-details/generate-vcode', {
          productId: 1,
          orderId: '174',
          amount: 1000,
          payCode: channel.payCode,
          requestType: channel.requestType,
        });
        const ins = v.parse(Instruction, body.data);
        expect(ins.repayDetail.companyName).toBe(lender.legalName);
        expect(ins.repayDetail.repayCode).toBe(barcodeUrl(String(ins.repayDetail.vCode)));
        expect(ins.imgList[0].eMail).toBe(lender.paymentsEmail);
        if (language === 'en-IN') expect(spanishOf(body)).toEqual([]);
      }
      // A channel of the other market is not offered.
      const other = language === 'en-IN' ? 'OXXO' : 'UPI';
      const refused = await v3(language, '/v3/loan-details/generate-vcode', { orderId: '174', payCode: other });
      expect(refused.success).toBe(false);
    },
  );

  test('the extension and loan details parse in both markets with the market product name', async () => {
    for (const [language, name] of [
      ['en-IN', 'Credit Plus'],
      ['es-MX', 'Crédito Plus'],
    ] as const) {
      const ext = v.parse(
        DelayDetail,
        (await v3(language, '/v3/installment/loan-play-delay-detail', { productId: 3, orderId: '174' })).data,
      );
      expect(ext.productName).toBe(name);
      const details = v.parse(
        LoanDetail,
        (await v3(language, '/v3/loan-details/loan-details', { productId: 3, orderId: '174' })).data,
      );
      expect(details.productName).toBe(name);
    }
  });

  test.each([
    ['en-IN', '1', 'Quick Rupee'],
    ['en-IN', '2', 'Credit Plus'],
    ['es-MX', '1', 'Dinero Ágil'],
    ['es-MX', '2', 'Crédito Plus'],
  ] as const)('%s: landing template %s names its app as that market lists it (%s)', async (language, id, name) => {
    const body = v.parse(
      PromotionEnvelope(LandingTemplate),
      await call(language, `/api/v2/demo/service/channel/channel-template?templateId=${id}`),
    );
    expect(body.data?.template.appName).toBe(name);
  });

  test('confirm quotes carry receivedAmount (cents) and loanDate; the Mexican lender states its CAT sin IVA', async () => {
    for (const language of ['en-IN', 'es-MX'] as const) {
      for (const productId of [1, 2, 3]) {
        const body = await v3(language, '/v3/loan-confirm/loan-detail-confirm', { productId });
        const raw = body.data;
        expect(Number.isInteger(raw.receivedAmount)).toBe(true);
        expect(raw.receivedAmount).toBeLessThan(raw.amount);
        expect(raw.loanDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(raw).not.toHaveProperty('apr');
        const quote = v.parse(LoanConfirm, raw);
        if (language === 'en-IN') {
          expect(raw).not.toHaveProperty('cat');
          continue;
        }
        // The quote's receivedAmount is after the VAT withheld, so the CAT of the quote alone counts that
        // VAT; the lender's figure leaves it out ("sin IVA") and is therefore lower, one decimal.
        const fromQuote = catOf({
          received: Number(quote.receivedAmount),
          loanDate: String(quote.loanDate),
          payments: quote.repay_plans.map((p) => ({ amount: Number(p.amount), date: String(p.pay_time) })),
        });
        expect(fromQuote.ok).toBe(true);
        expect(typeof raw.cat).toBe('number');
        expect(raw.cat).toBeGreaterThan(0);
        expect(raw.cat).toBe(roundCat(raw.cat));
        if (fromQuote.ok) expect(raw.cat).toBeLessThan(roundCat(fromQuote.percent));
      }
    }
  });

  test('customer service and the contract name the lender of the market', async () => {
    for (const [language, key] of [
      ['en-IN', 'en'],
      ['es-MX', 'es'],
    ] as const) {
      const lender = DEFAULT_COMPANIES[key];
      const service = await form(language, '/coalition/get-whatsapp', { overall: '30' });
      expect(service.data).toEqual({ phone: lender.whatsapp, va: lender.phone, email: lender.email });
      const contract = await call(language, `/coalition/contract-detail?${SESSION}&orderNo=180`);
      expect(contract.data.company).toBe(lender.legalName);
      expect(lender.email.endsWith(`@${lender.domain}`)).toBe(true);
    }
  });

  test('complaints: the India market reads the catalogue and the seeded complaints in English', async () => {
    const init = await form('en-IN', '/coalition/problem-init', { orderId: '174' });
    expect(init.data.problemType.map((t: Json) => t.title)).toEqual([
      'Collections',
      'Rates and fees',
      'Payments and refunds',
      'Disbursal',
      'Other',
    ]);
    expect(init.data.orderDetail.status).toBe('Repayment due');
    const list = await form('en-IN', '/coalition/problem-list');
    expect(list.data.tabs.map((t: Json) => t.title)).toEqual(['In progress', 'Resolved']);
    const spanishInit = await form('es-MX', '/coalition/problem-init', { orderId: '174' });
    expect(spanishInit.data.problemType[0].title).toBe('Cobranza');
    // A complaint filed in English is listed as typed, with the market's type name.
    await form('en-IN', '/coalition/problem-save', {
      problemType: '2',
      problemSonType: '',
      problemDetail: 'Why is the fee so high?',
      problemImage: '',
      orderNo: '174',
    });
    const after = await form('en-IN', '/coalition/problem-list');
    expect(after.data.tabs[0].list[0]).toMatchObject({ type: 'Rates and fees', content: 'Why is the fee so high?' });
    const inSpanish = await form('es-MX', '/coalition/problem-list');
    expect(inSpanish.data.tabs[0].list[0]).toMatchObject({ type: 'Tasas y comisiones' });
  });

  test('a card bound in one market is offered by that market only', async () => {
    const bound = await form('en-IN', '/coalition/bind-card', {
      cardNo: '6070 1234 5678 9012',
      bankName: 'Axis Bank',
      bankCode: 'AXIS',
    });
    expect(isOk(bound)).toBe(true);
    const india = await form('en-IN', '/coalition/repayment-way');
    expect(india.data.bankCards.map((c: Json) => c.bankName)).toContain('Axis Bank');
    const mexico = await form('es-MX', '/coalition/repayment-way');
    expect(mexico.data.bankCards.map((c: Json) => c.bankName)).not.toContain('Axis Bank');
  });
});

function isOk(body: Json): boolean {
  if ('success' in body) return body.success === true;
  return parseInt(String(body.code), 10) === 0;
}

describe('the served app: one identity from config.js, and answers kept apart per market', () => {
  let distDir: string;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'markets-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(
      path.join(distDir, 'config.js'),
      `window.__APP_CONFIG__ = { companies: { en: { legalName: 'Operator Finance Ltd', phone: '1800 111 222' } } };`,
    );
    server = createApp({ distDir }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(distDir, { recursive: true, force: true });
  });

  test("config.js's company is the one the contract and customer service name; the other market keeps its own", async () => {
    const get = async (language: Language, url: string, init: RequestInit = {}) => {
      const res = await fetch(`${origin}${url}`, {
        ...init,
        headers: { ...init.headers, 'Accept-Language': language },
      });
      expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
      const body: Json = await res.json();
      return body;
    };
    const contract = await get('en-IN', `/coalition/contract-detail?${SESSION}&orderNo=174`);
    expect(contract.data.company).toBe('Operator Finance Ltd');
    const service = await get('en-IN', `/coalition/get-whatsapp?${SESSION}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'overall=30',
    });
    expect(service.data.va).toBe('1800 111 222');
    const mexico = await get('es-MX', `/coalition/contract-detail?${SESSION}&orderNo=174`);
    expect(mexico.data.company).toBe(DEFAULT_COMPANIES.es.legalName);
  });
});
