/**
 * The other coalition endpoints: loan contract, customer service contacts, card binding
 * and the recommended products. Codes mix 0 and '0' on purpose: real servers do both.
 * bind-card treats its `Idempotency-Key` header as the bind's key, per borrower: a resend whose
 * answer was lost gets the first answer ("bound", not "already bound"); the same key with another
 * card is refused.
 */
import { http } from 'msw';
import { coalitionOk, envelope, param, paramsOf, queryOf } from '../http';
import { lenderOf } from '../identity';
import { inMarket, marketOf } from '../market';
import { contractDetail, findOrder } from '../scenarios/orders';
import { productList } from '../scenarios/products';
import { remember, state } from '../state';

/** bind-card's answer to a key already used for another card. */
const KEY_REUSED = 6;

const SAYS = {
  'es-MX': {
    noOrder: 'Falta el número de pedido',
    noContract: 'Contrato no encontrado',
    badOverall: 'Parámetro overall inválido',
    badCard: 'Número de tarjeta inválido',
    noBank: 'Seleccione el banco',
    cardBound: 'La tarjeta ya está vinculada',
    keyReused: 'Esta clave de envío ya se usó con otra tarjeta',
  },
  'en-IN': {
    noOrder: 'The order number is missing',
    noContract: 'Contract not found',
    badOverall: 'Invalid overall parameter',
    badCard: 'Invalid card number',
    noBank: 'Select the bank',
    cardBound: 'This card is already linked',
    keyReused: 'This submission key was already used with another card',
  },
};

export const coalitionHandlers = [
  http.get('*/coalition/contract-detail', async ({ request }) => {
    const market = marketOf(request);
    const says = inMarket(market, SAYS);
    const orderNo = param(await paramsOf(request), 'orderNo');
    if (!orderNo) return envelope(1, says.noOrder);
    const order = findOrder(orderNo);
    if (!order) return envelope('2', says.noContract);
    return coalitionOk(contractDetail(order, market), 0);
  }),

  // Customer service of the lender the contract and the site's footer name (server/identity.ts).
  http.post('*/coalition/get-whatsapp', async ({ request }) => {
    const market = marketOf(request);
    // `overall=30` selects the customer-service contact set; any other value is a client bug.
    if (param(await paramsOf(request), 'overall') !== '30') return envelope('1', inMarket(market, SAYS).badOverall);
    const lender = lenderOf(market);
    return coalitionOk({ phone: lender.whatsapp, va: lender.phone, email: lender.email }, '0');
  }),

  http.post('*/coalition/bind-card', async ({ request }) => {
    const market = marketOf(request);
    const says = inMarket(market, SAYS);
    const p = await paramsOf(request);
    const cardNo = param(p, 'cardNo').replace(/\s+/g, '');
    const bankName = param(p, 'bankName');
    // A resend of a bind whose answer was lost (Chromium's own, or the borrower's next tap) carries
    // the first try's key: the first answer, not "already bound" for the card that try bound. Only a
    // bind is remembered; a refusal bound nothing and is judged again.
    const idempotencyKey = request.headers.get('Idempotency-Key');
    const keyed = idempotencyKey ? `${queryOf(request).userId ?? ''}|${idempotencyKey}` : null;
    const body = JSON.stringify([cardNo, bankName, param(p, 'bankCode')]);
    const earlier = keyed ? state.bindsByKey.get(keyed) : undefined;
    if (earlier !== undefined) return earlier === body ? coalitionOk(null, 0) : envelope(KEY_REUSED, says.keyReused);
    if (!/^\d{12,19}$/.test(cardNo)) return envelope(1, says.badCard);
    if (!bankName) return envelope(1, says.noBank);
    if (state.bankCards.some((c) => c.cardNo === cardNo)) return envelope(2, says.cardBound);
    const id = Math.max(0, ...state.bankCards.map((c) => c.id)) + 1;
    // The new card is offered by the legacy card repay of the same market from now on.
    state.bankCards.push({ id, bankName, cardNo, bankCode: param(p, 'bankCode'), market });
    if (keyed) remember(state.bindsByKey, keyed, body);
    return coalitionOk(null, 0);
  }),

  http.post('*/coalition/product-list', ({ request }) => coalitionOk({ list: productList(marketOf(request)) }, '0')),
];
