/**
 * The other coalition endpoints: loan contract, customer service contacts, card binding
 * and the recommended products. Codes mix 0 and '0' on purpose: real servers do both.
 */
import { http } from 'msw';
import { coalitionOk, envelope, param, paramsOf } from '../http';
import { contractDetail, findOrder } from '../scenarios/orders';
import { productList } from '../scenarios/products';
import { state } from '../state';

const SUPPORT = {
  whatsapp: '+52 55 4163 2890',
  telephone: '800 953 1122',
  email: 'soporte@dineroagil.mx',
};

export const coalitionHandlers = [
  http.get('*/coalition/contract-detail', async ({ request }) => {
    const orderNo = param(await paramsOf(request), 'orderNo');
    if (!orderNo) return envelope(1, 'Falta el número de pedido');
    const order = findOrder(orderNo);
    if (!order) return envelope('2', 'Contrato no encontrado');
    return coalitionOk(contractDetail(order), 0);
  }),

  http.post('*/coalition/get-whatsapp', async ({ request }) => {
    // `overall=30` selects the customer-service contact set; any other value is a client bug.
    if (param(await paramsOf(request), 'overall') !== '30') return envelope('1', 'Parámetro overall inválido');
    return coalitionOk({ phone: SUPPORT.whatsapp, va: SUPPORT.telephone, email: SUPPORT.email }, '0');
  }),

  http.post('*/coalition/bind-card', async ({ request }) => {
    const p = await paramsOf(request);
    const cardNo = param(p, 'cardNo').replace(/\s+/g, '');
    const bankName = param(p, 'bankName');
    if (!/^\d{12,19}$/.test(cardNo)) return envelope(1, 'Número de tarjeta inválido');
    if (!bankName) return envelope(1, 'Seleccione el banco');
    if (state.bankCards.some((c) => c.cardNo === cardNo)) return envelope(2, 'La tarjeta ya está vinculada');
    const id = Math.max(0, ...state.bankCards.map((c) => c.id)) + 1;
    // The new card is offered by the legacy card repay from now on.
    state.bankCards.push({ id, bankName, cardNo, bankCode: param(p, 'bankCode') });
    return coalitionOk(null, 0);
  }),

  http.post('*/coalition/product-list', () => coalitionOk({ list: productList() }, '0')),
];
