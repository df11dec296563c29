/**
 * Loan confirm (`/versions`, `/kimJuly`; `/charter` for an instalment loan, with the repayment plan
 * first): the quote, the agreement checkbox and the submit. The reload modal, the checkbox and the
 * one-push-at-most guard live in the confirmReload machine; this screen only shows and dispatches.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import { loanApi } from '../../../store/api/loan';
import type { LoanConfirm } from '../../../store/api/types';
import {
  selectAgreed,
  selectCanSubmit,
  selectReloaded,
  selectSubmitting,
} from '../../../store/confirmReload/selectors';
import { agreementToggled, confirmEntered, confirmLeft, submitRequested } from '../../../store/confirmReload/slice';
// The effects (timers, toasts, storage) of the state machines this screen drives.
import '../../../store/confirmReload/listeners';
import { DetailList } from '../../components/DetailList';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import * as loanPacks from '../../i18n/loan';
import { useCommon, usePack } from '../../i18n/usePack';
import { serverLink } from './links';
import { usePageParam, usePageQuery } from '../../hooks/pageParams';
import { ProductLogo } from './ProductLogo';
import { RepayPlanList } from './RepayPlanList';
import './loan.css';

// Not needed for the first paint: the dialog kit loads right after.
const ReloadModal = lazy(() => import(/* webpackChunkName: "loan-modals" */ './ReloadModal'));

const hasValue = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

export default function ConfirmScreen() {
  const dispatch = useAppDispatch();
  const productId = usePageParam('productId');
  const reloaded = useAppSelector(selectReloaded);
  const instalment = useMatch('/charter') !== null;
  const t = usePack(loanPacks);

  // Declared before the query so the visit starts before its first answer can arrive.
  useEffect(() => {
    dispatch(confirmEntered({ productId }));
    return () => {
      dispatch(confirmLeft());
    };
  }, [dispatch, productId]);

  const result = loanApi.useLoanConfirmQuery(reloaded ? { productId, isType: 1 } : { productId }, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <main className="page loan-page">
      <h1 className="sr-only">{instalment ? t.instalmentTitle : t.confirmTitle}</h1>
      <QueryState result={result}>
        {(data) => <Quote data={data} productId={productId} instalment={instalment} />}
      </QueryState>
      <Suspense fallback={null}>
        <ReloadModal />
      </Suspense>
    </main>
  );
}

function Quote({ data, productId, instalment }: { data: LoanConfirm; productId: string; instalment: boolean }) {
  const dispatch = useAppDispatch();
  const t = usePack(loanPacks);
  const c = useCommon();
  const query = usePageQuery();
  const agreed = useAppSelector(selectAgreed);
  const canSubmit = useAppSelector(selectCanSubmit);
  const submitting = useAppSelector(selectSubmitting);
  const money = (v: unknown) => withCurrency(formatMoney(v), c.currency);
  const agreementUrl = serverLink(data.isNewContract, query);

  const plan = (
    <section className={`card loan-plan-card${instalment ? ' loan-plan-prominent' : ''}`} aria-labelledby="loan-plan-h">
      <div className="loan-section-head">
        <h2 id="loan-plan-h">{instalment ? t.instalmentPlan : c.paymentPlan}</h2>
        <span className="loan-badge">{t.planSummary(data.repay_plans.length)}</span>
      </div>
      <RepayPlanList plans={data.repay_plans} currency={c.currency} />
    </section>
  );

  const submit = () =>
    dispatch(
      submitRequested({
        amount: String(data.amount),
        periods: String(data.periods),
        termUnit: String(data.termUnit),
        productId,
      }),
    );

  return (
    <>
      <section className="card loan-hero" aria-labelledby="loan-amount-h">
        {(data.comProductName || data.comProductLogo) && (
          <div className="loan-product">
            <ProductLogo
              src={data.comProductLogo}
              name={data.comProductName}
              alt={t.productLogo(data.comProductName)}
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
          {hasValue(data.firstPayTime) && (
            <div>
              <dt>{t.firstPayment}</dt>
              <dd>{formatDate(data.firstPayTime, true)}</dd>
            </div>
          )}
        </dl>
        {data.ratemsg && <p className="muted loan-ratemsg">{data.ratemsg}</p>}
      </section>

      {instalment && plan}

      <section className="card" aria-labelledby="loan-details-h">
        <h2 id="loan-details-h">{t.details}</h2>
        <DetailList rows={data.details.map((d) => ({ label: d.text, value: String(d.value) }))} />
        {hasValue(data.couNum) && (
          <div className="row loan-coupon" data-testid="coupon-row">
            <span className="muted">{t.coupon}</span>
            <strong>{money(data.couNum)}</strong>
          </div>
        )}
      </section>

      {!instalment && plan}

      <div className="loan-submit-bar">
        {agreementUrl && (
          <div className="loan-agree">
            <input
              id="loan-agree"
              type="checkbox"
              checked={agreed}
              onChange={() => dispatch(agreementToggled())}
              aria-describedby={agreed ? undefined : 'loan-agree-hint'}
            />
            <label htmlFor="loan-agree">
              {t.agreementPrefix} <Link to={agreementUrl}>{t.agreementLink}</Link>
            </label>
          </div>
        )}
        {!agreed && (
          <p id="loan-agree-hint" className="loan-hint" role="status">
            {t.mustAgree}
          </p>
        )}
        <button type="button" className="btn btn-primary btn-block" disabled={!canSubmit} onClick={submit}>
          {submitting ? t.submitting : c.applyNow}
        </button>
      </div>
    </>
  );
}
