/**
 * Confirm answers fed with published cash flows (amounts in cents, as servers send them): the RBI KFS
 * circular's Annex B loan and Banco de México's CAT example (sources in apr.test.ts and cat.test.ts),
 * laid over a plain quote of the contract's shape (its own, so the server's scenarios can change freely).
 */
import { http } from 'msw';
import { v3 } from '../../../server/http';
import { addMonths } from './schedule';

const monthlyPlans = (amount: number, count: number, loanDate: string) =>
  Array.from({ length: count }, (_, i) => ({
    title: `EMI ${i + 1}`,
    description: '',
    amount,
    pay_time: addMonths(loanDate, i + 1),
  }));

/** RBI Annex B: ₹20,000 sanctioned, ₹19,600 net disbursed, 24 EMIs of ₹969.73 → APR 17.07%. */
export const RBI_ANNEX_B = {
  amount: 2_000_000,
  receivedAmount: 1_960_000,
  loanDate: '2024-04-15',
  repay_plans: monthlyPlans(96_973, 24, '2024-04-15'),
};

/** Banxico's CAT example: $15,000, $100 commission at signing, 24 × $962.33 → CAT 57.4%. */
export const BANXICO_EXAMPLE = {
  amount: 1_500_000,
  receivedAmount: 1_490_000,
  loanDate: '2024-01-15',
  repay_plans: monthlyPlans(96_233, 24, '2024-01-15'),
};

/** A quote with every field of loan-detail-confirm (SPEC §3), before the cash flows are laid over it. */
const BASE_QUOTE = {
  firstPayTime: '',
  amount: 300_000,
  periods: 30,
  termUnit: 1,
  isNeedPop: 0,
  sendSms: 0,
  details: [
    { text: 'Comisión por apertura', value: '0.00' },
    { text: 'IVA (16%)', value: '0.00' },
  ],
  repay_plans: [],
  loanRate: '0.0065%',
  ratemsg: '',
  amountDec: '',
  isNewContract: '/directorsIn?orderNo=174',
  messageType: 1,
  comProductLogo: '',
  comProductName: 'Préstamo Ejemplo',
};

/** Every loan-detail-confirm answers the quote with `fields` laid over it. */
export const confirmAnswer = (fields: Record<string, unknown>) =>
  http.post('*/v3/loan-confirm/loan-detail-confirm', () => v3(true, 'ok', { ...BASE_QUOTE, ...fields }));
