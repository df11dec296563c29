/**
 * The three loan products. Amounts are integer cents; `term` is in days. Product 1 is a
 * plain single-repayment loan, product 2 the one whose quote is being refreshed (reload
 * pop), product 3 the instalment loan with a coupon. The figures are the same in both
 * markets (pesos or rupees); the names and logos are the market's own.
 */
import { inMarket, type Market } from '../market';

export interface ProductSeed {
  productId: number;
  productName: Readonly<Record<Market, string>>;
  productLogo: Readonly<Record<Market, string>>;
  /** Offered principal in cents. */
  amount: number;
  /** Loan term in days. */
  term: number;
  /** Number of instalments (1 = single repayment). */
  instalments: number;
  /** Commission taken at disbursal, as a fraction of the principal. */
  commissionRate: number;
}

const DAILY_RATE = 0.000065; // 0.0065% a day (SPEC §9)
export const DAILY_RATE_TEXT = '0.0065%';
const VAT = 0.16;

const products: readonly ProductSeed[] = [
  {
    productId: 1,
    productName: { 'es-MX': 'Dinero Ágil', 'en-IN': 'Quick Rupee' },
    productLogo: { 'es-MX': '/img/logo-dinero-agil.svg', 'en-IN': '/img/logo-quick-rupee.svg' },
    amount: 300000,
    term: 91,
    instalments: 1,
    commissionRate: 0.1,
  },
  {
    productId: 2,
    productName: { 'es-MX': 'Presto Fácil', 'en-IN': 'Paisa Flex' },
    productLogo: { 'es-MX': '/img/logo-presto-facil.svg', 'en-IN': '/img/logo-paisa-flex.svg' },
    amount: 250000,
    term: 120,
    instalments: 1,
    commissionRate: 0.08,
  },
  {
    productId: 3,
    productName: { 'es-MX': 'Crédito Plus', 'en-IN': 'Credit Plus' },
    productLogo: { 'es-MX': '/img/logo-credito-plus.svg', 'en-IN': '/img/logo-credito-plus.svg' },
    amount: 600000,
    term: 90,
    instalments: 3,
    commissionRate: 0.06,
  },
];

export function findProduct(productId: string | number): ProductSeed | undefined {
  return products.find((p) => String(p.productId) === String(productId).trim());
}

/** What the borrower owes on a principal: the numbers both the contract and the quote print. */
export function loanCosts(amount: number, term: number, commissionRate: number) {
  const interest = Math.round(amount * DAILY_RATE * term);
  const commission = Math.round(amount * commissionRate);
  const iva = Math.round((interest + commission) * VAT);
  return {
    interest,
    commission,
    iva,
    /** Paid out to the borrower: principal less commission and its VAT. */
    giveAmount: amount - commission - iva,
    /** Owed back: principal plus interest. */
    contractAmount: amount + interest,
  };
}

/** A product's name and logo as a market shows them. */
export const productFace = (product: ProductSeed, market: Market) => ({
  productName: inMarket(market, product.productName),
  productLogo: inMarket(market, product.productLogo),
});

/** product-list rows (CONTRACT.md: productId, productName, productLogo, amount, term). */
export function productList(market: Market) {
  return products.map((product) => ({
    productId: product.productId,
    ...productFace(product, market),
    amount: product.amount,
    term: product.term,
  }));
}
