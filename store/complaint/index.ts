/** The complaint feature (SPEC §2, §4, §5): what its screens, the replay and other features use. */
import type { Feature } from '../feature';
import { setupComplaintListeners } from './listeners';

export { getFile, registerFile } from '../api/fileRegistry';
export type { TitleValue } from '../api/types';
export { COLLECTION_TYPE, MAX_TEXT_CHARS, charCount, hasOrders } from './rules';
export {
  homeOpened,
  orderPickerOpened,
  orderPickerClosed,
  orderChosen,
  typeChosen,
  subTypeChosen,
  formOpened,
  textChanged,
  imagePicked,
  imageRemoved,
  submitPressed,
  detailOpened,
  detailClosed,
  scoreChanged,
  scoreSent,
  scoreDismissed,
} from './slice';
export {
  selectCanAddImage,
  selectCanSubmit,
  selectChosenOrder,
  selectDraftImages,
  selectDraftText,
  selectIsSubmitting,
  selectIsWriting,
  selectListUrl,
  selectOrderPickerOpen,
  selectProblemTitle,
  selectRevealedType,
  selectScore,
  selectSuccessOverlay,
  selectTextError,
  selectUploadingFile,
  selectUploadLost,
} from './selectors';

export const complaintFeature: Feature = {
  prefixes: ['complaint', 'coalitionApi'],
  setupListeners: setupComplaintListeners,
};
