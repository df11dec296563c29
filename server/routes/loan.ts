/**
 * v3 loan calls (JSON client, envelope `{ success, message, data }`): confirm + submit,
 * order details + rating, repayment plan, extension offer and payment instructions.
 */
import { http } from 'msw';
import { intParam, param, paramsOf, v3, type Params } from '../http';
import { NEEDS_REFRESH, OFFSITE_PRODUCT, POP_MESSAGE, loanQuote, offsiteLendUrl } from '../scenarios/loans';
import { findOrder, orderDetailRows, orderFigures, type OrderSeed } from '../scenarios/orders';
import { findProduct } from '../scenarios/products';
import {
  bulkChannelGroups,
  channelGroups,
  extensionOffer,
  knownPayCodes,
  paymentInstruction,
  repaymentPlan,
} from '../scenarios/repay';
import { state } from '../state';

const MAX_BULK_CHANNELS = 2_000;
const BAD_JSON = 'Solicitud inválida';

/** Read the JSON payload; `channels` may come in the URL query or the body. */
async function payload(request: Request): Promise<Params | null> {
  const p = await paramsOf(request);
  return p.__invalidJson ? null : p;
}

/** A listed product, or the confirm-only one whose order page lies off-site. */
const quotedProduct = (productId: string) =>
  findProduct(productId) ?? (productId === String(OFFSITE_PRODUCT.productId) ? OFFSITE_PRODUCT : undefined);

function orderOf(p: Params): OrderSeed | string {
  const orderId = param(p, 'orderId');
  if (!orderId) return 'Falta el número de pedido';
  return findOrder(orderId) ?? 'Pedido no encontrado';
}

function groupsFor(order: OrderSeed, p: Params) {
  const bulk = Math.min(MAX_BULK_CHANNELS, intParam(p, 'channels') ?? 0);
  return bulk > 0 ? bulkChannelGroups(order.orderNo, bulk) : channelGroups(order.orderNo);
}

export const loanHandlers = [
  http.post('*/v3/loan-confirm/loan-detail-confirm', async ({ request }) => {
    const p = await payload(request);
    if (!p) return v3(false, BAD_JSON);
    if (!param(p, 'productId')) return v3(false, 'Falta el producto');
    const product = quotedProduct(param(p, 'productId'));
    if (!product) return v3(false, 'Producto no encontrado');
    // The reload (isType 1) fetches the re-scored quote; from then on no more waiting.
    if (param(p, 'isType') === '1') state.refreshedQuotes.add(product.productId);
    const refreshed = state.refreshedQuotes.has(product.productId);
    if (NEEDS_REFRESH.has(product.productId) && !refreshed) {
      return v3(true, POP_MESSAGE, { ...loanQuote(product, false), isNeedPop: 1 });
    }
    return v3(true, 'ok', loanQuote(product, refreshed));
  }),

  http.post('*/v3/loan-confirm/loan-detail-push', async ({ request }) => {
    const p = await payload(request);
    if (!p) return v3(false, BAD_JSON);
    const missing = ['amount', 'periods', 'termUnit', 'productId'].filter((k) => !param(p, k));
    if (missing.length) return v3(false, `Faltan datos de la solicitud: ${missing.join(', ')}`);
    if (!(Number(param(p, 'amount')) > 0)) return v3(false, 'Monto inválido');
    const product = quotedProduct(param(p, 'productId'));
    if (!product) return v3(false, 'Producto no encontrado');
    const key = String(product.productId);
    state.pushCounts.set(key, (state.pushCounts.get(key) ?? 0) + 1);
    // The new application is order 21 ("under review").
    const lendDetailsUrl =
      product === OFFSITE_PRODUCT
        ? offsiteLendUrl(product.productId)
        : `/abcIs?orderId=21&productId=${product.productId}`;
    return v3(true, 'Solicitud enviada', { lendDetailsUrl });
  }),

  http.post('*/v3/loan-details/loan-details', async ({ request }) => {
    const p = await payload(request);
    if (!p) return v3(false, BAD_JSON);
    const order = orderOf(p);
    if (typeof order === 'string') return v3(false, order);
    const { product } = orderFigures(order);
    return v3(true, 'ok', {
      orderStatus: order.status,
      noticeStatusText: order.statusText,
      noticeDesText: order.statusDesc,
      productName: product.productName,
      productLogo: product.productLogo,
      userOrderDetail: { detail: orderDetailRows(order) },
      isScore: order.isScore && !state.ratedOrders.has(order.orderNo) ? 1 : 0,
      h5Url: '',
      isDelay: order.isDelay,
      isNewContract: `${product.instalments > 1 ? '/agony' : '/directorsIn'}?orderNo=${order.orderNo}`,
    });
  }),

  http.post('*/v3/loan-details/loan-score', async ({ request }) => {
    const p = await payload(request);
    if (!p) return v3(false, BAD_JSON);
    const score = intParam(p, 'score');
    if (score === null || score < 1 || score > 5) return v3(false, 'Seleccione una calificación');
    const order = findOrder(param(p, 'orderId'));
    if (order) state.ratedOrders.add(order.orderNo);
    return v3(true, 'Gracias por su calificación', null);
  }),

  http.post('*/v3/installment/loan-play-detail', async ({ request }) => {
    const p = await payload(request);
    if (!p) return v3(false, BAD_JSON);
    const order = orderOf(p);
    if (typeof order === 'string') return v3(false, order);
    return v3(true, 'ok', repaymentPlan(order, groupsFor(order, p)));
  }),

  http.post('*/v3/installment/loan-play-delay-detail', async ({ request }) => {
    const p = await payload(request);
    if (!p) return v3(false, BAD_JSON);
    const order = orderOf(p);
    if (typeof order === 'string') return v3(false, order);
    return v3(true, 'ok', extensionOffer(order, groupsFor(order, p)));
  }),

  http.post('*/v3/loan-details/generate-vcode', async ({ request }) => {
    const p = await payload(request);
    if (!p) return v3(false, BAD_JSON);
    const payCode = param(p, 'payCode');
    if (!knownPayCodes().includes(payCode)) return v3(false, 'Canal de pago no disponible');
    // The instruction page can be opened with only requestType, amount and payCode (/carpmm).
    const order = findOrder(param(p, 'orderId'));
    const raw = param(p, 'amount');
    const amount =
      raw && Number.isFinite(Number(raw)) ? Math.round(Number(raw)) : order ? orderFigures(order).dueAmount : null;
    if (amount === null || amount < 0) return v3(false, 'Monto inválido');
    return v3(true, 'ok', paymentInstruction(order?.orderNo ?? '0', payCode, amount));
  }),
];
