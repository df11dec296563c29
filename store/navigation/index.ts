/** The navigator feature: what other features and screens use to change page. */
import type { Feature } from '../feature';
import { setupNavigationListeners } from './listeners';

export { navigationRefused, navigationRequested, type NavigationRequest } from './slice';
export { inAppUrl, selectCarriedQuery, withCarried, withParam, type QueryParams } from './urls';
export { gateUrl, type GateContext } from './urlGate';

export const navigationFeature: Feature = { prefixes: ['navigation'], setupListeners: setupNavigationListeners };
