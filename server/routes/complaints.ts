/**
 * Complaint endpoints of the coalition client: init (types + orders), save, list, detail.
 * Saved complaints live in server state, so a complaint filed in one call is listed by
 * the next, as long as the server runs.
 */
import { http } from 'msw';
import { dateTime } from '../dates';
import { coalitionOk, envelope, param, paramsOf } from '../http';
import {
  COLLECTION_TYPE,
  MAX_DETAIL_CHARS,
  MAX_IMAGES,
  bulkComplaintItems,
  problemSonTypes,
  problemTypes,
  sonTypeTitle,
  typeTitle,
  type Complaint,
} from '../scenarios/complaints';
import { findOrder, listedOrders, orderCard } from '../scenarios/orders';
import { state } from '../state';

const MAX_BULK = 10_000;
const IMAGE_URL = /^(\/|https?:\/\/)\S+$/;

const listItem = (c: Pick<Complaint, 'id' | 'time' | 'type' | 'content'>) => ({
  id: c.id,
  time: c.time,
  type: c.type,
  content: c.content,
});

export const complaintHandlers = [
  http.post('*/coalition/problem-init', async ({ request }) => {
    const orderId = param(await paramsOf(request), 'orderId');
    const orders = listedOrders();
    // 'empty' is the scenario of a borrower without orders: the order and type sections hide.
    if (orderId === 'empty') {
      return coalitionOk(
        { problemType: problemTypes, problemSonType: problemSonTypes, orderDetail: null, orderList: [] },
        '0',
      );
    }
    const chosen = orders.find((o) => o.orderNo === orderId) ?? orders[0];
    return coalitionOk(
      {
        problemType: problemTypes,
        problemSonType: problemSonTypes,
        orderDetail: orderCard(chosen),
        orderList: orders.map(orderCard),
      },
      '0',
    );
  }),

  http.post('*/coalition/problem-save', async ({ request }) => {
    const p = await paramsOf(request);
    const typeValue = param(p, 'problemType');
    const type = typeTitle(typeValue);
    if (!type) return envelope(1, 'Seleccione un tipo de problema válido');
    const isCollection = typeValue === String(COLLECTION_TYPE);
    const sonType = sonTypeTitle(param(p, 'problemSonType'));
    if (isCollection && !sonType) return envelope(1, 'Seleccione el subtipo del problema');

    const detail = (p.problemDetail ?? '').trim();
    if (!detail) return envelope(2, 'Describa su problema');
    // Counted in characters as the user sees them, never more strictly than the app's box.
    if ([...detail].length > MAX_DETAIL_CHARS)
      return envelope(2, `La descripción no debe superar ${MAX_DETAIL_CHARS} caracteres`);

    const images = param(p, 'problemImage')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (images.length > MAX_IMAGES) return envelope(3, `Puede adjuntar como máximo ${MAX_IMAGES} imágenes`);
    if (!images.every((u) => IMAGE_URL.test(u))) return envelope(3, 'Imagen no válida');

    const orderNo = param(p, 'orderNo');
    const order = orderNo ? findOrder(orderNo) : undefined;
    if (orderNo && !order) return envelope(4, 'Pedido no encontrado');
    if (isCollection && order?.isShow !== 1) return envelope(5, 'El pedido seleccionado no admite quejas de cobranza');

    const complaint: Complaint = {
      id: state.nextComplaintId++,
      time: dateTime(),
      type,
      sonType: isCollection ? (sonType ?? '') : '',
      orderNo,
      content: detail,
      images,
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      finished: false,
    };
    state.complaints.push(complaint);
    return coalitionOk(null, 0);
  }),

  http.post('*/coalition/problem-list', async ({ request }) => {
    const bulk = Math.min(MAX_BULK, Math.max(0, Number.parseInt(param(await paramsOf(request), 'bulk'), 10) || 0));
    const newestFirst = [...state.complaints].sort((a, b) => b.id - a.id);
    const open = bulk ? bulkComplaintItems(bulk) : newestFirst.filter((c) => !c.finished).map(listItem);
    return coalitionOk(
      {
        tabs: [
          { title: 'En proceso', list: open },
          { title: 'Terminado', list: newestFirst.filter((c) => c.finished).map(listItem) },
        ],
      },
      '0',
    );
  }),

  http.post('*/coalition/problem-detail', async ({ request }) => {
    const problemId = param(await paramsOf(request), 'problemId');
    if (!problemId) return envelope(1, 'Falta el parámetro problemId');
    const c = state.complaints.find((x) => String(x.id) === problemId);
    if (!c) return envelope(1, 'No existe la queja');
    return coalitionOk({
      type: c.type,
      sonType: c.sonType,
      problemId: c.id,
      content: c.content,
      images: c.images,
      disposeDetail: c.disposeDetail,
      disposeImages: c.disposeImages,
      isNeedScore: c.isNeedScore,
    });
  }),
];
