/** The navigator feature: what other features and screens use to change page. */
import type { Feature } from '../feature';
import { setupNavigationListeners } from './listeners';

export { firstVisitStarted, navigationRefused, navigationRequested } from './slice';
export { inAppUrl, selectCarriedQuery, withCarried, withParam } from './urls';
export { gateUrl } from './urlGate';

export const navigationFeature: Feature = { prefixes: ['navigation'], setupListeners: setupNavigationListeners };
