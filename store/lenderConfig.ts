/**
 * The lender's side of the runtime configuration (config.js), apart from store/config.ts so that only
 * the screens that name the lender or the cost sheet's contacts download their defaults: each market's
 * company, and the cost sheet's grievance officer and cooling-off periods.
 */
import { costDisclosureConfigOf, type CostDisclosureConfig } from './cost/config';
import { companyOf, type CompanyIdentity, type IdentityMarket } from './identity';
import { runtimeConfig } from './runtimeConfig';

/** The company the page names in a market: the default, then config.js's `companies[market]`, then its `company`. */
export const companyFor = (market: IdentityMarket): CompanyIdentity => companyOf(runtimeConfig(), market);

/** The cost sheet's grievance officer and cooling-off periods: config.js's `costDisclosure` over the defaults, field by field. */
export const costDisclosureConfig = (): CostDisclosureConfig => costDisclosureConfigOf(runtimeConfig().costDisclosure);
