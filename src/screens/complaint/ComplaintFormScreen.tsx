/**
 * Complaint form (/complainPageNext?problemType&problemSonType&orderNo): the chosen type and
 * sub-type, the description (200 characters, counter), up to 9 images, Submit; the success overlay
 * shows for 1500 ms, then the machine sends the borrower back to the complaint home.
 */
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  MAX_TEXT_CHARS,
  charCount,
  complaintFeature,
  formOpened,
  selectCanSubmit,
  selectDraftText,
  selectIsSubmitting,
  selectIsWriting,
  selectProblemTitle,
  selectSuccessOverlay,
  selectTextError,
  submitPressed,
  textChanged,
} from '../../../store/complaint';
import { complaintApi } from '../../../store/complaintRecords';
import { MSG } from '../../i18n/messages';
import { useCommon, usePack } from '../../i18n/usePack';
import * as packs from '../../i18n/complaint';
import { FieldError, invalidProps } from '../../ui/FieldError';
import { ImagePickerGrid } from './ImagePickerGrid';
import './complaint.css';

/** The store features this route drives (started when the route loads). */
export const features = [complaintFeature];

export default function ComplaintFormScreen() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const type = params.get('problemType') ?? '';
  const sonType = params.get('problemSonType') ?? '';
  const dispatch = useAppDispatch();
  const t = usePack(packs);
  const c = useCommon();
  const ids = useId();
  useEffect(() => {
    dispatch(formOpened({ orderNo, type, sonType }));
  }, [dispatch, orderNo, type, sonType]);
  // Only for the titles of the chosen type and sub-type; the form works without them.
  const init = complaintApi.useProblemInitQuery({});
  const typeTitle = useAppSelector((state) => selectProblemTitle(state, 'problemType', type));
  const sonTypeTitle = useAppSelector((state) => selectProblemTitle(state, 'problemSonType', sonType));
  const text = useAppSelector(selectDraftText);
  const canSubmit = useAppSelector(selectCanSubmit);
  const submitting = useAppSelector(selectIsSubmitting);
  const writing = useAppSelector(selectIsWriting);
  const success = useAppSelector(selectSuccessOverlay);
  const textError = useAppSelector(selectTextError);

  return (
    <main className="page complaint">
      <h1>{t.formTitle}</h1>
      <section className="card">
        <dl className="form-summary">
          <div className="row">
            <dt className="muted">{t.problemType}</dt>
            <dd>
              <ChoiceName title={typeTitle} value={type} init={init} />
            </dd>
          </div>
          {sonType && (
            <div className="row">
              <dt className="muted">{t.subType}</dt>
              <dd>
                <ChoiceName title={sonTypeTitle} value={sonType} init={init} />
              </dd>
            </div>
          )}
        </dl>
        {init.isError && (typeTitle === null || (sonType !== '' && sonTypeTitle === null)) && (
          <div className="choice-names-retry">
            <button type="button" className="btn" onClick={() => void init.refetch()}>
              {c.retry}
            </button>
          </div>
        )}
      </section>
      <section className="card">
        <label className="field" htmlFor={`${ids}-text`}>
          <span>{t.description}</span>
        </label>
        <textarea
          id={`${ids}-text`}
          className="input complaint-text"
          rows={6}
          placeholder={t.descriptionHint}
          value={text}
          readOnly={!writing}
          {...invalidProps(`${ids}-error`, !!textError, `${ids}-count`)}
          onChange={(e) => dispatch(textChanged(e.target.value))}
        />
        <FieldError id={`${ids}-error`} code={textError} />
        <p id={`${ids}-count`} className="counter muted" aria-live="polite">
          {charCount(text)}/{MAX_TEXT_CHARS}
        </p>
        <h2 id={`${ids}-images`} className="images-title">
          {t.images}
        </h2>
        <ImagePickerGrid labelId={`${ids}-images`} />
      </section>
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={!canSubmit}
        aria-busy={submitting}
        onClick={() => dispatch(submitPressed())}
      >
        {submitting ? t.submitting : MSG.submit}
      </button>
      {success && (
        <div className="success-overlay" role="status" aria-live="assertive">
          <div className="success-box">
            <span className="success-check" aria-hidden="true">
              ✓
            </span>
            <p>{t.submitted}</p>
          </div>
        </div>
      )}
    </main>
  );
}

/**
 * A chosen type's or sub-type's name. A bare value ("1", "12") would mean nothing to the borrower: while
 * no answer names it the row says it is loading, or, once problem-init has failed, that the name could
 * not be loaded (the form's Retry is under the rows). The form can be filled and sent meanwhile. Only a
 * value the form's own answer does not know (a hand-made link) is shown as it came.
 */
function ChoiceName({
  title,
  value,
  init,
}: {
  title: string | null;
  value: string;
  init: { isError: boolean; isSuccess: boolean };
}) {
  const t = usePack(packs);
  const c = useCommon();
  if (title !== null) return <>{title}</>;
  if (init.isSuccess) return <>{value}</>;
  return <span className="muted choice-name-missing">{init.isError ? t.nameNotLoaded : c.loading}</span>;
}
