/**
 * `/feesAbc` extension (deferred repayment, SPEC §2): the extension amount and the new date, the plan
 * (title, amount, remark, time), the payment channels for the extension amount, notice, note and the
 * customer-service button. Deferral is offered for up to 7 days (SPEC §9). Beyond the spec: the fraud
 * notice, channels that act (UPI, SPEI, voucher) and "Add the new date to calendar".
 */
import { paymentsFeature } from '../../../store/payments';
import { remindersFeature } from '../../../store/reminders';
import { repayApi, repayFeature, useDelayDetailQuery } from '../../../store/repay';
import type { FirstVisit } from '../../app/firstVisit';
import { CalendarButton } from '../../components/CalendarButton';
import { ChannelGroups } from '../../components/ChannelGroup';
import { FraudNotice } from '../../components/FraudNotice';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import * as calendarPacks from '../../i18n/calendar';
import * as repayPacks from '../../i18n/repay';
import { DEFER_DAYS } from '../../i18n/contractTerms';
import { useCommon, usePack } from '../../i18n/usePack';
import { ProductHeading } from './ProductHeading';
import { customerServiceHref, instructionHref } from './links';
import { firstOrderArgs, useOrderArgs } from './useOrderArgs';
import './repay.css';
import { KEEP_FRESH } from '../../../store/api/freshness';
import { LateFloatingService } from '../../components/LateFloatingService';

/** The store features this route drives (started when the route loads): copy buttons, UPI and vouchers, calendar. */
export const features = [repayFeature, paymentsFeature, remindersFeature];

/** The extension's terms, asked before the first render on a page's first visit. */
export const firstVisit: FirstVisit = (dispatch, page) =>
  dispatch(repayApi.endpoints.delayDetail.initiate(firstOrderArgs(page).args, { subscribe: false }));

const dateText = (value: string | number) => (value === '' ? '' : formatDate(value, true));

/** What falls due on the deferred date: the plan row on that day (the extension fee is paid today). */
const amountDueOn = (plan: readonly { amount: string | number; time: string | number }[], day: string | number) =>
  plan.find((p) => p.time !== '' && dateText(p.time) === dateText(day))?.amount;

export default function ExtensionScreen() {
  const t = usePack(repayPacks);
  const calendar = usePack(calendarPacks);
  const common = useCommon();
  const { carried, args } = useOrderArgs();
  const result = useDelayDetailQuery(args, KEEP_FRESH);
  const money = (v: unknown) => withCurrency(formatMoney(v), common.currency);
  return (
    <main className="page repay-page">
      <h1>{t.extensionTitle}</h1>
      <QueryState result={result}>
        {(offer) => (
          <>
            <section className="card repay-summary" aria-label={t.delayAmount}>
              <ProductHeading product={offer} />
              {offer.delayInfo.reviewer && <p className="delay-title">{offer.delayInfo.reviewer}</p>}
              <p className="muted summary-label">{t.delayAmount}</p>
              <p className="big-number" data-testid="delay-amount">
                {money(offer.delayInfo.delayAmount)}
              </p>
              <div className="row">
                <span className="muted">{t.delayDate}</span>
                <span>{dateText(offer.delayInfo.delayTime)}</span>
              </div>
              <p className="note">{t.deferUpTo(DEFER_DAYS)}</p>
            </section>
            {offer.repayPlan.length > 0 && (
              <section className="card" aria-labelledby="extension-plan">
                <h2 id="extension-plan">{t.extensionPlan}</h2>
                <ul className="plan-list">
                  {offer.repayPlan.map((p, i) => (
                    <li className="plan-item" key={i}>
                      <div className="plan-head">
                        <span>{p.title}</span>
                        <span>{money(p.amount)}</span>
                      </div>
                      <div className="plan-meta muted">
                        <span>{p.remark}</span>
                        <span>{dateText(p.time)}</span>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <CalendarButton
              orderId={args.orderId}
              dueDate={offer.delayInfo.delayTime}
              deferredDate={offer.delayInfo.delayTime}
              amount={amountDueOn(offer.repayPlan, offer.delayInfo.delayTime)}
              productName={offer.productName}
              label={calendar.addNewDateToCalendar}
            />
            <FraudNotice />
            {offer.repayList.length > 0 && <h2 className="section-title">{t.channelsTitle}</h2>}
            <ChannelGroups
              groups={offer.repayList}
              hrefFor={(c) => instructionHref(carried, args, c, offer.delayInfo.delayAmount)}
              amount={offer.delayInfo.delayAmount}
              orderId={args.orderId}
            />
            {offer.noticeMsg && <p className="notice">{offer.noticeMsg}</p>}
            {offer.note && <p className="note">{offer.note}</p>}
          </>
        )}
      </QueryState>
      <LateFloatingService
        drawn={!result.isLoading}
        to={customerServiceHref(carried, args)}
        label={t.customerService}
      />
    </main>
  );
}
