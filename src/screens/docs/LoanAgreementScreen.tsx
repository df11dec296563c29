/**
 * Loan agreement (`/directorsIn`): the promissory note with its table, loaded from `contract-detail`
 * by the page's orderNo, followed by the SPEC §9 contract terms; both markets.
 */
import { coalitionApi } from '../../../store/api/coalition';
import { QueryState } from '../../components/QueryState';
import type { FirstVisit } from '../../app/firstVisit';
import * as agreementPacks from '../../i18n/agreement';
import { useCommon, usePack } from '../../i18n/usePack';
import { usePageParam } from '../../hooks/pageParams';
import { ContractTable, ContractTerms, Signatures } from './ContractParts';
import './agreement.css';

/** The contract, asked before the first render on a page's first visit. */
export const firstVisit: FirstVisit = (dispatch, page) =>
  dispatch(coalitionApi.endpoints.contractDetail.initiate({ orderNo: page.id('orderNo') }, { subscribe: false }));

export default function LoanAgreementScreen() {
  const t = usePack(agreementPacks);
  const c = useCommon();
  const orderNo = usePageParam('orderNo');
  const result = coalitionApi.useContractDetailQuery({ orderNo });
  return (
    <main className="page agreement">
      <h1>{t.noteTitle}</h1>
      <QueryState result={result}>
        {(data) => (
          <>
            <section className="card" aria-label={t.noteTitle}>
              <p>{t.noteIntro(data.username || data.userName, data.company)}</p>
              <ContractTable data={data} t={t} currency={c.currency} />
            </section>
            <ContractTerms t={t} />
            <Signatures data={data} t={t} />
          </>
        )}
      </QueryState>
    </main>
  );
}
