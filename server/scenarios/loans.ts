/**
 * Loan confirm quotes (loan-detail-confirm). Product 2's quote is being refreshed: the
 * first answer asks the app to wait (isNeedPop 1) and the reload with isType 1 returns
 * the updated amount, as a backend does after re-scoring the applicant.
 */
import { isoDate, money } from '../dates';
import { DAILY_RATE_TEXT, loanCosts, type ProductSeed } from './products';

export const POP_MESSAGE = 'Estamos actualizando su cotización';
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
  productName: 'Préstamo Aliado',
  productLogo: '/img/logo-dinero-agil.svg',
  amount: 200000,
  term: 91,
  instalments: 1,
  commissionRate: 0.1,
};
export const offsiteLendUrl = (productId: number) => `https://lend.invalid/abcIs?orderId=21&productId=${productId}`;

const TERM_UNIT_DAYS = 1;

export function loanQuote(product: ProductSeed, refreshed: boolean) {
  const amount = refreshed ? (REFRESHED_AMOUNT[product.productId] ?? product.amount) : product.amount;
  const costs = loanCosts(amount, product.term, product.commissionRate);
  const n = product.instalments;
  const each = Math.round(costs.contractAmount / n);
  const stepDays = Math.round(product.term / n);
  const repay_plans = Array.from({ length: n }, (_, i) => ({
    title: n > 1 ? `Cuota ${i + 1} de ${n}` : 'Pago único',
    description: n > 1 ? 'Capital más intereses de la cuota' : 'Capital más intereses',
    amount: i === n - 1 ? costs.contractAmount - each * (n - 1) : each,
    pay_time: isoDate(stepDays * (i + 1)),
  }));
  const coupon = COUPONS[product.productId];
  return {
    firstPayTime: repay_plans[0].pay_time,
    amount,
    periods: product.term,
    termUnit: TERM_UNIT_DAYS,
    isNeedPop: 0,
    sendSms: 0,
    details: [
      { text: 'Monto del préstamo', value: money(amount) },
      { text: 'Comisión por apertura', value: money(costs.commission) },
      { text: 'IVA (16%)', value: money(costs.iva) },
      { text: 'Monto a recibir', value: money(costs.giveAmount) },
      { text: 'Interés total', value: money(costs.interest) },
      { text: 'Total a pagar', value: money(costs.contractAmount) },
    ],
    repay_plans,
    loanRate: DAILY_RATE_TEXT,
    ratemsg: 'Tasa de interés diaria (tasa anual fija del 18%)',
    amountDec: 'Monto del préstamo',
    isNewContract: AGREEMENT_URL[product.productId] ?? '',
    messageType: 1,
    comProductLogo: product.productLogo,
    comProductName: product.productName,
    ...(coupon === undefined ? {} : { couNum: coupon }),
  };
}
