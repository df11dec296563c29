/** Complaint selectors: what each screen of the complaint machine shows, read through the injected slice. */
import { createSelector, type WithSlice } from '@reduxjs/toolkit';
import { selectCarriedQuery } from '../navigation';
import type { RootState } from '../reducer';
import { complaintApi, listUrl } from '../complaintRecords';
import { MAX_IMAGES } from './rules';
import { complaint } from './slice';

export const { selectFlow, selectSaving, selectAttempt, selectScore, selectScored, selectNotice } = complaint.selectors;

/** The order the type choice applies to, or null while there is none (sections hidden). */
export const selectChosenOrder = (state: RootState) => {
  const f = selectFlow(state);
  return f.status === 'choosingType' || f.status === 'choosingSubType' ? f.order : null;
};
export const selectShowsOrderSections = (state: RootState) => selectChosenOrder(state) !== null;
export const selectOrderPickerOpen = (state: RootState) => {
  const f = selectFlow(state);
  return (f.status === 'choosingType' || f.status === 'choosingSubType') && f.pickerOpen;
};
/** The type whose sub-types are revealed (only ever type 1). */
export const selectRevealedType = (state: RootState) => {
  const f = selectFlow(state);
  return f.status === 'choosingSubType' ? f.type : null;
};

const EMPTY: string[] = [];
export const selectDraftText = (state: RootState) => {
  const f = selectFlow(state);
  return f.status === 'writing' || f.status === 'submitting' || f.status === 'submitted' ? f.text : '';
};
export const selectDraftImages = (state: RootState) => {
  const f = selectFlow(state);
  return f.status === 'writing' || f.status === 'submitting' || f.status === 'submitted' ? f.images : EMPTY;
};
/** The file id of the image in flight (its bytes in the file registry, for a preview), or null. */
export const selectUploadingFile = (state: RootState) => {
  const f = selectFlow(state);
  return f.status === 'writing' ? f.uploading : null;
};
/** The stored draft says an image was in flight when the page died: it never arrived. */
export const selectUploadLost = (state: RootState) => {
  const f = selectFlow(state);
  return f.status === 'writing' && f.lostUpload;
};
/** SPEC §5: the picker hides at 9 (counting the one uploading). */
export const selectCanAddImage = (state: RootState) => {
  const f = selectFlow(state);
  return f.status === 'writing' && f.uploading === null && f.images.length < MAX_IMAGES;
};
/** Not while a save is out, even one the borrower left on another form (one request at a time). */
export const selectCanSubmit = (state: RootState) => {
  const f = selectFlow(state);
  return f.status === 'writing' && f.uploading === null && selectSaving(state) === null;
};
/** Text and images can change only while writing (not in flight, not after success). */
export const selectIsWriting = (state: RootState) => selectFlow(state).status === 'writing';
/** A save is out: this form's, or one left on another form (Submit then waits for its answer). */
export const selectIsSubmitting = (state: RootState) =>
  selectFlow(state).status === 'submitting' || (selectFlow(state).status === 'writing' && selectSaving(state) !== null);
export const selectSuccessOverlay = (state: RootState) => selectFlow(state).status === 'submitted';
/** The description's error, as the notice code its toast showed (null while none). */
export const selectTextError = (state: RootState) => complaint.selectSlice(state).fieldError?.code ?? null;

/** 'My complaints': the list, with the borrower's session. */
export const selectListUrl = createSelector([selectCarriedQuery], listUrl);

/**
 * The title of a problem type or sub-type (`list`, by its value): from the form's own problem-init
 * answer, else from any other still cached (the home's, where it was chosen), so the form names the
 * choice at once instead of a bare number while its own answer is out or when it has failed. Null
 * while no answer names it.
 */
export const selectProblemTitle = (
  state: RootState,
  list: 'problemType' | 'problemSonType',
  value: string,
): string | null => {
  // The branch is in (the coalition API injects it when loaded); the root state types it with the base
  // API's tags, which the complaint endpoints extend, hence the cast through unknown.
  const withApi = state as unknown as WithSlice<typeof complaintApi>;
  const { select } = complaintApi.endpoints.problemInit;
  const args = complaintApi.util.selectCachedArgsForQuery(withApi, 'problemInit');
  // The form's own answer ({}) first: it is the one the specification names for the form.
  const ordered = [...args].sort((a, b) => Number(!!a.orderId) - Number(!!b.orderId));
  for (const arg of ordered) {
    const hit = select(arg)(withApi).data?.[list]?.find((item) => String(item.value) === value);
    if (hit) return hit.title;
  }
  return null;
};
