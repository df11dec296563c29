/**
 * Effects of the complaint machine: its notices, the page changes it asks for (the form after a type
 * choice, home after the success overlay), the draft in storage (cleared by a save that succeeded,
 * even after the borrower left the form), the one upload in flight (shrunk on the phone first, its
 * answer URL gated), the one submit (every try of one complaint with the same Idempotency-Key, kept
 * with the draft until the server answers), the one score post, and the two timers
 * (1500 ms success overlay, 3000 ms score modal). Timers run here through `delay`/`condition` and end as actions,
 * never in components; the shrink result and the gated upload answer enter the store as events.
 */
import { getFile, releaseFile } from '../api/fileRegistry';
import { settle, type ApiError } from '../api/request';
import type { Effects, ShrinkOutcome } from '../effects';
import type { AppStartListening } from '../listenerMiddleware';
import { gateUrl, navigationRequested, selectCarriedQuery } from '../navigation';
import { say } from '../notice';
import { newRandomId } from '../randomId';
import type { RootState } from '../reducer';
import { complaintApi, formUrl, homeUrl, type FormTarget } from '../complaintRecords';
import { draftKey, readDraft, writeDraft } from './draftStorage';
import {
  IMAGE_LIMITS,
  SCORE_MODAL_DELAY_MS,
  SUCCESS_OVERLAY_MS,
  chooseType,
  formTarget,
  sameComplaint,
  sameForm,
  savePayload,
  shrinkVerdict,
  targetOf,
} from './rules';
import {
  selectAttempt,
  selectChosenOrder,
  selectFlow,
  selectNotice,
  selectRevealedType,
  selectSaving,
  selectScore,
} from './selectors';
import {
  draftRestored,
  formOpened,
  imageLinkRefused,
  imagePicked,
  imageRefused,
  imageShrunk,
  imageUploaded,
  saveAttempted,
  scoreModalDue,
  scoreSent,
  submitPressed,
  subTypeChosen,
  successOverlayElapsed,
  typeChosen,
  type Flow,
} from './slice';

const isSending = (state: RootState) => {
  const s = selectScore(state);
  return s.status === 'open' && s.sending;
};

const sameTarget = (a: Flow, b: Flow) =>
  a.status === 'writing' && b.status === 'writing' && draftKey(a.target) === draftKey(b.target);

/** The URL gate with this page and config: a server URL it refuses is never stored nor sent. */
const passesGate = (extra: Effects) => {
  const context = { pageUrl: extra.pageUrl(), config: extra.config() };
  return (url: string) => gateUrl(url, context) !== null;
};

/** A shrink that failed outright (its code did not load) sends the picked file; the server judges it. */
async function shrink(extra: Effects, fileId: string): Promise<ShrinkOutcome> {
  try {
    return await extra.shrinkImage(fileId, IMAGE_LIMITS);
  } catch {
    return { fileId, bytes: getFile(fileId)?.size ?? 0, kept: true };
  }
}

/** The unfinished submission of this form, kept with its draft (so a reload repeats its key). */
const pendingOf = (state: RootState, target: FormTarget) => {
  const attempt = selectAttempt(state);
  return attempt && sameForm(targetOf(attempt.payload), target) ? attempt : undefined;
};

/** The form is pushed, so back returns to the complaint home. */
const openForm = (state: RootState, target: FormTarget) =>
  navigationRequested({ url: formUrl(selectCarriedQuery(state), target) });

export function setupComplaintListeners(startListening: AppStartListening): void {
  // Every refusal and upload result is a notice; each new one shows once.
  startListening({
    predicate: (_action, cur, prev) => selectNotice(cur) !== null && selectNotice(cur) !== selectNotice(prev),
    effect: (_action, api) => {
      const notice = selectNotice(api.getState());
      if (notice) api.extra.notify(say(notice.code, notice.tone));
    },
  });

  // A type other than 1 opens its form for the order chosen when it was tapped.
  startListening({
    actionCreator: typeChosen,
    effect: ({ payload }, api) => {
      const order = selectChosenOrder(api.getOriginalState());
      if (!order) return;
      const choice = chooseType(order, String(payload.value));
      if (choice.kind === 'form') api.dispatch(openForm(api.getState(), choice.target));
    },
  });

  // A sub-type opens the form of type 1, once the sub-types are revealed.
  startListening({
    actionCreator: subTypeChosen,
    effect: ({ payload }, api) => {
      const before = api.getOriginalState();
      const order = selectChosenOrder(before);
      const type = selectRevealedType(before);
      if (!order || type === null) return;
      api.dispatch(openForm(api.getState(), formTarget(order, type, String(payload.value))));
    },
  });

  // Restore the draft of the form just opened; the read enters the store as data. Its image URLs go
  // through the gate again (a draft written before the gate, or under another config, may hold junk).
  startListening({
    actionCreator: formOpened,
    effect: (action, api) => {
      const draft = readDraft(api.extra.storage, draftKey(action.payload));
      if (!draft || selectFlow(api.getState()).status !== 'writing') return;
      api.dispatch(draftRestored({ ...draft, images: draft.images.filter(passesGate(api.extra)) }));
    },
  });

  // Keep the draft on every change of text or images, and while an image is in flight (so a page
  // killed meanwhile can say so when it opens again). A write is tiny; no debounce, nothing is lost.
  startListening({
    predicate: (_action, cur, prev) => {
      const a = selectFlow(cur);
      const b = selectFlow(prev);
      return (
        sameTarget(a, b) &&
        a.status === 'writing' &&
        b.status === 'writing' &&
        (a.text !== b.text ||
          a.images !== b.images ||
          (a.uploading === null) !== (b.uploading === null) ||
          a.lostUpload !== b.lostUpload)
      );
    },
    effect: (_action, api) => {
      const f = selectFlow(api.getState());
      if (f.status !== 'writing') return;
      writeDraft(api.extra.storage, draftKey(f.target), {
        text: f.text,
        images: f.images,
        unsent: f.uploading !== null,
        pending: pendingOf(api.getState(), f.target),
      });
    },
  });

  // The accepted pick is shrunk on the phone, then uploaded; a refused pick (at 9, or while another
  // uploads) is dropped. The answer's URL passes the gate or the upload counts as failed.
  startListening({
    actionCreator: imagePicked,
    effect: async (action, api) => {
      const { fileId } = action.payload;
      const inFlight = (id: string) => {
        const f = selectFlow(api.getState());
        return f.status === 'writing' && f.uploading === id;
      };
      if (!inFlight(fileId)) {
        releaseFile(fileId);
        return;
      }
      const verdict = shrinkVerdict(await shrink(api.extra, fileId));
      if ('refused' in verdict) {
        releaseFile(fileId);
        api.dispatch(imageRefused({ fileId, reason: verdict.refused }));
        return;
      }
      const sent = verdict.send;
      api.dispatch(imageShrunk({ fileId, sentFileId: sent, bytes: verdict.bytes, kept: verdict.kept }));
      if (sent !== fileId) releaseFile(fileId);
      if (!inFlight(sent)) {
        releaseFile(sent);
        return;
      }
      const result = await settle(api.dispatch(complaintApi.endpoints.uploadProblemImg.initiate({ fileId: sent })));
      releaseFile(sent);
      if (!('data' in result) || !result.data) return;
      const { url } = result.data;
      api.dispatch(
        passesGate(api.extra)(url) ? imageUploaded({ fileId: sent, url }) : imageLinkRefused({ fileId: sent }),
      );
    },
  });

  // Exactly one problem-save per accepted submit: the reducer refuses a second while submitting.
  startListening({
    predicate: (action, cur, prev) =>
      submitPressed.match(action) && selectFlow(prev).status === 'writing' && selectFlow(cur).status === 'submitting',
    effect: async (_action, api) => {
      const out = selectSaving(api.getState());
      if (!out || out.requestId !== null) return;
      // The state holds only gated URLs; gating again costs nothing and keeps the rule at the door.
      const images = out.images.filter(passesGate(api.extra));
      const payload = savePayload(out.target, out.text, images);
      // A new try of the submission whose answer never came (on this page, or restored with its
      // draft after a reload) repeats its key; anything else changed is a new complaint, a new key.
      const { storage, now, random } = api.extra;
      const earlier = selectAttempt(api.getState());
      const key = earlier && sameComplaint(earlier.payload, payload) ? earlier.key : newRandomId(now(), random);
      const attempt = { payload, key };
      api.dispatch(saveAttempted(attempt));
      // Stored before it goes out: a page killed before the answer still knows the key.
      const stored = draftKey(out.target);
      writeDraft(storage, stored, { text: out.text, images: out.images, pending: attempt });
      const result = await settle(
        api.dispatch(complaintApi.endpoints.problemSave.initiate({ ...payload, idempotencyKey: key })),
      );
      // Refused in words: nothing was saved, so the next Submit is a new submission and the stored
      // key goes. A saved one's draft goes whole (the next listener); a lost answer keeps the key.
      if ((result.error as Partial<ApiError> | undefined)?.kind !== 'failed') return;
      const draft = readDraft(storage, stored);
      if (draft) writeDraft(storage, stored, { text: draft.text, images: draft.images, unsent: draft.unsent });
    },
  });

  // Saved, on the form or after the borrower left it: its draft goes at once (never restored, never
  // sent again). A failed save keeps it.
  startListening({
    predicate: (action, _cur, prev) =>
      complaintApi.endpoints.problemSave.matchFulfilled(action) &&
      selectSaving(prev)?.requestId === action.meta.requestId,
    effect: (_action, api) => {
      const out = selectSaving(api.getOriginalState());
      if (out) api.extra.storage.removeItem(draftKey(out.target));
    },
  });

  // Saved on the form: the success overlay stays 1500 ms.
  startListening({
    predicate: (_action, cur, prev) =>
      selectFlow(prev).status === 'submitting' && selectFlow(cur).status === 'submitted',
    effect: async (_action, api) => {
      const f = selectFlow(api.getState());
      if (f.status !== 'submitted') return;
      // An upload toast still showing would sit on top of the success overlay.
      api.extra.notify({ clear: true });
      await api.delay(SUCCESS_OVERLAY_MS);
      api.dispatch(successOverlayElapsed());
    },
  });

  // The overlay is over: home for the same order, replacing the form (back does not reopen it).
  startListening({
    predicate: (action, _cur, prev) => successOverlayElapsed.match(action) && selectFlow(prev).status === 'submitted',
    effect: (_action, api) => {
      const f = selectFlow(api.getOriginalState());
      if (f.status !== 'submitted') return;
      api.dispatch(
        navigationRequested({ url: homeUrl(selectCarriedQuery(api.getState()), f.target.orderNo), replace: true }),
      );
    },
  });

  // A reply that asks for a score opens the modal 3000 ms after it loaded, unless the borrower left.
  startListening({
    predicate: (_action, cur, prev) => selectScore(prev).status === 'loading' && selectScore(cur).status === 'waiting',
    effect: async (_action, api) => {
      const score = selectScore(api.getState());
      if (score.status !== 'waiting') return;
      const { problemId } = score;
      const left = await api.condition((_a, s) => {
        const now = selectScore(s);
        return !(now.status === 'waiting' && now.problemId === problemId);
      }, SCORE_MODAL_DELAY_MS);
      if (!left) api.dispatch(scoreModalDue({ problemId }));
    },
  });

  // One problem-score per accepted send: the reducer refuses a second while this one is out.
  startListening({
    predicate: (action, cur, prev) => scoreSent.match(action) && isSending(cur) && !isSending(prev),
    effect: async (_action, api) => {
      const s = selectScore(api.getState());
      if (s.status !== 'open') return;
      await settle(
        api.dispatch(complaintApi.endpoints.problemScore.initiate({ problemId: s.problemId, score: s.stars })),
      );
    },
  });

  // The server kept the score and the dialog, which waited for it, closed: say thanks (not when the
  // borrower had closed it before the answer).
  startListening({
    predicate: (action, cur, prev) =>
      complaintApi.endpoints.problemScore.matchFulfilled(action) &&
      isSending(prev) &&
      selectScore(cur).status === 'done',
    effect: (_action, api) => {
      api.extra.notify(say('scoreThanks', 'success'));
    },
  });
}
