/**
 * Complaint home (/friendsIts, /theAt): 'My complaints', the order card with 'All' to pick another
 * order, and 'Select question type'; type 1 reveals its sub-types (if the order allows it), any other
 * type or a sub-type opens the form. The sections show only when the machine has an order.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  COLLECTION_TYPE,
  complaintFeature,
  hasOrders,
  homeOpened,
  orderPickerOpened,
  selectChosenOrder,
  selectListUrl,
  selectOrderPickerOpen,
  selectRevealedType,
  subTypeChosen,
  typeChosen,
} from '../../../store/complaint';
import { complaintApi, type ProblemInit } from '../../../store/complaintRecords';
import { useFirstVisit, useVisitStartedAhead, type FirstVisit } from '../../app/firstVisit';
import { QueryState } from '../../components/QueryState';
import { MSG } from '../../i18n/messages';
import { usePack } from '../../i18n/usePack';
import * as packs from '../../i18n/complaint';
import { ChoiceList } from './ChoiceList';
import { OrderCard } from './OrderCard';
import './complaint.css';

// The sheet's UI kit loads on the first tap on 'All', not with the page.
const OrderPicker = lazy(() => import(/* webpackChunkName: "complaint-order-picker" */ './OrderPicker'));

/** The store features this route drives (started when the route loads). */
export const features = [complaintFeature];

/** As the screen's mount below: the visit, then the types and orders of this order's complaint. */
export const firstVisit: FirstVisit = (dispatch, page) => {
  const orderId = page.search.get('orderId') ?? '';
  dispatch(homeOpened({ orderId }));
  return dispatch(complaintApi.endpoints.problemInit.initiate({ orderId }, { subscribe: false }));
};

export default function ComplaintHomeScreen() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const dispatch = useAppDispatch();
  const t = usePack(packs);
  const listUrl = useAppSelector(selectListUrl);
  const visited = useFirstVisit();
  const startedAhead = useVisitStartedAhead();
  useEffect(() => {
    if (!startedAhead()) dispatch(homeOpened({ orderId }));
  }, [dispatch, orderId, startedAhead]);
  // Always fetched on open (the first visit has just asked): the machine takes its order from this answer.
  const result = complaintApi.useProblemInitQuery({ orderId }, { refetchOnMountOrArgChange: !visited });

  return (
    <main className="page complaint">
      <header className="complaint-head">
        <h1>{t.homeTitle}</h1>
        <Link className="btn complaint-mine" to={listUrl}>
          {MSG.myComplaints}
        </Link>
      </header>
      <QueryState result={result}>{(data) => <HomeSections data={data} />}</QueryState>
    </main>
  );
}

function HomeSections({ data }: { data: ProblemInit }) {
  const t = usePack(packs);
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectChosenOrder);
  const pickerOpen = useAppSelector(selectOrderPickerOpen);
  const revealed = useAppSelector(selectRevealedType);
  // Once opened the sheet stays mounted, so it can animate closed.
  const [pickerLoaded, setPickerLoaded] = useState(false);
  if (pickerOpen && !pickerLoaded) setPickerLoaded(true);

  if (!chosen) {
    return hasOrders(data) ? null : <p className="muted complaint-empty">{t.noOrders}</p>;
  }
  const order = data.orderList.find((o) => String(o.orderNo) === chosen.orderNo) ?? data.orderDetail;
  return (
    <>
      {order && (
        <OrderCard
          order={order}
          heading={t.orderCard}
          action={
            <button
              type="button"
              className="btn order-all"
              aria-haspopup="dialog"
              aria-expanded={pickerOpen}
              onClick={() => dispatch(orderPickerOpened())}
            >
              {MSG.all}
            </button>
          }
        />
      )}
      <section className="card" aria-labelledby="question-type-title">
        <h2 id="question-type-title">{MSG.selectQuestionType}</h2>
        <ChoiceList
          items={data.problemType}
          label={MSG.selectQuestionType}
          expandable={COLLECTION_TYPE}
          expanded={revealed}
          onChoose={(value) => dispatch(typeChosen({ value }))}
        >
          <div className="sub-types">
            <h3>{t.selectSubType}</h3>
            <ChoiceList
              items={data.problemSonType}
              label={t.selectSubType}
              onChoose={(value) => dispatch(subTypeChosen({ value }))}
            />
          </div>
        </ChoiceList>
      </section>
      {pickerLoaded && (
        <Suspense fallback={null}>
          <OrderPicker visible={pickerOpen} orders={data.orderList} chosen={chosen.orderNo} />
        </Suspense>
      )}
    </>
  );
}
