/**
 * v3 loan calls (JSON client, envelope `{ success, message, data }`): confirm + submit,
 * order details + rating, repayment plan, extension offer and payment instructions.
 */
import { http } from 'msw';
import { intParam, param, paramsOf, v3, type Params } from '../http';
import { inMarket, marketOf, type Market } from '../market';
import { NEEDS_REFRESH, OFFSITE_PRODUCT, POP_MESSAGE, loanQuote, offsiteLendUrl } from '../scenarios/loans';
import { findOrder, isFreshOrder, orderDetailRows, orderFigures, statusOf, type OrderSeed } from '../scenarios/orders';
import { findProduct, productFace } from '../scenarios/products';
import {
  bulkChannelGroups,
  channelGroups,
  extensionOffer,
  knownPayCodes,
  paymentInstruction,
  repaymentPlan,
} from '../scenarios/repay';
import { remember, state } from '../state';

/** Ratings of the orders a test made for itself, kept across resets like those orders. */
const freshRated = new Set<string>();
const isRated = (orderNo: string) => state.ratedOrders.has(orderNo) || freshRated.has(orderNo);

const MAX_BULK_CHANNELS = 2_000;

/** What the v3 calls say, in the market of the call. */
const SAYS = {
  'es-MX': {
    badJson: 'Solicitud inválida',
    noProductId: 'Falta el producto',
    noProduct: 'Producto no encontrado',
    missing: (fields: string) => `Faltan datos de la solicitud: ${fields}`,
    badAmount: 'Monto inválido',
    sent: 'Solicitud enviada',
    keyReused: 'Esta clave de solicitud ya se usó con otros datos',
    noOrderId: 'Falta el número de pedido',
    noOrder: 'Pedido no encontrado',
    chooseRating: 'Seleccione una calificación',
    thanks: 'Gracias por su calificación',
    noChannel: 'Canal de pago no disponible',
  },
  'en-IN': {
    badJson: 'Invalid request',
    noProductId: 'The product is missing',
    noProduct: 'Product not found',
    missing: (fields: string) => `The application lacks: ${fields}`,
    badAmount: 'Invalid amount',
    sent: 'Application sent',
    keyReused: 'This request key was already used with other details',
    noOrderId: 'The order number is missing',
    noOrder: 'Order not found',
    chooseRating: 'Please select a rating',
    thanks: 'Thank you for your rating',
    noChannel: 'This payment channel is not available',
  },
};

/** Read the JSON payload; `channels` may come in the URL query or the body. */
async function payload(request: Request): Promise<Params | null> {
  const p = await paramsOf(request);
  return p.__invalidJson ? null : p;
}

/** A listed product, or the confirm-only one whose order page lies off-site. */
const quotedProduct = (productId: string) =>
  findProduct(productId) ?? (productId === String(OFFSITE_PRODUCT.productId) ? OFFSITE_PRODUCT : undefined);

function orderOf(p: Params, market: Market): OrderSeed | string {
  const orderId = param(p, 'orderId');
  if (!orderId) return SAYS[market].noOrderId;
  return findOrder(orderId) ?? SAYS[market].noOrder;
}

function groupsFor(order: OrderSeed, p: Params, market: Market) {
  const bulk = Math.min(MAX_BULK_CHANNELS, intParam(p, 'channels') ?? 0);
  return bulk > 0 ? bulkChannelGroups(order.orderNo, bulk, market) : channelGroups(order.orderNo, market);
}

/** A repay page's answer (the plan or the extension offer) for the order the payload names, with its channels. */
function orderPage(build: typeof repaymentPlan | typeof extensionOffer) {
  return async ({ request }: { request: Request }) => {
    const market = marketOf(request);
    const p = await payload(request);
    if (!p) return v3(false, SAYS[market].badJson);
    const order = orderOf(p, market);
    if (typeof order === 'string') return v3(false, order);
    return v3(true, 'ok', build(order, groupsFor(order, p, market), market));
  };
}

/** The borrower a JSON call is for: its identity headers (SPEC §7: crp_phe, dearest, showy). */
const borrowerOf = (request: Request) =>
  ['crp_phe', 'dearest', 'showy'].map((name) => request.headers.get(name) ?? '').join('|');

export const loanHandlers = [
  http.post('*/v3/loan-confirm/loan-detail-confirm', async ({ request }) => {
    const market = marketOf(request);
    const says = inMarket(market, SAYS);
    const p = await payload(request);
    if (!p) return v3(false, says.badJson);
    if (!param(p, 'productId')) return v3(false, says.noProductId);
    const product = quotedProduct(param(p, 'productId'));
    if (!product) return v3(false, says.noProduct);
    // The reload (isType 1) fetches the re-scored quote; from then on no more waiting, for this
    // borrower: the one the JSON client's identity headers name (so tests side by side do not share it).
    const quoteKey = `${borrowerOf(request)}|${product.productId}`;
    if (param(p, 'isType') === '1') state.refreshedQuotes.add(quoteKey);
    const refreshed = state.refreshedQuotes.has(quoteKey);
    if (NEEDS_REFRESH.has(product.productId) && !refreshed) {
      return v3(true, inMarket(market, POP_MESSAGE), { ...loanQuote(product, false, market), isNeedPop: 1 });
    }
    return v3(true, 'ok', loanQuote(product, refreshed, market));
  }),

  http.post('*/v3/loan-confirm/loan-detail-push', async ({ request }) => {
    const market = marketOf(request);
    const says = inMarket(market, SAYS);
    const p = await payload(request);
    if (!p) return v3(false, says.badJson);
    const missing = ['amount', 'periods', 'termUnit', 'productId'].filter((k) => !param(p, k));
    if (missing.length) return v3(false, says.missing(missing.join(', ')));
    if (!(Number(param(p, 'amount')) > 0)) return v3(false, says.badAmount);
    const product = quotedProduct(param(p, 'productId'));
    if (!product) return v3(false, says.noProduct);
    // A retry of an application whose answer was lost carries the first try's Idempotency-Key: it
    // gets the first answer and makes no second loan. The same key with other details is refused.
    const idempotencyKey = request.headers.get('Idempotency-Key');
    const keyed = idempotencyKey ? `${borrowerOf(request)}|${idempotencyKey}` : null;
    const body = JSON.stringify(['amount', 'periods', 'termUnit', 'productId'].map((k) => param(p, k)));
    const earlier = keyed ? state.pushesByKey.get(keyed) : undefined;
    if (earlier) {
      if (earlier.body !== body) return v3(false, says.keyReused);
      return v3(true, says.sent, { lendDetailsUrl: earlier.lendDetailsUrl });
    }
    const count = String(product.productId);
    state.pushCounts.set(count, (state.pushCounts.get(count) ?? 0) + 1);
    // The new application is order 21 ("under review").
    const lendDetailsUrl =
      product === OFFSITE_PRODUCT
        ? offsiteLendUrl(product.productId)
        : `/abcIs?orderId=21&productId=${product.productId}`;
    if (keyed) remember(state.pushesByKey, keyed, { body, lendDetailsUrl });
    return v3(true, says.sent, { lendDetailsUrl });
  }),

  http.post('*/v3/loan-details/loan-details', async ({ request }) => {
    const market = marketOf(request);
    const says = inMarket(market, SAYS);
    const p = await payload(request);
    if (!p) return v3(false, says.badJson);
    const order = orderOf(p, market);
    if (typeof order === 'string') return v3(false, order);
    const { product } = orderFigures(order);
    const status = statusOf(order, market);
    return v3(true, 'ok', {
      orderStatus: order.status,
      noticeStatusText: status.text,
      noticeDesText: status.desc,
      ...productFace(product, market),
      userOrderDetail: { detail: orderDetailRows(order, market) },
      isScore: order.isScore && !isRated(order.orderNo) ? 1 : 0,
      h5Url: '',
      isDelay: order.isDelay,
      isNewContract: `${product.instalments > 1 ? '/agony' : '/directorsIn'}?orderNo=${order.orderNo}`,
    });
  }),

  http.post('*/v3/loan-details/loan-score', async ({ request }) => {
    const market = marketOf(request);
    const says = inMarket(market, SAYS);
    const p = await payload(request);
    if (!p) return v3(false, says.badJson);
    const score = intParam(p, 'score');
    if (score === null || score < 1 || score > 5) return v3(false, says.chooseRating);
    const order = findOrder(param(p, 'orderId'));
    if (order) (isFreshOrder(order.orderNo) ? freshRated : state.ratedOrders).add(order.orderNo);
    return v3(true, says.thanks, null);
  }),

  http.post('*/v3/installment/loan-play-detail', orderPage(repaymentPlan)),

  http.post('*/v3/installment/loan-play-delay-detail', orderPage(extensionOffer)),

  http.post('*/v3/loan-details/generate-vcode', async ({ request }) => {
    const market = marketOf(request);
    const says = inMarket(market, SAYS);
    const p = await payload(request);
    if (!p) return v3(false, says.badJson);
    const payCode = param(p, 'payCode');
    if (!knownPayCodes(market).includes(payCode)) return v3(false, says.noChannel);
    // The instruction page can be opened with only requestType, amount and payCode (/carpmm).
    const order = findOrder(param(p, 'orderId'));
    const raw = param(p, 'amount');
    const amount =
      raw && Number.isFinite(Number(raw)) ? Math.round(Number(raw)) : order ? orderFigures(order).dueAmount : null;
    if (amount === null || amount < 0) return v3(false, says.badAmount);
    return v3(true, 'ok', paymentInstruction(order?.orderNo ?? '0', payCode, amount, market));
  }),
];
