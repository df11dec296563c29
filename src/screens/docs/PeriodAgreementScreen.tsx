/**
 * Period (instalment) loan agreement (`/agony`): the promissory note's page (AgreementPage) with the
 * repayment plan rows from the contract's `repayPlan`; both markets.
 */
import type { ContractDetail } from '../../../store/api/types';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import type { AgreementPack } from '../../i18n/agreement';
import { AgreementPage } from './AgreementPage';
import '../../components/stackedTable.css';

export { contractFirstVisit as firstVisit } from './AgreementPage';

export default function PeriodAgreementScreen() {
  return (
    <AgreementPage title="periodTitle">
      {(data, t, currency) => <Plan data={data} t={t} currency={currency} />}
    </AgreementPage>
  );
}

function Plan({ data, t, currency }: { data: ContractDetail; t: AgreementPack; currency: string }) {
  return (
    <section className="card" aria-labelledby="agreement-plan-h">
      <h2 id="agreement-plan-h">{t.planTitle}</h2>
      {data.repayPlan.length === 0 ? (
        <p className="muted">{t.noPlan}</p>
      ) : (
        // With large text the table may be wider than the screen: it scrolls on its own, the page does
        // not, and a keyboard can reach it to scroll it (axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
        <div className="table-scroll" role="region" aria-labelledby="agreement-plan-h" tabIndex={0}>
          <table className="agreement-plan stacked-table">
            <thead>
              <tr>
                <th scope="col">{t.planColumns.title}</th>
                <th scope="col">{t.planColumns.amount}</th>
                <th scope="col">{t.planColumns.time}</th>
              </tr>
            </thead>
            <tbody>
              {data.repayPlan.map((row, i) => (
                <tr key={i}>
                  <td>{row.title}</td>
                  <td>{withCurrency(formatMoney(row.amount), currency)}</td>
                  <td>{formatDate(row.time, true)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
