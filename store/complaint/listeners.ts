/**
 * Effects of the complaint machine: toasts for its notices, the draft in local storage, the one
 * upload in flight, the one submit, and the two timers (1500 ms success overlay, 3000 ms score
 * modal). Timers run here through `delay`/`condition` and end as actions, never in components.
 */
import { coalitionApi } from '../api/coalition';
import { releaseFile } from '../api/fileRegistry';
import { addListeners, type AppStartListening } from '../listeners';
import { selectMarket } from '../session/selectors';
import { feedback } from '../../src/ui/feedback';
import { clearDraft, draftKey, readDraft, writeDraft } from './draftStorage';
import {
  SCORE_MODAL_DELAY_MS,
  SUCCESS_OVERLAY_MS,
  draftRestored,
  formOpened,
  imagePicked,
  scoreModalDue,
  scoreSent,
  submitPressed,
  successOverlayElapsed,
  type Flow,
} from './slice';

const sameTarget = (a: Flow, b: Flow) =>
  a.status === 'writing' && b.status === 'writing' && draftKey(a.target) === draftKey(b.target);

export function registerComplaintListeners(startListening: AppStartListening): void {
  // Every refusal and upload result is a notice; each new one shows once.
  startListening({
    predicate: (_action, cur, prev) => cur.complaint.notice !== null && cur.complaint.notice !== prev.complaint.notice,
    effect: (_action, api) => {
      const notice = api.getState().complaint.notice;
      if (!notice) return;
      void (notice.tone === 'success' ? feedback.success(notice.text) : feedback.toast(notice.text));
    },
  });

  // Restore the draft of the form just opened; the read enters the store as data.
  startListening({
    actionCreator: formOpened,
    effect: (action, api) => {
      const draft = readDraft(draftKey(action.payload));
      if (draft && api.getState().complaint.flow.status === 'writing') api.dispatch(draftRestored(draft));
    },
  });

  // Keep the draft on every change of text or images (a write is tiny; no debounce, so nothing is lost).
  startListening({
    predicate: (_action, cur, prev) => {
      const a = cur.complaint.flow;
      const b = prev.complaint.flow;
      return (
        sameTarget(a, b) &&
        a.status === 'writing' &&
        b.status === 'writing' &&
        (a.text !== b.text || a.images !== b.images)
      );
    },
    effect: (_action, api) => {
      const f = api.getState().complaint.flow;
      if (f.status === 'writing') writeDraft(draftKey(f.target), { text: f.text, images: f.images });
    },
  });

  // The accepted pick is uploaded; a refused one (at 9, or while another uploads) is dropped.
  startListening({
    actionCreator: imagePicked,
    effect: async (action, api) => {
      const { fileId } = action.payload;
      const f = api.getState().complaint.flow;
      if (f.status !== 'writing' || f.uploading !== fileId) {
        releaseFile(fileId);
        return;
      }
      const request = api.dispatch(coalitionApi.endpoints.uploadProblemImg.initiate({ fileId }));
      await request;
      request.reset();
      releaseFile(fileId);
    },
  });

  // Exactly one problem-save per accepted submit: the reducer refuses a second while submitting.
  startListening({
    predicate: (action, cur, prev) =>
      submitPressed.match(action) &&
      prev.complaint.flow.status === 'writing' &&
      cur.complaint.flow.status === 'submitting',
    effect: async (_action, api) => {
      const f = api.getState().complaint.flow;
      if (f.status !== 'submitting') return;
      const request = api.dispatch(
        coalitionApi.endpoints.problemSave.initiate({
          problemType: f.target.type,
          problemSonType: f.target.sonType,
          problemDetail: f.text,
          problemImage: f.images.join(','),
          orderNo: f.target.orderNo,
        }),
      );
      await request;
      request.reset();
    },
  });

  // Saved: the draft goes at once, the success overlay stays 1500 ms, then home.
  startListening({
    predicate: (_action, cur, prev) =>
      prev.complaint.flow.status === 'submitting' && cur.complaint.flow.status === 'submitted',
    effect: async (_action, api) => {
      const f = api.getState().complaint.flow;
      if (f.status !== 'submitted') return;
      clearDraft(draftKey(f.target));
      // An upload toast still showing would sit on top of the success overlay.
      void feedback.clear();
      await api.delay(SUCCESS_OVERLAY_MS);
      api.dispatch(successOverlayElapsed());
    },
  });

  // A reply that asks for a score opens the modal 3000 ms after it loaded, unless the borrower left.
  startListening({
    predicate: (_action, cur, prev) =>
      prev.complaint.score.status === 'loading' && cur.complaint.score.status === 'waiting',
    effect: async (_action, api) => {
      const score = api.getState().complaint.score;
      if (score.status !== 'waiting') return;
      const { problemId } = score;
      const left = await api.condition((_a, s) => {
        const now = s.complaint.score;
        return !(now.status === 'waiting' && now.problemId === problemId);
      }, SCORE_MODAL_DELAY_MS);
      if (!left) api.dispatch(scoreModalDue({ problemId }));
    },
  });

  // No complaint-score endpoint exists in the contract: the score stays in the machine; say thanks.
  startListening({
    predicate: (action, cur, prev) =>
      scoreSent.match(action) && prev.complaint.score.status === 'open' && cur.complaint.score.status === 'done',
    effect: async (_action, api) => {
      // Loaded with the detail screen already; importing it here keeps it out of every first load.
      const pack = (await import('../../src/i18n/complaint'))[selectMarket(api.getState())];
      void feedback.success(pack.scoreThanks);
    },
  });
}

addListeners(registerComplaintListeners);
