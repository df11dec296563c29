/**
 * The true cost of a loan before signing (issue 20; CONTRACT.md "Cost disclosure"): the APR of the
 * RBI's Key Facts Statement (India) and Banco de México's CAT (Mexico), computed from the quote's cash
 * flows, or the lender's own figure when the quote carries one. Pure: no React, no DOM, no clock.
 */
export { apr, roundApr } from './apr';
export { cat, roundCat } from './cat';
export { costDisclosure, coolingOffFor, type CostDisclosure } from './disclosure';
export type { CashFlows, CostProblem } from './flows';
export { selectCostDisclosure } from './selectors';
