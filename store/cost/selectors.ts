/**
 * The cost disclosure of the quote a screen shows: read from the confirm query's cache entry with the
 * session's market. "Today" (the loan date a quote without `loanDate` stands for) is the local date the
 * answer arrived, which entered the store with the answer: no clock is read here.
 */
import { createSelector } from '@reduxjs/toolkit';
import { withLoanApi } from '../api/loan';
import { quoteApi, type QuoteArg } from '../quote';
import { selectMarket } from '../session';
import { localDateOf } from './dates';
import { costDisclosure } from './disclosure';

/** The root state with the loan API's branch in (what `withLoanApi.selector` hands its selector). */
type WithLoanApiState = Parameters<Parameters<typeof withLoanApi.selector>[0]>[0];

// `select(arg)` builds a new selector (and a new entry object) each call: only its stable parts go on.
const selectQuote = (state: WithLoanApiState, arg: QuoteArg) => quoteApi.endpoints.loanConfirm.select(arg)(state).data;
const selectArrivedAt = (state: WithLoanApiState, arg: QuoteArg) =>
  quoteApi.endpoints.loanConfirm.select(arg)(state).fulfilledTimeStamp;

/** The disclosure of the quote for `arg`, or null while it is not in. */
export const selectCostDisclosure = withLoanApi.selector(
  createSelector([selectQuote, selectArrivedAt, selectMarket], (quote, arrivedAt, market) =>
    quote ? costDisclosure(quote, market, arrivedAt ? localDateOf(arrivedAt) : '') : null,
  ),
);
