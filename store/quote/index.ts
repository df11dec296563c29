/**
 * The loan quote (SPEC §4): its call, its answer and which one a page shows. Its own folder so that a
 * page that only reads a quote (the cost sheet) loads none of the confirm's state machine.
 */
export { quoteApi } from './api';
export { quoteArg, type QuoteArg } from './arg';
export type { LoanConfirm } from './schemas';
