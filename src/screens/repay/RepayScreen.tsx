/**
 * `/dibbleNight` repayment of an instalment (SPEC §2): repay date and amount, the product, the detail
 * list collapsed to its first 2 rows, the payment channels by group, the notice, and the draggable
 * customer-service button. Beyond the spec: the fraud notice, "Add to calendar", channels that act
 * (UPI, SPEI, voucher) and, offline, the last-known plan with its time (payment then needs the network).
 */
import { useAppDispatch, useAppSelector } from '../../../store';
import { offlineFeature, offlinePaymentTapped, selectLastKnown } from '../../../store/offline';
import { paymentsFeature } from '../../../store/payments';
import { remindersFeature } from '../../../store/reminders';
import { repayApi, repayFeature, useRepayPlanQuery } from '../../../store/repay';
import type { FirstVisit } from '../../app/firstVisit';
import { CalendarButton } from '../../components/CalendarButton';
import { ChannelGroups } from '../../components/ChannelGroup';
import { DetailList } from '../../components/DetailList';
import { FraudNotice } from '../../components/FraudNotice';
import { LastKnownState } from '../../components/LastKnownState';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import * as lastKnownPacks from '../../i18n/lastKnown';
import * as repayPacks from '../../i18n/repay';
import { useCommon, usePack } from '../../i18n/usePack';
import { ProductHeading } from './ProductHeading';
import { customerServiceHref, instructionHref } from './links';
import { firstOrderArgs, useOrderArgs } from './useOrderArgs';
import './repay.css';
import { KEEP_FRESH } from '../../../store/api/freshness';
import { LateFloatingService } from '../../components/LateFloatingService';

/**
 * The store features this route drives (started when the route loads): the copy buttons' effect, UPI
 * and vouchers, the calendar file, the last-known plan.
 */
export const features = [repayFeature, paymentsFeature, remindersFeature, offlineFeature];

const planArg = ({ args, channels }: ReturnType<typeof firstOrderArgs>) => (channels ? { ...args, channels } : args);

/** The plan, asked before the first render on a page's first visit (no machine starts with it). */
export const firstVisit: FirstVisit = (dispatch, page) =>
  dispatch(repayApi.endpoints.repayPlan.initiate(planArg(firstOrderArgs(page)), { subscribe: false }));

/** SPEC §9: the repay detail shows its first 2 rows until "more" is tapped. */
const COLLAPSED_ROWS = 2;

export default function RepayScreen() {
  const t = usePack(repayPacks);
  const lastKnownText = usePack(lastKnownPacks);
  const common = useCommon();
  const dispatch = useAppDispatch();
  const order = useOrderArgs();
  const { carried, args } = order;
  const lastKnown = useAppSelector((s) => selectLastKnown(s, 'repayPlan', args.orderId));
  const result = useRepayPlanQuery(planArg(order), KEEP_FRESH);
  return (
    <main className="page repay-page">
      <h1>{t.repayTitle}</h1>
      <LastKnownState result={result} lastKnown={lastKnown}>
        {(plan, stale) => (
          <>
            <section className="card repay-summary" aria-label={t.repayAmount}>
              <ProductHeading product={plan} />
              <p className="muted summary-label">{t.repayAmount}</p>
              <p className="big-number" data-testid="repay-amount">
                {withCurrency(formatMoney(plan.repayAmount), common.currency)}
              </p>
              <div className="row">
                <span className="muted">{t.repayDate}</span>
                <span>{plan.repayDate === '' ? '' : formatDate(plan.repayDate, true)}</span>
              </div>
            </section>
            {plan.detail.length > 0 && (
              <section className="card">
                <DetailList
                  rows={plan.detail.map((d) => ({ label: d.text, value: String(d.value) }))}
                  collapsedRows={COLLAPSED_ROWS}
                  moreLabel={t.moreDetails}
                  lessLabel={t.hideDetails}
                />
              </section>
            )}
            <CalendarButton
              orderId={args.orderId}
              dueDate={plan.repayDate}
              amount={plan.repayAmount}
              productName={plan.productName}
            />
            <FraudNotice />
            {stale ? (
              // Last-known data holds no channels: references expire, and paying needs the network.
              <button
                type="button"
                className="btn btn-primary btn-block"
                onClick={() => dispatch(offlinePaymentTapped({ orderId: args.orderId }))}
              >
                {lastKnownText.payOffline}
              </button>
            ) : (
              <>
                {plan.repayList.length > 0 && <h2 className="section-title">{t.channelsTitle}</h2>}
                <ChannelGroups
                  groups={plan.repayList}
                  hrefFor={(c) => instructionHref(carried, args, c, plan.repayAmount)}
                  amount={plan.repayAmount}
                  orderId={args.orderId}
                />
              </>
            )}
            {plan.noticeMsg && <p className="notice">{plan.noticeMsg}</p>}
          </>
        )}
      </LastKnownState>
      <LateFloatingService
        drawn={!result.isLoading}
        to={customerServiceHref(carried, args)}
        label={t.customerService}
      />
    </main>
  );
}
