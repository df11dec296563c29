/** The cost sheet as a file (issue 20): the statement the page shows, downloaded as self-contained HTML. */
import type { Feature } from '../feature';
import { setupCostSheetListeners } from './listeners';

export { sheetDownloadRequested } from './events';

export const costSheetFeature: Feature = { prefixes: ['costSheet'], setupListeners: setupCostSheetListeners };
