/**
 * Payments that act (beyond the spec, CONTRACT "Additions"): the UPI intent link and its QR code
 * (India), the cash voucher image (Mexico). SPEI's copyable details use the repay feature's copy event.
 */
import type { Feature } from '../feature';
import { setupPaymentListeners } from './listeners';

export { channelKind, isClabe } from './channelKind';
export { upiPayRequested, voucherRequested } from './events';
export { isVpa, upiAmount, upiLink } from './upi';
export { voucherFileName } from './voucherName';
export type { VoucherInput, VoucherLayout } from './voucher';

export const paymentsFeature: Feature = { prefixes: ['payments'], setupListeners: setupPaymentListeners };
