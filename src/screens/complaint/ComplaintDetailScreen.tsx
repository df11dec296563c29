/**
 * Complaint detail (/complainDetails?problemId=): type and sub-type, the read-only content with its
 * counter, the images, the customer-service reply (hidden when it has neither text nor images), the
 * support-agent label, and the score modal the machine opens 3000 ms after load when asked for.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  MAX_TEXT_CHARS,
  charCount,
  complaintFeature,
  detailClosed,
  detailOpened,
  selectScore,
} from '../../../store/complaint';
import { complaintApi, type ProblemDetail } from '../../../store/complaintRecords';
import { QueryState } from '../../components/QueryState';
import { useFirstVisit, useVisitStartedAhead, type FirstVisit } from '../../app/firstVisit';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { usePack } from '../../i18n/usePack';
import { useAfterScreenPaint } from '../../ui/afterLoad';
import * as packs from '../../i18n/complaint';
import { ImageStrip } from './ImageStrip';
import './complaint.css';

// The modal's UI kit loads while the 3000 ms run, only for a reply that asks for a score.
const ScoreModal = lazy(() => import(/* webpackChunkName: "complaint-score" */ './ScoreModal'));

/** The store features this route drives (started when the route loads). */
export const features = [complaintFeature];

/** As the screen's mount below: the visit, then the complaint (the score timer starts from it). */
export const firstVisit: FirstVisit = (dispatch, page) => {
  const problemId = page.search.get('problemId') ?? '';
  dispatch(detailOpened({ problemId }));
  return dispatch(complaintApi.endpoints.problemDetail.initiate({ problemId }, { subscribe: false }));
};

export default function ComplaintDetailScreen() {
  const [params] = useSearchParams();
  const problemId = params.get('problemId') ?? '';
  const dispatch = useAppDispatch();
  const t = usePack(packs);
  const visited = useFirstVisit();
  const startedAhead = useVisitStartedAhead();
  useEffect(() => {
    if (!startedAhead()) dispatch(detailOpened({ problemId }));
    return () => {
      dispatch(detailClosed());
    };
  }, [dispatch, problemId, startedAhead]);
  // Fetched on every open (the first visit has just asked): the score timer starts from this answer.
  const result = complaintApi.useProblemDetailQuery({ problemId }, { refetchOnMountOrArgChange: !visited });
  const scoreStatus = useAppSelector(selectScore).status;
  // The score dialog's code is fetched when a score is asked for and the detail has painted (issue 18:
  // not while the answer's paint is on its way; the dialog opens 3000 ms after it), or when it opens;
  // kept mounted so the dialog can animate closed.
  const painted = useAfterScreenPaint(!result.isLoading);
  const scoring = useOpenedOnce(scoreStatus === 'open' || (scoreStatus === 'waiting' && painted));
  return (
    <main className="page complaint">
      <h1>{t.detailTitle}</h1>
      <QueryState result={result}>{(data) => <Detail data={data} />}</QueryState>
      {scoring && (
        <Suspense fallback={null}>
          <ScoreModal />
        </Suspense>
      )}
    </main>
  );
}

function Detail({ data }: { data: ProblemDetail }) {
  const t = usePack(packs);
  const hasReply = data.disposeDetail.trim() !== '' || data.disposeImages.length > 0;
  return (
    <>
      <section className="card">
        <dl className="form-summary">
          <div className="row">
            <dt className="muted">{t.problemType}</dt>
            <dd>{data.type}</dd>
          </div>
          {data.sonType && (
            <div className="row">
              <dt className="muted">{t.subType}</dt>
              <dd>{data.sonType}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card">
        <label className="field" htmlFor="complaint-content">
          <span>{t.content}</span>
        </label>
        <textarea
          id="complaint-content"
          className="input complaint-text"
          rows={5}
          readOnly
          value={data.content}
          aria-describedby="complaint-content-count"
        />
        <p id="complaint-content-count" className="counter muted">
          {charCount(data.content)}/{MAX_TEXT_CHARS}
        </p>
        <ImageStrip images={data.images} altOf={t.viewImage} />
      </section>
      {hasReply && (
        <section className="card reply" aria-labelledby="reply-title">
          <h2 id="reply-title">{t.reply}</h2>
          {data.disposeDetail && <p className="reply-text">{data.disposeDetail}</p>}
          <ImageStrip images={data.disposeImages} altOf={t.replyImage} />
        </section>
      )}
      <p className="support-agent">
        <span className="support-agent-icon" aria-hidden="true">
          ☎
        </span>
        {t.supportAgent}
      </p>
    </>
  );
}
