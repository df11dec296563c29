/** Complaint selectors: what each screen of the complaint machine shows, and where it goes next. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../index';
import { MAX_IMAGES, type Destination } from './slice';
import { formUrl, homeUrl, listUrl, selectSessionSearch } from './urls';

export const selectComplaint = (state: RootState) => state.complaint;
export const selectFlow = (state: RootState) => state.complaint.flow;
export const selectScore = (state: RootState) => state.complaint.score;
export const selectNotice = (state: RootState) => state.complaint.notice;

/** The order the type choice applies to, or null while there is none (sections hidden). */
export const selectChosenOrder = (state: RootState) => {
  const f = state.complaint.flow;
  return f.status === 'choosingType' || f.status === 'choosingSubType' ? f.order : null;
};
export const selectShowsOrderSections = (state: RootState) => selectChosenOrder(state) !== null;
export const selectOrderPickerOpen = (state: RootState) => {
  const f = state.complaint.flow;
  return (f.status === 'choosingType' || f.status === 'choosingSubType') && f.pickerOpen;
};
/** The type whose sub-types are revealed (only ever type 1). */
export const selectRevealedType = (state: RootState) => {
  const f = state.complaint.flow;
  return f.status === 'choosingSubType' ? f.type : null;
};

const EMPTY: string[] = [];
export const selectDraftText = (state: RootState) => {
  const f = state.complaint.flow;
  return f.status === 'writing' || f.status === 'submitting' || f.status === 'submitted' ? f.text : '';
};
export const selectDraftImages = (state: RootState) => {
  const f = state.complaint.flow;
  return f.status === 'writing' || f.status === 'submitting' || f.status === 'submitted' ? f.images : EMPTY;
};
export const selectUploading = (state: RootState) => {
  const f = state.complaint.flow;
  return f.status === 'writing' && f.uploading !== null;
};
/** SPEC §5: the picker hides at 9 (counting the one uploading). */
export const selectCanAddImage = (state: RootState) => {
  const f = state.complaint.flow;
  return f.status === 'writing' && f.uploading === null && f.images.length < MAX_IMAGES;
};
export const selectCanSubmit = (state: RootState) => {
  const f = state.complaint.flow;
  return f.status === 'writing' && f.uploading === null;
};
/** Text and images can change only while writing (not in flight, not after success). */
export const selectIsWriting = (state: RootState) => state.complaint.flow.status === 'writing';
export const selectIsSubmitting = (state: RootState) => state.complaint.flow.status === 'submitting';
export const selectSuccessOverlay = (state: RootState) => state.complaint.flow.status === 'submitted';

/** Where to go: the form is pushed (back returns home); home after a submit replaces the form. */
export const selectComplaintNavigation = createSelector(
  [(state: RootState) => state.complaint.goTo, selectSessionSearch],
  (goTo: Destination | null, search) => {
    if (!goTo) return null;
    return goTo.screen === 'form'
      ? { to: formUrl(search, goTo.target), replace: false }
      : { to: homeUrl(search, goTo.orderId), replace: true };
  },
);
