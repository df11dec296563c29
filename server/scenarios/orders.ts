/**
 * One order per status code (CONTRACT.md: orderId = the status code), plus order 999 with
 * a status the app does not know (to exercise its fallback icon). Dates are offsets from
 * today so due dates and overdue days stay meaningful on any day the server runs.
 */
import { isoDate, money } from '../dates';
import { lenderOf } from '../identity';
import { inMarket, type Market } from '../market';
import { statusOverrideOf } from '../orderStatus';
import { findProduct, loanCosts, productFace, type ProductSeed } from './products';

type Texts = Readonly<Record<Market, string>>;

export interface OrderSeed {
  orderNo: string;
  status: number;
  productId: number;
  /** Days from today the loan was applied for / disbursed. */
  appliedOffset: number;
  /** Days from today the (first) repayment falls due; null before disbursal. */
  dueOffset: number | null;
  isDelay: 0 | 1;
  isScore: 0 | 1;
  /** Whether a collection ("Cobranza") complaint may be filed on this order. */
  isShow: 0 | 1;
  statusText: Texts;
  statusDesc: Texts;
  /** Shown in the complaint order picker (order 999 is a test fixture, not a real order). */
  listed: boolean;
}

const OVERDUE_PENALTY_PER_DAY = 0.03; // contract text: 3% a day

const orderSeeds: readonly OrderSeed[] = [
  {
    orderNo: '21',
    status: 21,
    productId: 1,
    appliedOffset: 0,
    dueOffset: null,
    isDelay: 0,
    isScore: 0,
    isShow: 0,
    listed: true,
    statusText: { 'es-MX': 'En revisión', 'en-IN': 'Under review' },
    statusDesc: {
      'es-MX': 'Estamos revisando su solicitud. Le daremos una respuesta en un plazo de 1 día.',
      'en-IN': 'We are reviewing your application and will reply within 1 day.',
    },
  },
  {
    orderNo: '151',
    status: 151,
    productId: 1,
    appliedOffset: -1,
    dueOffset: null,
    isDelay: 0,
    isScore: 0,
    isShow: 0,
    listed: true,
    statusText: { 'es-MX': 'Desembolso en proceso', 'en-IN': 'Disbursal in progress' },
    statusDesc: {
      'es-MX': 'Su préstamo fue aprobado. El dinero llegará a su cuenta en 1 a 3 días naturales.',
      'en-IN': 'Your loan is approved. The money will reach your bank account within 1-3 calendar days.',
    },
  },
  {
    orderNo: '110',
    status: 110,
    productId: 2,
    appliedOffset: -3,
    dueOffset: null,
    isDelay: 0,
    isScore: 0,
    isShow: 0,
    listed: true,
    statusText: { 'es-MX': 'Solicitud rechazada', 'en-IN': 'Application rejected' },
    statusDesc: {
      'es-MX': 'Lo sentimos, su solicitud no cumple con los requisitos. Puede volver a solicitar en 30 días.',
      'en-IN': 'Sorry, your application does not meet our criteria. You can apply again in 30 days.',
    },
  },
  {
    orderNo: '170',
    status: 170,
    productId: 1,
    appliedOffset: -95,
    dueOffset: -4,
    isDelay: 0,
    isScore: 0,
    isShow: 0,
    listed: true,
    statusText: { 'es-MX': 'Pago en verificación', 'en-IN': 'Payment being verified' },
    statusDesc: {
      'es-MX': 'Recibimos su pago y lo estamos confirmando con el banco. Esto puede tardar hasta 24 horas.',
      'en-IN': 'We received your payment and are confirming it with the bank. This can take up to 24 hours.',
    },
  },
  {
    orderNo: '174',
    status: 174,
    productId: 3,
    appliedOffset: -27,
    dueOffset: 3,
    isDelay: 1,
    isScore: 0,
    isShow: 1,
    listed: true,
    statusText: { 'es-MX': 'Pendiente de pago', 'en-IN': 'Repayment due' },
    statusDesc: {
      'es-MX': 'Su próxima cuota vence pronto. Pague a tiempo para mantener un buen historial.',
      'en-IN': 'Your next instalment is due soon. Pay on time to keep a good credit record.',
    },
  },
  {
    orderNo: '180',
    status: 180,
    productId: 1,
    appliedOffset: -96,
    dueOffset: -5,
    isDelay: 1,
    isScore: 1,
    isShow: 1,
    listed: true,
    statusText: { 'es-MX': 'Vencido', 'en-IN': 'Overdue' },
    statusDesc: {
      'es-MX': 'Su préstamo está vencido. Se aplica un cargo moratorio diario hasta que pague.',
      'en-IN': 'Your loan is overdue. A daily late fee applies until you pay.',
    },
  },
  {
    orderNo: '200',
    status: 200,
    productId: 2,
    appliedOffset: -130,
    dueOffset: -10,
    isDelay: 0,
    isScore: 1,
    isShow: 0,
    listed: true,
    statusText: { 'es-MX': 'Liquidado', 'en-IN': 'Paid off' },
    statusDesc: {
      'es-MX': 'Gracias por pagar a tiempo. Ya puede solicitar un nuevo préstamo.',
      'en-IN': 'Thank you for repaying on time. You can now apply for a new loan.',
    },
  },
  {
    orderNo: '999',
    status: 999,
    productId: 1,
    appliedOffset: -2,
    dueOffset: null,
    isDelay: 0,
    isScore: 0,
    isShow: 0,
    listed: false,
    statusText: { 'es-MX': 'Procesando', 'en-IN': 'Processing' },
    statusDesc: {
      'es-MX': 'Su pedido está en proceso. Si tiene dudas, contacte a servicio al cliente.',
      'en-IN': 'Your order is being processed. If you have questions, contact customer service.',
    },
  },
];

/**
 * Orders a browser test made for itself (`POST /__control/fresh-order {status}`): a new order number
 * that reads as the seeded order of that status, so a test that rates or pays it is not disturbed by
 * other test files running at the same time on the same server (they rate the seeded orders).
 * Outside `state`: a reset by another test file does not remove it. Bounded like every control.
 */
const freshOrders = new Map<string, string>();
const MAX_FRESH_ORDERS = 1_000;
let nextFresh = 9_000_000;

export function addFreshOrder(status: number): string | null {
  const seed = orderSeeds.find((o) => o.status === status);
  if (!seed || freshOrders.size >= MAX_FRESH_ORDERS) return null;
  nextFresh += 1;
  const orderNo = String(nextFresh);
  freshOrders.set(orderNo, seed.orderNo);
  return orderNo;
}

/** Whether an order is one a test made for itself (its rating is kept across resets). */
export const isFreshOrder = (orderNo: string) => freshOrders.has(orderNo);

export function findOrder(orderNo: string | number): OrderSeed | undefined {
  const wanted = String(orderNo).trim();
  const freshOf = freshOrders.get(wanted);
  if (freshOf !== undefined) {
    const like = orderSeeds.find((o) => o.orderNo === freshOf);
    return like && { ...like, orderNo: wanted };
  }
  const seed = orderSeeds.find((o) => o.orderNo === wanted);
  const status = seed && statusOverrideOf(seed.orderNo);
  // Set by a test (server/orderStatus.ts): the order reads as the seed of that status does.
  const like = status === undefined ? undefined : orderSeeds.find((o) => o.status === status);
  if (!seed || !like) return seed;
  const { status: s, statusText, statusDesc, isDelay, isScore } = like;
  return { ...seed, status: s, statusText, statusDesc, isDelay, isScore };
}

/** Whether a status is one of the seeded orders' (what the order-status control accepts). */
export const isSeededStatus = (status: number) => orderSeeds.some((o) => o.status === status);

export const listedOrders = () => orderSeeds.filter((o) => o.listed);

function productOf(order: OrderSeed): ProductSeed {
  const product = findProduct(order.productId);
  if (!product) throw new Error(`order ${order.orderNo} names unknown product ${order.productId}`);
  return product;
}

/** The money and dates of an order, derived from its product (all cents). */
export function orderFigures(order: OrderSeed) {
  const product = productOf(order);
  const costs = loanCosts(product.amount, product.term, product.commissionRate);
  const overdueDays = order.dueOffset !== null && order.dueOffset < 0 && order.status === 180 ? -order.dueOffset : 0;
  const penalty = Math.round(product.amount * OVERDUE_PENALTY_PER_DAY * overdueDays);
  const instalment = Math.round(costs.contractAmount / product.instalments);
  const plan = Array.from({ length: product.instalments }, (_, i) => ({
    title: `${i + 1}/${product.instalments}`,
    amount: i === product.instalments - 1 ? costs.contractAmount - instalment * (product.instalments - 1) : instalment,
    time: isoDate(order.appliedOffset + Math.round((product.term / product.instalments) * (i + 1))),
  }));
  return {
    product,
    ...costs,
    overdueDays,
    penalty,
    /** What the borrower pays now: the next instalment (or the whole loan) plus any penalty. */
    dueAmount: (product.instalments > 1 ? plan[0].amount : costs.contractAmount) + penalty,
    appliedDate: isoDate(order.appliedOffset),
    dueDate: order.dueOffset === null ? '' : isoDate(order.dueOffset),
    plan,
  };
}

/** The labels of an order's rows, per market. */
const ROWS = {
  'es-MX': {
    orderNo: 'Número de pedido',
    amount: 'Monto del préstamo',
    received: 'Monto recibido',
    term: 'Plazo (días)',
    applied: 'Fecha de solicitud',
    due: 'Fecha de vencimiento',
    overdueDays: 'Días de atraso',
    penalty: 'Cargo moratorio',
    dueAmount: 'Monto a pagar',
  },
  'en-IN': {
    orderNo: 'Order number',
    amount: 'Loan amount',
    received: 'Amount received',
    term: 'Term (days)',
    applied: 'Application date',
    due: 'Due date',
    overdueDays: 'Days overdue',
    penalty: 'Late fee',
    dueAmount: 'Amount due',
  },
};

export const orderRowLabels = (market: Market) => inMarket(market, ROWS);

/** The status line of an order in a market. */
export const statusOf = (order: OrderSeed, market: Market) => ({
  text: inMarket(market, order.statusText),
  desc: inMarket(market, order.statusDesc),
});

/** The order card of the complaint screens (SPEC §3 complaint init). */
export function orderCard(order: OrderSeed, market: Market) {
  const f = orderFigures(order);
  const t = orderRowLabels(market);
  return {
    orderNo: order.orderNo,
    ...productFace(f.product, market),
    status: statusOf(order, market).text,
    list: [
      { title: t.orderNo, value: order.orderNo },
      { title: t.amount, value: money(f.product.amount) },
      { title: t.applied, value: f.appliedDate },
      { title: t.due, value: f.dueDate || '—' },
    ],
    isShow: order.isShow,
  };
}

/** The detail rows of the loan-details screen. */
export function orderDetailRows(order: OrderSeed, market: Market) {
  const f = orderFigures(order);
  const t = orderRowLabels(market);
  const rows = [
    { text: t.orderNo, value: order.orderNo },
    { text: t.amount, value: money(f.product.amount) },
    { text: t.received, value: money(f.giveAmount) },
    { text: t.term, value: f.product.term },
    { text: t.applied, value: f.appliedDate },
  ];
  if (f.dueDate) rows.push({ text: t.due, value: f.dueDate });
  if (f.overdueDays) {
    rows.push({ text: t.overdueDays, value: f.overdueDays });
    rows.push({ text: t.penalty, value: money(f.penalty) });
  }
  if (f.dueDate) rows.push({ text: t.dueAmount, value: money(f.dueAmount) });
  return rows;
}

/** The demo borrower every seeded order belongs to, per market (invented people and addresses). */
const BORROWER: Readonly<Record<Market, { name: string; address: string }>> = {
  'es-MX': {
    name: 'María Fernanda López García',
    address: 'Av. Insurgentes Sur 1234, Int. 5, Col. Del Valle, Benito Juárez, 03100 Ciudad de México',
  },
  'en-IN': {
    name: 'Priya Ramesh Sharma',
    address: 'Flat 402, Sai Krupa Residency, 5th Cross, Indiranagar, Bengaluru, Karnataka 560038',
  },
};

/**
 * Contract fields of SPEC §3 (contract-detail). Instalment orders (product 3, e.g. order
 * 174) also carry `repayPlan`, read by the period agreement at `/agony`. The lender is the
 * company of the runtime config (server/identity.ts), the one the site's footer names.
 */
export function contractDetail(order: OrderSeed, market: Market) {
  const f = orderFigures(order);
  const borrower = inMarket(market, BORROWER);
  return {
    username: borrower.name,
    productName: productFace(f.product, market).productName,
    mount: f.product.amount,
    daiDate: f.appliedDate,
    planDate: f.dueDate || f.plan[f.plan.length - 1].time,
    contractAmount: f.contractAmount,
    commission: f.commission,
    Interest: f.interest,
    IVA: f.iva,
    giveAmount: f.giveAmount,
    userAddress: borrower.address,
    contractDate: f.appliedDate,
    company: lenderOf(market).legalName,
    userName: borrower.name,
    repayPlan: f.product.instalments > 1 ? f.plan : [],
  };
}
