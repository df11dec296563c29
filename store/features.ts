/**
 * The one list of the store's features. Replay imports it so that every slice and API is injected (its
 * reducer is then the full tree), and reads from it which action types a recording may hold.
 * A route loads only the features its screen names (src/routes.tsx); nothing on a page's first load
 * imports this file.
 */
import { coalitionApi } from './api/coalition';
import { legacyApi } from './api/legacy';
import { loanApi } from './api/loan';
import { promotionApi } from './api/promotion';
import { complaintFeature } from './complaint';
import { confirmReloadFeature } from './confirmReload';
import { costSheetFeature } from './costSheet';
import type { Feature } from './feature';
import { legacyRepayFeature } from './legacyRepay';
import { loanDetailFeature } from './loanDetail';
import { nativeFeature } from './native';
import { navigationFeature } from './navigation';
import { offlineFeature } from './offline';
import { officialFormFeature } from './officialForm';
import { paymentsFeature } from './payments';
import { ratingFeature } from './rating';
import { registrationFeature } from './registration';
import { remindersFeature } from './reminders';
import { repayFeature } from './repay';

const FEATURES: readonly Feature[] = [
  navigationFeature,
  nativeFeature,
  officialFormFeature,
  complaintFeature,
  registrationFeature,
  confirmReloadFeature,
  costSheetFeature,
  loanDetailFeature,
  ratingFeature,
  legacyRepayFeature,
  repayFeature,
  paymentsFeature,
  remindersFeature,
  offlineFeature,
];

/** Action-type prefixes a recording may hold: the session's, the base APIs', and every feature's. */
export const KNOWN_PREFIXES: ReadonlySet<string> = new Set([
  'session',
  ...[coalitionApi, loanApi, legacyApi, promotionApi].map((api) => api.reducerPath),
  ...FEATURES.flatMap((feature) => feature.prefixes),
]);
