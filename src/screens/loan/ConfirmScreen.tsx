/**
 * Loan confirm (`/versions`, `/kimJuly`; `/charter` for an instalment loan, with the repayment plan
 * first): the quote, the agreement checkbox and the submit. The reload modal, the checkbox, the push
 * and the one-push-at-most guard live in the confirmReload machine; this screen only shows and
 * dispatches. When the loan was sent but its detail page was refused, it says so and offers a way on.
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  agreementToggled,
  confirmEntered,
  confirmLeft,
  confirmReloadFeature,
  selectAgreed,
  selectCanSubmit,
  popShown,
  selectPopWanted,
  selectReloaded,
  selectSubmitted,
  selectSubmitting,
  submitRequested,
} from '../../../store/confirmReload';
import { nativeCallRequested } from '../../../store/native';
import { quoteApi, quoteArg, type LoanConfirm } from '../../../store/quote';
import { inAppUrl } from '../../../store/navigation';
import { DetailList } from '../../components/DetailList';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import * as loanPacks from '../../i18n/loan';
import { useCommon, usePack } from '../../i18n/usePack';
import { isPresent } from '../../../store/domain/present';
import { ServerLink } from '../../components/ServerLink';
import { useCarried } from './links';
import { usePageParam } from '../../hooks/pageParams';
import { useFirstVisit, useVisitStartedAhead, type FirstVisit } from '../../app/firstVisit';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { CostFigure } from './CostFigure';
import { ProductLogo } from './ProductLogo';
import { RepayPlanList } from './RepayPlanList';
import './loan.css';

/** The store features this route drives (started when the route loads). */
export const features = [confirmReloadFeature];

/** As the screen's mount below: the visit, then the quote (the first: not yet reloaded). */
export const firstVisit: FirstVisit = (dispatch, page) => {
  const productId = page.id('productId');
  dispatch(confirmEntered({ productId }));
  return dispatch(quoteApi.endpoints.loanConfirm.initiate(quoteArg(productId, false), { subscribe: false }));
};

/** Offline before the modal's code came: the countdown runs without it and the quote still reloads. */
function ReloadWithoutModal(): ReactNode {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(popShown());
  }, [dispatch]);
  return null;
}

// Loaded when an answer asks to wait (most quotes never do), not with the screen, whose first paint
// it would delay; its countdown starts once it is on screen (store/confirmReload), so the borrower
// still sees the whole 5.5 s (SPEC §4).
const ReloadModal = lazy(() =>
  import(/* webpackChunkName: "reload-modal" */ './ReloadModal').then(
    (m): { default: ComponentType } => m,
    (): { default: ComponentType } => ({ default: ReloadWithoutModal }),
  ),
);

export default function ConfirmScreen() {
  const dispatch = useAppDispatch();
  const productId = usePageParam('productId');
  const reloaded = useAppSelector(selectReloaded);
  const popWanted = useOpenedOnce(useAppSelector(selectPopWanted));
  const instalment = useMatch('/charter') !== null;
  const t = usePack(loanPacks);
  const visited = useFirstVisit();
  const startedAhead = useVisitStartedAhead();

  // Declared before the query so the visit starts before its first answer can arrive.
  useEffect(() => {
    if (!startedAhead()) dispatch(confirmEntered({ productId }));
    return () => {
      dispatch(confirmLeft());
    };
  }, [dispatch, productId, startedAhead]);

  const result = quoteApi.useLoanConfirmQuery(quoteArg(productId, reloaded), { refetchOnMountOrArgChange: !visited });

  return (
    <main className="page loan-page">
      <h1 className="sr-only">{instalment ? t.instalmentTitle : t.confirmTitle}</h1>
      <QueryState result={result}>{(data) => <Quote data={data} instalment={instalment} />}</QueryState>
      {popWanted && (
        <Suspense fallback={null}>
          <ReloadModal />
        </Suspense>
      )}
    </main>
  );
}

function Quote({ data, instalment }: { data: LoanConfirm; instalment: boolean }) {
  const dispatch = useAppDispatch();
  const t = usePack(loanPacks);
  const c = useCommon();
  const agreed = useAppSelector(selectAgreed);
  const canSubmit = useAppSelector(selectCanSubmit);
  const submitting = useAppSelector(selectSubmitting);
  const submitted = useAppSelector(selectSubmitted);
  const money = (v: unknown) => withCurrency(formatMoney(v), c.currency);
  // The consent shows whenever the quote names an agreement, even one whose link the app refuses.
  const hasAgreement = isPresent(data.isNewContract);

  const plan = (
    <section className={`card loan-plan-card${instalment ? ' loan-plan-prominent' : ''}`} aria-labelledby="loan-plan-h">
      <div className="loan-section-head">
        <h2 id="loan-plan-h">{instalment ? t.instalmentPlan : c.paymentPlan}</h2>
        <span className="loan-badge">{t.planSummary(data.repay_plans.length)}</span>
      </div>
      <RepayPlanList plans={data.repay_plans} currency={c.currency} />
    </section>
  );

  return (
    <>
      <section className="card loan-hero" aria-labelledby="loan-amount-h">
        {(data.comProductName || data.comProductLogo) && (
          <div className="loan-product">
            <ProductLogo
              src={data.comProductLogo}
              name={data.comProductName}
              alt={c.productLogo(data.comProductName)}
            />
            <span className="loan-product-name">{data.comProductName}</span>
          </div>
        )}
        <h2 id="loan-amount-h" className="muted loan-hero-label">
          {t.disbursalAmount}
        </h2>
        <p className="big-number loan-amount">{money(data.amount)}</p>
        <dl className="loan-facts">
          <div>
            <dt>{c.loanTerm}</dt>
            <dd>{String(data.periods)}</dd>
          </div>
          <div>
            <dt>{t.dailyRate}</dt>
            <dd>{String(data.loanRate)}</dd>
          </div>
          {isPresent(data.firstPayTime) && (
            <div>
              <dt>{t.firstPayment}</dt>
              <dd>{formatDate(data.firstPayTime, true)}</dd>
            </div>
          )}
        </dl>
        <CostFigure />
        {data.ratemsg && <p className="muted loan-ratemsg">{data.ratemsg}</p>}
      </section>

      {instalment && plan}

      <section className="card" aria-labelledby="loan-details-h">
        <h2 id="loan-details-h">{t.details}</h2>
        <DetailList rows={data.details.map((d) => ({ label: d.text, value: String(d.value) }))} />
        {isPresent(data.couNum) && (
          <div className="row loan-coupon" data-testid="coupon-row">
            <span className="muted">{t.coupon}</span>
            <strong>{money(data.couNum)}</strong>
          </div>
        )}
      </section>

      {!instalment && plan}

      {submitted ? (
        <Sent orderId={submitted.orderId} productId={submitted.productId} />
      ) : (
        <div className="loan-submit-bar">
          {hasAgreement && (
            <div className="loan-agree">
              <input
                id="loan-agree"
                type="checkbox"
                checked={agreed}
                onChange={() => dispatch(agreementToggled())}
                aria-describedby={agreed ? undefined : 'loan-agree-hint'}
              />
              <label htmlFor="loan-agree">
                {t.agreementPrefix} <ServerLink url={data.isNewContract}>{t.agreementLink}</ServerLink>
              </label>
            </div>
          )}
          {!agreed && (
            <p id="loan-agree-hint" className="loan-hint" role="status">
              {t.mustAgree}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={!canSubmit}
            onClick={() => dispatch(submitRequested())}
          >
            {submitting ? t.submitting : c.applyNow}
          </button>
        </div>
      )}
    </>
  );
}

/** The loan was sent; its detail page was refused. No second push: the way on is the order, or out. */
function Sent({ orderId, productId }: { orderId: string | null; productId: string }) {
  const dispatch = useAppDispatch();
  const t = usePack(loanPacks);
  const carried = useCarried();
  return (
    <section className="card loan-sent" role="status" aria-labelledby="loan-sent-h">
      <h2 id="loan-sent-h">{t.sentTitle}</h2>
      <p className="muted">{t.sentText}</p>
      {orderId ? (
        <Link className="btn btn-primary btn-block" replace to={inAppUrl('/abcIs', carried, { orderId, productId })}>
          {t.seeLoan}
        </Link>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => dispatch(nativeCallRequested({ name: 'closeWebview' }))}
        >
          {t.closePage}
        </button>
      )}
    </section>
  );
}
