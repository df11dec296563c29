/**
 * SPEC §9 constants that the loan texts quote: the agreement's rates and the longest deferral. Written
 * once for everything that names them (the loan, products and agreement packs, the extension screen).
 */

/** The agreements' rates, as both markets' texts quote them. */
export const CONTRACT_TERMS = {
  annualRatePct: '18%',
  dailyInterestPct: '0.0065%',
  vatPct: '16%',
  overduePenaltyPct: '3%',
} as const;

/** SPEC §9: a deferred repayment moves the due date by up to this many days. */
export const DEFER_DAYS = 7;
