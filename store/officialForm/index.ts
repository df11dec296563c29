/** The public site's forms (SPEC §5): what its screens and the replay use. */
import type { Feature } from '../feature';
import { setupOfficialFormListeners } from './listeners';

export { fieldChanged, submitted, FORM_FIELDS, type FormField, type FormId } from './slice';
export { selectFieldErrors, selectFormValues, selectSiteMarket } from './selectors';
export { INCOMPLETE_TOAST_MS } from './listeners';

export const officialFormFeature: Feature = { prefixes: ['officialForm'], setupListeners: setupOfficialFormListeners };
