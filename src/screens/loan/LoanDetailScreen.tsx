/**
 * Loan detail / order (`/abcIs`, `/allowPopulation`; SPEC §4 order status): status icon and texts,
 * product, the detail list (hidden for 110) and the buttons each status offers — repay (174, 180),
 * extension with its reminder (174, 180 with isDelay 1), borrow again (200) — plus the rating modal.
 * Beyond the spec: "Add to calendar" for a due order, and offline the last-known order with its time.
 */
import { useEffect, lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  borrowAgainTapped,
  extensionReminderOpened,
  loanDetailApi,
  loanDetailEntered,
  loanDetailFeature,
  orderActions,
  selectReminderOpen,
  type LoanDetail,
} from '../../../store/loanDetail';
import { inAppUrl } from '../../../store/navigation';
import { offlineFeature, selectLastKnown } from '../../../store/offline';
import { remindersFeature } from '../../../store/reminders';
import { ratingFeature, selectRatingOpen, selectThanksOpen } from '../../../store/rating';
import { repayApi } from '../../../store/repay';
import { DetailList } from '../../components/DetailList';
import { LastKnownState } from '../../components/LastKnownState';
import { StatusIcon } from '../../components/StatusIcon';
import * as loanPacks from '../../i18n/loan';
import { useCommon, usePack } from '../../i18n/usePack';
import { isPresent } from '../../../store/domain/present';
import { ServerLink } from '../../components/ServerLink';
import { useCarried } from './links';
import { usePageParam } from '../../hooks/pageParams';
import { useFirstVisit, useVisitStartedAhead, type FirstVisit } from '../../app/firstVisit';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { DueReminder } from './DueReminder';
import { ProductLogo } from './ProductLogo';
import './loan.css';
import { KEEP_FRESH } from '../../../store/api/freshness';

// The modals are not needed for the first paint: the dialog kit loads right after.
const RatingModal = lazy(() =>
  import(/* webpackChunkName: "loan-modals" */ './RatingModal').then((m) => ({ default: m.RatingModal })),
);
const ExtensionReminder = lazy(() =>
  import(/* webpackChunkName: "loan-modals" */ './ExtensionReminder').then((m) => ({ default: m.ExtensionReminder })),
);

/** The store features this route drives (started when the route loads). */
export const features = [loanDetailFeature, ratingFeature, remindersFeature, offlineFeature];

/**
 * As the screen's mount below: the visit, then the order. A due order's plan (for its reminder,
 * DueReminder) is asked for as soon as the order says it is due, not after the first render: the
 * reminder then shows sooner, and its request is not started in the frame before the first paint.
 * The page does not wait for it (the reminder comes under the actions, so nothing moves when it does).
 */
export const firstVisit: FirstVisit = (dispatch, page) => {
  const ids = { productId: page.id('productId'), orderId: page.id('orderId') };
  dispatch(loanDetailEntered(ids));
  return dispatch(loanDetailApi.endpoints.loanDetails.initiate(ids, { subscribe: false })).then(({ data }) => {
    if (data && orderActions(data).repay)
      void dispatch(repayApi.endpoints.repayPlan.initiate(ids, { subscribe: false }));
  });
};

export default function LoanDetailScreen() {
  const dispatch = useAppDispatch();
  const productId = usePageParam('productId');
  const orderId = usePageParam('orderId');
  const t = usePack(loanPacks);
  const visited = useFirstVisit();
  const startedAhead = useVisitStartedAhead();

  useEffect(() => {
    if (!startedAhead()) dispatch(loanDetailEntered({ productId, orderId }));
  }, [dispatch, productId, orderId, startedAhead]);

  // Always fresh: the status and isScore change on the server between visits and while the page is away
  // (the first visit has just asked).
  const result = loanDetailApi.useLoanDetailsQuery(
    { productId, orderId },
    { refetchOnMountOrArgChange: !visited, ...KEEP_FRESH },
  );
  // Offline, the order as last loaded on this phone (store/offline), shown with its time.
  const lastKnown = useAppSelector((s) => selectLastKnown(s, 'loanDetail', orderId));
  const ratingOpened = useOpenedOnce(useAppSelector((s) => selectRatingOpen(s) || selectThanksOpen(s)));

  return (
    <main className="page loan-page">
      <h1 className="sr-only">{t.detailTitle}</h1>
      <LastKnownState result={result} lastKnown={lastKnown}>
        {(data, stale) => <OrderView data={data} productId={productId} orderId={orderId} stale={stale} />}
      </LastKnownState>
      {ratingOpened && (
        <Suspense fallback={null}>
          <RatingModal />
        </Suspense>
      )}
    </main>
  );
}

interface OrderViewProps {
  data: LoanDetail;
  productId: string;
  orderId: string;
  /** Last-known data shown offline: no calls for the reminder. */
  stale: boolean;
}

function OrderView({ data, productId, orderId, stale }: OrderViewProps) {
  const dispatch = useAppDispatch();
  const t = usePack(loanPacks);
  const c = useCommon();
  const carried = useCarried();
  const { status, repay, extend, borrowAgain, showDetails } = orderActions(data);
  const statusName = t.statusNames[status] ?? t.unknownStatus;
  const order = { productId, orderId };
  const repayTo = inAppUrl('/dibbleNight', carried, order);
  const extendTo = inAppUrl('/feesAbc', carried, order);
  const reminderOpened = useOpenedOnce(useAppSelector(selectReminderOpen));

  return (
    <>
      <section className="card loan-status" data-status={status} aria-labelledby="loan-status-h">
        <StatusIcon status={status} label={statusName} />
        <h2 id="loan-status-h">{data.noticeStatusText || statusName}</h2>
        {data.noticeDesText && <p className="muted">{data.noticeDesText}</p>}
      </section>

      {(data.productName || data.productLogo) && (
        <div className="card loan-product">
          <ProductLogo src={data.productLogo} name={data.productName} alt={c.productLogo(data.productName)} />
          <span className="loan-product-name">{data.productName}</span>
        </div>
      )}

      {showDetails && data.userOrderDetail.detail.length > 0 && (
        <section className="card" aria-label={t.details} data-testid="order-detail">
          <DetailList rows={data.userOrderDetail.detail.map((d) => ({ label: d.text, value: String(d.value) }))} />
        </section>
      )}

      {isPresent(data.isNewContract) && (
        <p className="center">
          <ServerLink url={data.isNewContract}>{t.viewAgreement}</ServerLink>
        </p>
      )}

      <div className="loan-actions">
        {repay && (
          <Link className="btn btn-primary btn-block" to={repayTo}>
            {c.repay}
          </Link>
        )}
        {extend && (
          <button type="button" className="btn btn-block" onClick={() => dispatch(extensionReminderOpened())}>
            {t.extension}
          </button>
        )}
        {borrowAgain && (
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => dispatch(borrowAgainTapped({ productId }))}
          >
            {c.borrowAgain}
          </button>
        )}
      </div>

      {/* Below the actions: the plan it needs often arrives after the first paint, and above them its
          button moved them down (a layout shift of 0.006 on the bench's /abcIs in most loads). */}
      {repay && !stale && (
        <div className="loan-reminder-slot">
          <DueReminder productId={productId} orderId={orderId} />
        </div>
      )}

      {extend && reminderOpened && (
        <Suspense fallback={null}>
          <ExtensionReminder extendTo={extendTo} repayTo={repayTo} />
        </Suspense>
      )}
    </>
  );
}
