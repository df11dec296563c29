/**
 * One order per status code (CONTRACT.md: orderId = the status code), plus order 999 with
 * a status the app does not know (to exercise its fallback icon). Dates are offsets from
 * today so due dates and overdue days stay meaningful on any day the server runs.
 */
import { isoDate, money } from '../dates';
import { findProduct, loanCosts, type ProductSeed } from './products';

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
  statusText: string;
  statusDesc: string;
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
    statusText: 'En revisión',
    statusDesc: 'Estamos revisando su solicitud. Le daremos una respuesta en un plazo de 1 día.',
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
    statusText: 'Desembolso en proceso',
    statusDesc: 'Su préstamo fue aprobado. El dinero llegará a su cuenta en 1 a 3 días naturales.',
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
    statusText: 'Solicitud rechazada',
    statusDesc: 'Lo sentimos, su solicitud no cumple con los requisitos. Puede volver a solicitar en 30 días.',
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
    statusText: 'Pago en verificación',
    statusDesc: 'Recibimos su pago y lo estamos confirmando con el banco. Esto puede tardar hasta 24 horas.',
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
    statusText: 'Pendiente de pago',
    statusDesc: 'Su próxima cuota vence pronto. Pague a tiempo para mantener un buen historial.',
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
    statusText: 'Vencido',
    statusDesc: 'Su préstamo está vencido. Se aplica un cargo moratorio diario hasta que pague.',
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
    statusText: 'Liquidado',
    statusDesc: 'Gracias por pagar a tiempo. Ya puede solicitar un nuevo préstamo.',
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
    statusText: 'Procesando',
    statusDesc: 'Su pedido está en proceso. Si tiene dudas, contacte a servicio al cliente.',
  },
];

export function findOrder(orderNo: string | number): OrderSeed | undefined {
  return orderSeeds.find((o) => o.orderNo === String(orderNo).trim());
}

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

/** The order card of the complaint screens (SPEC §3 complaint init). */
export function orderCard(order: OrderSeed) {
  const f = orderFigures(order);
  return {
    orderNo: order.orderNo,
    productLogo: f.product.productLogo,
    productName: f.product.productName,
    status: order.statusText,
    list: [
      { title: 'Número de pedido', value: order.orderNo },
      { title: 'Monto del préstamo', value: money(f.product.amount) },
      { title: 'Fecha de solicitud', value: f.appliedDate },
      { title: 'Fecha de vencimiento', value: f.dueDate || '—' },
    ],
    isShow: order.isShow,
  };
}

/** The detail rows of the loan-details screen. */
export function orderDetailRows(order: OrderSeed) {
  const f = orderFigures(order);
  const rows = [
    { text: 'Número de pedido', value: order.orderNo },
    { text: 'Monto del préstamo', value: money(f.product.amount) },
    { text: 'Monto recibido', value: money(f.giveAmount) },
    { text: 'Plazo (días)', value: f.product.term },
    { text: 'Fecha de solicitud', value: f.appliedDate },
  ];
  if (f.dueDate) rows.push({ text: 'Fecha de vencimiento', value: f.dueDate });
  if (f.overdueDays) {
    rows.push({ text: 'Días de atraso', value: f.overdueDays });
    rows.push({ text: 'Cargo moratorio', value: money(f.penalty) });
  }
  if (f.dueDate) rows.push({ text: 'Monto a pagar', value: money(f.dueAmount) });
  return rows;
}

/** The borrower every seeded order belongs to, and the lender named in the contracts. */
const BORROWER = {
  name: 'María Fernanda López García',
  address: 'Av. Insurgentes Sur 1234, Int. 5, Col. Del Valle, Benito Juárez, 03100 Ciudad de México',
};
export const LENDER = 'Financiera Ágil S.A. de C.V., SOFOM, E.N.R.';

/**
 * Contract fields of SPEC §3 (contract-detail). Instalment orders (product 3, e.g. order
 * 174) also carry `repayPlan`, read by the period agreement at `/agony`.
 */
export function contractDetail(order: OrderSeed) {
  const f = orderFigures(order);
  return {
    username: BORROWER.name,
    productName: f.product.productName,
    mount: f.product.amount,
    daiDate: f.appliedDate,
    planDate: f.dueDate || f.plan[f.plan.length - 1].time,
    contractAmount: f.contractAmount,
    commission: f.commission,
    Interest: f.interest,
    IVA: f.iva,
    giveAmount: f.giveAmount,
    userAddress: BORROWER.address,
    contractDate: f.appliedDate,
    company: LENDER,
    userName: BORROWER.name,
    repayPlan: f.product.instalments > 1 ? f.plan : [],
  };
}
