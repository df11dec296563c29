/**
 * Test control: an order shown with another status, as after a payment made in a bank app while the
 * borrower was away (`POST /__control/order-status {orderId, status}`, handled in handlers.ts; like
 * every /__control/ path it exists only with CONTRACT_FAULTS=1). Cleared by a reset.
 */
const overrides = new Map<string, number>();

/** The status an order was set to, if any. */
export const statusOverrideOf = (orderNo: string): number | undefined => overrides.get(orderNo);

export function setOrderStatus(orderNo: string, status: number): void {
  overrides.set(orderNo, status);
}

export function clearOrderStatuses(): void {
  overrides.clear();
}
