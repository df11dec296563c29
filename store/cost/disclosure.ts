/**
 * The cost figure a quote discloses, pure: the market's kind (APR in India, CAT in Mexico), the figure
 * to show (the lender's own when the quote carries one: it is the legal figure; else the computed one;
 * else the reason there is none), and the amounts and cash flows the cost sheet lays out. Absent
 * `receivedAmount` means `amount`; absent `loanDate` means `today`, which the caller passes in.
 */
import type { LoanConfirm } from '../quote';
import { apr, roundApr, type AprResult } from './apr';
import { cat, roundCat, type CatResult } from './cat';
import type { CostDisclosureConfig } from './config';
import type { CashFlows, CostProblem } from './flows';
import { readDate } from './dates';

/** `en`: India (APR); `es`: Mexico (CAT). The session's market keys. */
export type CostMarket = 'en' | 'es';
export type CostKind = 'apr' | 'cat';

const costKindOf = (market: CostMarket): CostKind => (market === 'en' ? 'apr' : 'cat');

type ShownFigure =
  /** The lender's figure, as the quote wrote it. */
  | { source: 'server'; text: string }
  /** Computed here, rounded as the regulator shows it. */
  | { source: 'computed'; percent: number }
  | { source: 'none'; problem: CostProblem };

interface CostAmounts {
  amount: number;
  received: number;
  /** Taken before disbursal: fees and their taxes (amount − received). */
  upfront: number;
  totalRepay: number;
  /** Everything paid beyond what was received. */
  costOfCredit: number;
}

export interface CostDisclosure {
  kind: CostKind;
  shown: ShownFigure;
  /** Always computed, also when the lender's figure is shown (tests compare the two). */
  computed: AprResult | CatResult;
  flows: CashFlows;
  loanDateAssumed: boolean;
  receivedAssumed: boolean;
  amounts: CostAmounts;
  /** Days from the loan date to the last payment, when the dates are readable. */
  tenorDays: number | null;
}

type Quote = Pick<LoanConfirm, 'amount' | 'receivedAmount' | 'loanDate' | 'repay_plans' | 'apr' | 'cat'>;

/** A percent the lender sent: a finite, non-negative number or plain decimal text; anything else is ignored. */
function lenderFigure(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? String(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return /^\d{1,7}(?:\.\d{1,4})?$/.test(trimmed) ? trimmed : null;
}

const given = (value: unknown) => value !== '' && value !== null && value !== undefined;

export function costDisclosure(quote: Quote, market: CostMarket, today: string): CostDisclosure {
  const kind = costKindOf(market);
  const amount = Number(quote.amount);
  const receivedAssumed = !given(quote.receivedAmount);
  const received = receivedAssumed ? amount : Number(quote.receivedAmount);
  const loanDateAssumed = !given(quote.loanDate);
  const loanDate = loanDateAssumed ? today : String(quote.loanDate);
  const flows: CashFlows = {
    received,
    loanDate,
    payments: quote.repay_plans.map((p) => ({ amount: Number(p.amount), date: String(p.pay_time) })),
  };
  const computed = kind === 'apr' ? apr(flows) : cat(flows);
  const lender = lenderFigure(kind === 'apr' ? quote.apr : quote.cat);
  let shown: ShownFigure;
  if (lender !== null) shown = { source: 'server', text: lender };
  else if (computed.ok)
    shown = { source: 'computed', percent: kind === 'apr' ? roundApr(computed.percent) : roundCat(computed.percent) };
  else shown = { source: 'none', problem: computed.problem };
  const totalRepay = flows.payments.reduce((sum, p) => sum + p.amount, 0);
  const start = readDate(loanDate);
  const dates = flows.payments.map((p) => readDate(p.date));
  const known = dates.filter((d) => d !== null);
  const tenorDays =
    start && known.length > 0 && known.length === dates.length
      ? Math.max(...known.map((d) => d.day - start.day))
      : null;
  return {
    kind,
    shown,
    computed,
    flows,
    loanDateAssumed,
    receivedAssumed,
    amounts: { amount, received, upfront: amount - received, totalRepay, costOfCredit: totalRepay - received },
    tenorDays,
  };
}

export type CoolingOff = { days: number; business: boolean };

/**
 * The cooling-off period the sheet states: India by the loan's tenor (under 7 days, or 7 and more);
 * Mexico in business days. An unknown tenor takes the longer Indian period (the borrower's side).
 */
export function coolingOffFor(kind: CostKind, tenorDays: number | null, config: CostDisclosureConfig): CoolingOff {
  const c = config.coolingOff;
  if (kind === 'cat') return { days: c.mexicoBusinessDays, business: true };
  return { days: tenorDays !== null && tenorDays < 7 ? c.underSevenDays : c.sevenDaysOrMore, business: false };
}
