/** Reporting as a feature: API failures handed to `extra.report` (always started, like navigation). */
import type { Feature } from '../feature';
import { setupReportingListeners } from './listeners';

export const reportingFeature: Feature = { prefixes: [], setupListeners: setupReportingListeners };
