/**
 * Complaint endpoints of the coalition client: init (types + orders), save, list, detail, and the
 * follow-up score (CONTRACT.md, additions). Saved complaints and scores live in server state, so a
 * complaint filed or scored in one call shows in the next, as long as the server runs. problem-save
 * treats its `Idempotency-Key` header as the submission's key, per borrower: a retry whose answer was
 * lost gets the first answer and saves nothing more; the same key with another complaint is refused.
 */
import { http } from 'msw';
import { dateTime } from '../dates';
import { coalitionOk, envelope, intParam, param, paramsOf, queryOf } from '../http';
import {
  COLLECTION_TYPE,
  MAX_DETAIL_CHARS,
  MAX_IMAGES,
  SCORE_RANGE,
  bulkComplaintItems,
  problemSonTypesIn,
  problemTypesIn,
  seedComplaints,
  sonTypeTitle,
  typeTitle,
  wordsIn,
  type Complaint,
} from '../scenarios/complaints';
import { inMarket, marketOf, type Market } from '../market';
import { findOrder, listedOrders, orderCard } from '../scenarios/orders';
import { remember, state } from '../state';

const MAX_BULK = 10_000;
/** problem-save's answer to a key already used for another complaint. */
const KEY_REUSED = 6;
const IMAGE_URL = /^(\/|https?:\/\/)\S+$/;

/**
 * Complaints a browser test made for itself (`/__control/answered-complaint`). Outside `state`, so
 * another test's `/__control/reset` (parallel workers share the server) cannot take one away while its
 * test still reads it; never listed, so the lists other tests read stay as seeded. Numbered from a
 * million, apart from filed complaints (whose numbers start again at 4 on every reset).
 */
const testComplaints = new Map<string, Complaint>();
let nextTestComplaintId = 1_000_000;

const findComplaint = (problemId: string) =>
  state.complaints.find((x) => String(x.id) === problemId) ?? testComplaints.get(problemId);

/** What the complaint calls say, in the market of the call (server/market.ts). */
const SAYS = {
  'es-MX': {
    badType: 'Seleccione un tipo de problema válido',
    noSonType: 'Seleccione el subtipo del problema',
    noDetail: 'Describa su problema',
    tooLong: (max: number) => `La descripción no debe superar ${max} caracteres`,
    tooMany: (max: number) => `Puede adjuntar como máximo ${max} imágenes`,
    badImage: 'Imagen no válida',
    noOrder: 'Pedido no encontrado',
    noCollection: 'El pedido seleccionado no admite quejas de cobranza',
    noProblemId: 'Falta el parámetro problemId',
    noComplaint: 'No existe la queja',
    badScore: (min: number, max: number) => `La calificación debe ser de ${min} a ${max} estrellas`,
    keyReused: 'Esta clave de envío ya se usó con otra queja',
    noScore: 'Esta queja no admite calificación',
    open: 'En proceso',
    done: 'Terminado',
  },
  'en-IN': {
    badType: 'Select a valid problem type',
    noSonType: 'Select the problem sub-type',
    noDetail: 'Describe your problem',
    tooLong: (max: number) => `The description must not exceed ${max} characters`,
    tooMany: (max: number) => `You can attach at most ${max} images`,
    badImage: 'Invalid image',
    noOrder: 'Order not found',
    noCollection: 'The selected order does not accept collection complaints',
    noProblemId: 'The problemId parameter is missing',
    noComplaint: 'This complaint does not exist',
    badScore: (min: number, max: number) => `The rating must be from ${min} to ${max} stars`,
    keyReused: 'This submission key was already used with another complaint',
    noScore: 'This complaint cannot be rated',
    open: 'In progress',
    done: 'Resolved',
  },
};

const listItem = (c: Complaint, market: Market) => {
  const words = wordsIn(c, market);
  return { id: c.id, time: c.time, type: words.type, content: words.content };
};

export const complaintHandlers = [
  http.post('*/coalition/problem-init', async ({ request }) => {
    const market = marketOf(request);
    const problemType = problemTypesIn(market);
    const problemSonType = problemSonTypesIn(market);
    const orderId = param(await paramsOf(request), 'orderId');
    const orders = listedOrders();
    // 'empty' is the scenario of a borrower without orders: the order and type sections hide.
    if (orderId === 'empty') {
      return coalitionOk({ problemType, problemSonType, orderDetail: null, orderList: [] }, '0');
    }
    const chosen = orders.find((o) => o.orderNo === orderId) ?? orders[0];
    return coalitionOk(
      {
        problemType,
        problemSonType,
        orderDetail: orderCard(chosen, market),
        orderList: orders.map((o) => orderCard(o, market)),
      },
      '0',
    );
  }),

  http.post('*/coalition/problem-save', async ({ request }) => {
    const says = inMarket(marketOf(request), SAYS);
    const p = await paramsOf(request);
    // A retry of a submission whose answer was lost carries the first try's key: the first answer
    // (only a save is remembered; a refusal saved nothing and is refused again), no second complaint.
    const idempotencyKey = request.headers.get('Idempotency-Key');
    const keyed = idempotencyKey ? `${queryOf(request).userId ?? ''}|${idempotencyKey}` : null;
    const body = JSON.stringify(
      ['problemType', 'problemSonType', 'problemDetail', 'problemImage', 'orderNo'].map((k) => param(p, k)),
    );
    const earlier = keyed ? state.complaintsByKey.get(keyed) : undefined;
    if (earlier !== undefined) return earlier === body ? coalitionOk(null, 0) : envelope(KEY_REUSED, says.keyReused);
    const typeValue = param(p, 'problemType');
    const type = typeTitle(typeValue);
    if (!type) return envelope(1, says.badType);
    const isCollection = typeValue === String(COLLECTION_TYPE);
    const sonType = sonTypeTitle(param(p, 'problemSonType'));
    if (isCollection && !sonType) return envelope(1, says.noSonType);

    const detail = (p.problemDetail ?? '').trim();
    if (!detail) return envelope(2, says.noDetail);
    // Counted in characters as the user sees them, never more strictly than the app's box.
    if ([...detail].length > MAX_DETAIL_CHARS) return envelope(2, says.tooLong(MAX_DETAIL_CHARS));

    const images = param(p, 'problemImage')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (images.length > MAX_IMAGES) return envelope(3, says.tooMany(MAX_IMAGES));
    if (!images.every((u) => IMAGE_URL.test(u))) return envelope(3, says.badImage);

    const orderNo = param(p, 'orderNo');
    const order = orderNo ? findOrder(orderNo) : undefined;
    if (orderNo && !order) return envelope(4, says.noOrder);
    if (isCollection && order?.isShow !== 1) return envelope(5, says.noCollection);

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
    if (keyed) remember(state.complaintsByKey, keyed, body);
    return coalitionOk(null, 0);
  }),

  http.post('*/coalition/problem-list', async ({ request }) => {
    const market = marketOf(request);
    const says = inMarket(market, SAYS);
    const bulk = Math.min(MAX_BULK, Math.max(0, Number.parseInt(param(await paramsOf(request), 'bulk'), 10) || 0));
    const newestFirst = [...state.complaints].sort((a, b) => b.id - a.id);
    const open = bulk
      ? bulkComplaintItems(bulk, market)
      : newestFirst.filter((c) => !c.finished).map((c) => listItem(c, market));
    return coalitionOk(
      {
        tabs: [
          { title: says.open, list: open },
          { title: says.done, list: newestFirst.filter((c) => c.finished).map((c) => listItem(c, market)) },
        ],
      },
      '0',
    );
  }),

  http.post('*/coalition/problem-detail', async ({ request }) => {
    const market = marketOf(request);
    const says = inMarket(market, SAYS);
    const problemId = param(await paramsOf(request), 'problemId');
    if (!problemId) return envelope(1, says.noProblemId);
    const c = findComplaint(problemId);
    if (!c) return envelope(1, says.noComplaint);
    const words = wordsIn(c, market);
    return coalitionOk({
      type: words.type,
      sonType: words.sonType,
      problemId: c.id,
      content: words.content,
      images: words.images,
      disposeDetail: words.disposeDetail,
      disposeImages: words.disposeImages,
      isNeedScore: c.isNeedScore,
    });
  }),

  http.post('*/coalition/problem-score', async ({ request }) => {
    const says = inMarket(marketOf(request), SAYS);
    const p = await paramsOf(request);
    const problemId = param(p, 'problemId');
    if (!problemId) return envelope(1, says.noProblemId);
    const c = findComplaint(problemId);
    if (!c) return envelope(1, says.noComplaint);
    const score = intParam(p, 'score');
    if (score === null || score < SCORE_RANGE.min || score > SCORE_RANGE.max)
      return envelope(2, says.badScore(SCORE_RANGE.min, SCORE_RANGE.max));
    // A repeat (an answer lost on the way, sent again) succeeds and keeps the first score.
    if (c.score !== undefined) return coalitionOk(null, 0);
    if (c.isNeedScore !== 1) return envelope(3, says.noScore);
    c.score = score;
    c.isNeedScore = 0;
    return coalitionOk(null, 0);
  }),

  // For browser suites (gated like every /__control/ path): a fresh answered complaint that asks for
  // a score, so a test can score one without touching the seeded ones other tests read meanwhile
  // (kept apart from them: `testComplaints`).
  http.post('*/__control/answered-complaint', () => {
    const template = seedComplaints().find((c) => c.isNeedScore === 1);
    if (!template) return envelope(1, 'No hay una queja respondida en los datos de ejemplo');
    const complaint: Complaint = { ...template, id: nextTestComplaintId++, time: dateTime() };
    testComplaints.set(String(complaint.id), complaint);
    return coalitionOk({ problemId: complaint.id }, 0);
  }),
];
