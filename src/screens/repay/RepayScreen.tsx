/**
 * `/dibbleNight` repayment of an instalment (SPEC §2): repay date and amount, the product, the detail
 * list collapsed to its first 2 rows, the payment channels by group, the notice, and the draggable
 * customer-service button.
 */
import { lazy, Suspense } from 'react';
import { repayFeature, useRepayPlanQuery } from '../../../store/repay';
import { ChannelGroups } from '../../components/ChannelGroup';
import { DetailList } from '../../components/DetailList';
import { QueryState } from '../../components/QueryState';
import { SafeImage } from '../../components/SafeImage';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import * as repayPacks from '../../i18n/repay';
import { useCommon, usePack } from '../../i18n/usePack';
import { customerServiceHref, instructionHref } from './links';
import { useOrderArgs } from './useOrderArgs';
import './repay.css';

// The floating button is not needed for the first paint: its gesture kit loads right after.
const FloatingService = lazy(() =>
  import(/* webpackChunkName: "floating-service" */ '../../components/FloatingService').then((m) => ({
    default: m.FloatingService,
  })),
);

/** The store features this route drives (started when the route loads): the copy buttons' effect. */
export const features = [repayFeature];

/** SPEC §9: the repay detail shows its first 2 rows until "more" is tapped. */
const COLLAPSED_ROWS = 2;

export default function RepayScreen() {
  const t = usePack(repayPacks);
  const common = useCommon();
  const { carried, args, channels } = useOrderArgs();
  const result = useRepayPlanQuery(channels ? { ...args, channels } : args);
  return (
    <main className="page repay-page">
      <h1>{t.repayTitle}</h1>
      <QueryState result={result}>
        {(plan) => (
          <>
            <section className="card repay-summary" aria-label={t.repayAmount}>
              <div className="product">
                <SafeImage
                  className="product-logo"
                  src={plan.productLogo}
                  alt={t.productLogo(plan.productName)}
                  width={40}
                  height={40}
                />
                <span className="product-name">{plan.productName}</span>
              </div>
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
            {plan.repayList.length > 0 && <h2 className="section-title">{t.channelsTitle}</h2>}
            <ChannelGroups
              groups={plan.repayList}
              hrefFor={(c) => instructionHref(carried, args, c, plan.repayAmount)}
            />
            {plan.noticeMsg && <p className="notice">{plan.noticeMsg}</p>}
          </>
        )}
      </QueryState>
      <Suspense fallback={null}>
        <FloatingService to={customerServiceHref(carried, args)} label={t.customerService} />
      </Suspense>
    </main>
  );
}
