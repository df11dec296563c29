/**
 * The lender the contract server names (contract, payment instructions, customer service, pay
 * links): the page's own defaults (store/identity.ts) with the runtime config's overrides, read from
 * the same config.js the page loads when the server serves a build, so both always agree.
 */
import { companyOf, type CompanyIdentity } from '../store/identity';
import { identityMarket, type Market } from './market';
import type { RuntimeConfig } from './runtimeConfig';

let readConfig: () => RuntimeConfig = () => ({});

/** The production server hands its config.js reader over; jest keeps the defaults. */
export function readIdentityFrom(read: () => RuntimeConfig): void {
  readConfig = read;
}

export const lenderOf = (market: Market): CompanyIdentity =>
  companyOf(readConfig() as { company?: unknown; companies?: unknown }, identityMarket(market));
