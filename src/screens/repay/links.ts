/**
 * Where the repayment screens lead, each with the page's session query. The route table owns the
 * paths; these mirror its entries for the screens this area links to.
 */
import type { Channel } from '../../../store/api/types';

const PATHS = {
  borrowDetail: '/abcIs',
  customerService: '/actLegislation',
  instruction: '/carpmm',
  dragonpayInstruction: '/dragonpayPaymentInstructions',
} as const;

/** Query parameters that belong to one screen and must not leak into the next. */
const SCREEN_PARAMS = ['amount', 'payCode', 'requestType'];

const withQuery = (path: string, query: Record<string, string>, extra: Record<string, string> = {}) => {
  const q = new URLSearchParams(query);
  for (const key of SCREEN_PARAMS) q.delete(key);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
};

export const borrowDetailHref = (query: Record<string, string>) => withQuery(PATHS.borrowDetail, query);
export const customerServiceHref = (query: Record<string, string>) => withQuery(PATHS.customerService, query);

/** Dragonpay has its own instruction route; every other channel opens the repayment description. */
export function instructionHref(query: Record<string, string>, channel: Channel, amount: string | number) {
  const payCode = String(channel.payCode ?? '');
  const path = payCode.toUpperCase() === 'DRAGONPAY' ? PATHS.dragonpayInstruction : PATHS.instruction;
  return withQuery(path, query, {
    requestType: String(channel.requestType ?? ''),
    amount: String(amount),
    payCode,
  });
}
