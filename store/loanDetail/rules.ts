/**
 * SPEC §4 "Order status (loan detail)", pure: what the detail page of an order offers for its
 * status — repay (174, 180), the extension beside it when isDelay is 1, borrow again (200) — and
 * whether it shows the detail list (not for 110). Any other status offers nothing.
 */

/** The statuses that owe money: they show Repay (and, with isDelay 1, the extension). */
export const REPAYABLE: readonly string[] = ['174', '180'];
/** A rejected application hides the detail list. */
export const REJECTED = '110';
/** A paid-off loan offers to borrow again. */
export const PAID_OFF = '200';

interface OrderActions {
  /** The status code as the page names it (trimmed text). */
  status: string;
  repay: boolean;
  extend: boolean;
  borrowAgain: boolean;
  showDetails: boolean;
}

type Scalar = string | number | null | undefined;

export function orderActions(order: { orderStatus: Scalar; isDelay?: Scalar }): OrderActions {
  const status = String(order.orderStatus ?? '').trim();
  const repay = REPAYABLE.includes(status);
  return {
    status,
    repay,
    extend: repay && Number(order.isDelay) === 1,
    borrowAgain: status === PAID_OFF,
    showDetails: status !== REJECTED,
  };
}
