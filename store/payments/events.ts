/**
 * Payment actions that leave the page or make a file: the borrower asked to pay with UPI (the intent
 * link opens their UPI app) or to save / share a cash voucher. No state: the effects are the listener's.
 */
import { createAction } from '@reduxjs/toolkit';
import type { VoucherInput } from './voucher';

export const upiPayRequested = createAction<{ link: string }>('payments/upiPayRequested');

export const voucherRequested = createAction<{
  /** Market words and formatted values of the voucher (the store holds no text of its own). */
  voucher: VoucherInput;
  /** The channel's barcode image as the server sent it; gated by the listener before drawing. */
  barcodeImage: string;
  fileName: string;
}>('payments/voucherRequested');
