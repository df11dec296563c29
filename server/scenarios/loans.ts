/**
 * Loan confirm quotes (loan-detail-confirm). Product 2's quote is being refreshed: the
 * first answer asks the app to wait (isNeedPop 1) and the reload with isType 1 returns
 * the updated amount, as a backend does after re-scoring the applicant. Texts in the
 * market of the call (server/market.ts).
 */
import { isoDate, money } from '../dates';
import { inMarket, type Market } from '../market';
import { cat, roundCat } from '../../store/cost';
import { DAILY_RATE_TEXT, loanCosts, productFace, type ProductSeed } from './products';

export const POP_MESSAGE: Readonly<Record<Market, string>> = {
  'es-MX': 'Estamos actualizando su cotización',
  'en-IN': 'We are updating your offer',
};
/** Product 2's principal once the refreshed quote is in. */
const REFRESHED_AMOUNT: Readonly<Record<number, number>> = { 2: 280000 };
/** Coupon (cents) offered on the instalment product. */
const COUPONS: Readonly<Record<number, number>> = { 3: 5000 };
/** Agreement link per product; product 2 has none (the checkbox row is hidden). */
const AGREEMENT_URL: Readonly<Record<number, string>> = {
  1: '/directorsIn?orderNo=174',
  2: '',
  3: '/directorsIn?orderNo=174',
};
/** Products whose first quote must be refreshed before it can be shown. */
export const NEEDS_REFRESH: ReadonlySet<number> = new Set([2]);

/**
 * Product 4 is not in product-list: it is reached by its confirm link only, and its push answers a
 * `lendDetailsUrl` on an origin no borrower page may open, so the app refuses to follow it although the
 * loan (order 21) was created.
 */
export const OFFSITE_PRODUCT: ProductSeed = {
  productId: 4,
  productName: { 'es-MX': 'Préstamo Aliado', 'en-IN': 'Partner Loan' },
  productLogo: { 'es-MX': '/img/logo-dinero-agil.svg', 'en-IN': '/img/logo-quick-rupee.svg' },
  amount: 200000,
  term: 91,
  instalments: 1,
  commissionRate: 0.1,
};
export const offsiteLendUrl = (productId: number) => `https://lend.invalid/abcIs?orderId=21&productId=${productId}`;

const TERM_UNIT_DAYS = 1;

const TEXTS = {
  'es-MX': {
    instalment: (i: number, n: number) => `Cuota ${i} de ${n}`,
    single: 'Pago único',
    instalmentDesc: 'Capital más intereses de la cuota',
    singleDesc: 'Capital más intereses',
    amount: 'Monto del préstamo',
    commission: 'Comisión por apertura',
    tax: 'IVA (16%)',
    received: 'Monto a recibir',
    interest: 'Interés total',
    total: 'Total a pagar',
    rateMsg: 'Tasa de interés diaria (tasa anual fija del 18%)',
  },
  // The same figures as the contract's terms (interest 18% a year, tax 16% of interest and fee).
  'en-IN': {
    instalment: (i: number, n: number) => `Instalment ${i} of ${n}`,
    single: 'Single repayment',
    instalmentDesc: 'Principal plus interest for this instalment',
    singleDesc: 'Principal plus interest',
    amount: 'Loan amount',
    commission: 'Processing fee',
    tax: 'VAT (16%)',
    received: 'Amount you receive',
    interest: 'Total interest',
    total: 'Total repayable',
    rateMsg: 'Daily interest rate (fixed annual rate of 18%)',
  },
};

/** The day the money is paid out: the day the quote is accepted (CONTRACT "Additions": loanDate). */
const LOAN_DATE_OFFSET = 0;

/** Banco de México's CAT of a quote, without VAT (store/cost), rounded to one decimal as it is shown. */
function lenderCat(
  costs: ReturnType<typeof loanCosts>,
  loanDate: string,
  plans: readonly { amount: number; pay_time: string }[],
): number | undefined {
  const result = cat({
    received: costs.giveAmount,
    loanDate,
    payments: plans.map((p) => ({ amount: p.amount, date: p.pay_time })),
    vatWithheld: costs.iva,
  });
  return result.ok ? roundCat(result.percent) : undefined;
}

export function loanQuote(product: ProductSeed, refreshed: boolean, market: Market) {
  const t = inMarket(market, TEXTS);
  const amount = refreshed ? (REFRESHED_AMOUNT[product.productId] ?? product.amount) : product.amount;
  const costs = loanCosts(amount, product.term, product.commissionRate);
  const n = product.instalments;
  const each = Math.round(costs.contractAmount / n);
  const stepDays = Math.round(product.term / n);
  const repay_plans = Array.from({ length: n }, (_, i) => ({
    title: n > 1 ? t.instalment(i + 1, n) : t.single,
    description: n > 1 ? t.instalmentDesc : t.singleDesc,
    amount: i === n - 1 ? costs.contractAmount - each * (n - 1) : each,
    pay_time: isoDate(stepDays * (i + 1)),
  }));
  const coupon = COUPONS[product.productId];
  const face = productFace(product, market);
  const loanDate = isoDate(LOAN_DATE_OFFSET);
  return {
    firstPayTime: repay_plans[0].pay_time,
    amount,
    // CONTRACT "Additions beyond the specification": what is paid out, and when.
    receivedAmount: costs.giveAmount,
    loanDate,
    // The Mexican lender states its own CAT "sin IVA" (CONTRACT "Additions": shown as given). Only the
    // lender knows the VAT it withheld at disbursal: the quote's `receivedAmount` is after it, so a CAT
    // computed from the quote alone would count that VAT.
    ...(market === 'es-MX' ? { cat: lenderCat(costs, loanDate, repay_plans) } : {}),
    periods: product.term,
    termUnit: TERM_UNIT_DAYS,
    isNeedPop: 0,
    sendSms: 0,
    details: [
      { text: t.amount, value: money(amount) },
      { text: t.commission, value: money(costs.commission) },
      { text: t.tax, value: money(costs.iva) },
      { text: t.received, value: money(costs.giveAmount) },
      { text: t.interest, value: money(costs.interest) },
      { text: t.total, value: money(costs.contractAmount) },
    ],
    repay_plans,
    loanRate: DAILY_RATE_TEXT,
    ratemsg: t.rateMsg,
    amountDec: t.amount,
    isNewContract: AGREEMENT_URL[product.productId] ?? '',
    messageType: 1,
    comProductLogo: face.productLogo,
    comProductName: face.productName,
    ...(coupon === undefined ? {} : { couNum: coupon }),
  };
}
