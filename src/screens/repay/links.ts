/**
 * Where the repayment screens' links lead. The route table owns the paths; these mirror its entries
 * for the screens this area links to. Every href is built by the navigator's one builder, `inAppUrl`:
 * the borrower's session travels (`carried`: `selectCarriedQuery`), the order is named again, and
 * this page's own parameters (amount, payCode, requestType) do not leak into the next.
 */
import { inAppUrl } from '../../../store/navigation';
import type { Channel } from '../../../store/repay';

const PATHS = {
  customerService: '/actLegislation',
  instruction: '/carpmm',
  dragonpayInstruction: '/dragonpayPaymentInstructions',
} as const;

type Carried = Record<string, string>;
interface Order {
  productId: string;
  orderId: string;
}

export const customerServiceHref = (carried: Carried, order: Order) =>
  inAppUrl(PATHS.customerService, carried, { productId: order.productId, orderId: order.orderId });

/** Dragonpay has its own instruction route; every other channel opens the repayment description. */
export function instructionHref(carried: Carried, order: Order, channel: Channel, amount: string | number) {
  const payCode = String(channel.payCode ?? '');
  const path = payCode.toUpperCase() === 'DRAGONPAY' ? PATHS.dragonpayInstruction : PATHS.instruction;
  return inAppUrl(path, carried, {
    productId: order.productId,
    orderId: order.orderId,
    requestType: String(channel.requestType ?? ''),
    amount: String(amount),
    payCode,
  });
}
