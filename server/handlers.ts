/**
 * Every endpoint of CONTRACT.md as msw handlers, shared by jest (`setupServer`) and
 * `npm start` (express). Fault injection comes first so it can pre-empt any endpoint;
 * paths start with `*` so they match whatever origin the app calls.
 */
import { http, HttpResponse } from 'msw';
import { barcodeHandlers } from './barcode';
import { clearFaults, faultHandlers } from './faults';
import { coalitionHandlers } from './routes/coalition';
import { complaintHandlers } from './routes/complaints';
import { legacyRepayHandlers } from './routes/legacyRepay';
import { loanHandlers } from './routes/loan';
import { promotionHandlers } from './routes/promotion';
import { resetState, state, type Registration, type TrackedEvent } from './state';
import { clearOrderStatuses, setOrderStatus } from './orderStatus';
import { addFreshOrder, findOrder, isSeededStatus } from './scenarios/orders';
import { uploadHandlers } from './uploads';

/** Reseed every scenario and disarm faults; tests call it in beforeEach. */
export function resetServerState(): void {
  resetState();
  clearFaults();
  clearOrderStatuses();
}

/** How many times loan-detail-push was called for a product (proves a submit is sent once). */
export function getPushCount(productId: string | number): number {
  return state.pushCounts.get(String(productId)) ?? 0;
}

/** track-visit / track-click hits, oldest first. */
export function getTrackedEvents(): readonly TrackedEvent[] {
  return [...state.tracked];
}

/** Successful registrations, oldest first. */
export function getRegistrations(): readonly Registration[] {
  return [...state.registrations];
}

const endpoints = [
  ...complaintHandlers,
  ...uploadHandlers,
  ...barcodeHandlers,
  ...coalitionHandlers,
  ...legacyRepayHandlers,
  ...loanHandlers,
  ...promotionHandlers,
];

export const handlers = [
  ...faultHandlers(endpoints),
  // Lets a browser suite (which cannot call resetServerState) start from the seed. Like every
  // /__control/ path, it exists only with CONTRACT_FAULTS=1 (the gate in faultHandlers).
  http.post('*/__control/reset', () => {
    resetServerState();
    return HttpResponse.json({ code: 0, message: 'reset', data: null });
  }),
  // An order's status changed elsewhere (a payment in a bank app): {orderId, status}, both seeded.
  http.post('*/__control/order-status', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { orderId?: unknown; status?: unknown } | null;
    const orderId = typeof body?.orderId === 'string' || typeof body?.orderId === 'number' ? String(body.orderId) : '';
    const status = Number(body?.status);
    if (!findOrder(orderId) || !isSeededStatus(status))
      return HttpResponse.json(
        { code: 1, message: 'orderId and status must name seeded orders', data: null },
        { status: 400 },
      );
    setOrderStatus(orderId, status);
    return HttpResponse.json({ code: 0, message: 'set', data: { orderId, status } });
  }),
  // A fresh order reading as the seeded one of {status}: a test rates or pays it without racing the
  // test files that use the seeded orders at the same time.
  http.post('*/__control/fresh-order', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { status?: unknown } | null;
    const orderId = addFreshOrder(Number(body?.status));
    if (!orderId)
      return HttpResponse.json({ code: 1, message: 'status must name a seeded order', data: null }, { status: 400 });
    return HttpResponse.json({ code: 0, message: 'made', data: { orderId } });
  }),
  ...endpoints,
];
