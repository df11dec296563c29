/**
 * Period (instalment) loan agreement (`/agony`): the contract table from `contract-detail`, the
 * repayment plan rows from its `repayPlan`, and the SPEC §9 contract terms; both markets.
 */
import { coalitionApi } from '../../../store/api/coalition';
import { QueryState } from '../../components/QueryState';
import type { FirstVisit } from '../../app/firstVisit';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import * as agreementPacks from '../../i18n/agreement';
import { useCommon, usePack } from '../../i18n/usePack';
import { usePageParam } from '../../hooks/pageParams';
import { ContractTable, ContractTerms, Signatures } from './ContractParts';
import './agreement.css';

/** The contract, asked before the first render on a page's first visit. */
export const firstVisit: FirstVisit = (dispatch, page) =>
  dispatch(coalitionApi.endpoints.contractDetail.initiate({ orderNo: page.id('orderNo') }, { subscribe: false }));

export default function PeriodAgreementScreen() {
  const t = usePack(agreementPacks);
  const c = useCommon();
  const orderNo = usePageParam('orderNo');
  const result = coalitionApi.useContractDetailQuery({ orderNo });
  return (
    <main className="page agreement">
      <h1>{t.periodTitle}</h1>
      <QueryState result={result}>
        {(data) => (
          <>
            <section className="card" aria-label={t.periodTitle}>
              <p>{t.noteIntro(data.username || data.userName, data.company)}</p>
              <ContractTable data={data} t={t} currency={c.currency} />
            </section>
            <section className="card" aria-labelledby="agreement-plan-h">
              <h2 id="agreement-plan-h">{t.planTitle}</h2>
              {data.repayPlan.length === 0 ? (
                <p className="muted">{t.noPlan}</p>
              ) : (
                <table className="agreement-plan">
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
                        <td>{withCurrency(formatMoney(row.amount), c.currency)}</td>
                        <td>{formatDate(row.time, true)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <ContractTerms t={t} />
            <Signatures data={data} t={t} />
          </>
        )}
      </QueryState>
    </main>
  );
}
