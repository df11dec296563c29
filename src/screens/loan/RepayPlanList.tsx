/** The repayment plan of a loan quote (`repay_plans`): title, description, amount and date. */
import type { LoanConfirm } from '../../../store/quote';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';

export function RepayPlanList({ plans, currency }: { plans: LoanConfirm['repay_plans']; currency: string }) {
  return (
    <ol className="loan-plan">
      {plans.map((p, i) => (
        <li key={i} className="loan-plan-item">
          <span className="loan-plan-step" aria-hidden="true">
            {i + 1}
          </span>
          <div className="loan-plan-text">
            <strong>{p.title}</strong>
            {p.description && <span className="muted">{p.description}</span>}
          </div>
          <div className="loan-plan-figures">
            <strong>{withCurrency(formatMoney(p.amount), currency)}</strong>
            {p.pay_time !== '' && <span className="muted">{formatDate(p.pay_time, true)}</span>}
          </div>
        </li>
      ))}
    </ol>
  );
}
