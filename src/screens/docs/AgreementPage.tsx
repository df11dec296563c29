/**
 * The page both loan agreements are (`/directorsIn`, `/agony`): the contract from `contract-detail` by
 * the page's orderNo, its table (SPEC §3 contract fields, money per SPEC §9), what the agreement adds
 * (the period one its plan), the contract terms (SPEC §9 constants) and the signature block.
 */
import type { ReactNode } from 'react';
import { coalitionApi } from '../../../store/api/coalition';
import type { ContractDetail } from '../../../store/api/types';
import { QueryState } from '../../components/QueryState';
import type { FirstVisit } from '../../app/firstVisit';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import * as agreementPacks from '../../i18n/agreement';
import type { AgreementPack } from '../../i18n/agreement';
import { useCommon, usePack } from '../../i18n/usePack';
import { usePageParam } from '../../hooks/pageParams';
import './agreement.css';

/** The contract, asked before the first render on a page's first visit (each screen exports it). */
export const contractFirstVisit: FirstVisit = (dispatch, page) =>
  dispatch(coalitionApi.endpoints.contractDetail.initiate({ orderNo: page.id('orderNo') }, { subscribe: false }));

interface AgreementPageProps {
  title: 'noteTitle' | 'periodTitle';
  /** What this agreement shows after the contract's card. */
  children?: (data: ContractDetail, t: AgreementPack, currency: string) => ReactNode;
}

export function AgreementPage({ title, children }: AgreementPageProps) {
  const t = usePack(agreementPacks);
  const c = useCommon();
  const orderNo = usePageParam('orderNo');
  const result = coalitionApi.useContractDetailQuery({ orderNo });
  return (
    <main className="page agreement">
      <h1>{t[title]}</h1>
      <QueryState result={result}>
        {(data) => (
          <>
            <section className="card" aria-label={t[title]}>
              <p>{t.noteIntro(data.username || data.userName, data.company)}</p>
              <ContractTable data={data} t={t} currency={c.currency} />
            </section>
            {children?.(data, t, c.currency)}
            <ContractTerms t={t} />
            <Signatures data={data} t={t} />
          </>
        )}
      </QueryState>
    </main>
  );
}

type Field = keyof AgreementPack['contractFields'];
/** Table order: who and what, the money, the dates, then the parties' details. */
const FIELDS: readonly Field[] = [
  'username',
  'productName',
  'mount',
  'commission',
  'Interest',
  'IVA',
  'giveAmount',
  'contractAmount',
  'daiDate',
  'planDate',
  'contractDate',
  'userAddress',
  'company',
  'userName',
];
const MONEY = new Set<Field>(['mount', 'contractAmount', 'commission', 'Interest', 'IVA', 'giveAmount']);
const DATES = new Set<Field>(['daiDate', 'planDate', 'contractDate']);

/** Text or a number worth a row; anything else (missing, empty, an object) is not shown. */
const shown = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '';

function ContractTable({ data, t, currency }: { data: ContractDetail; t: AgreementPack; currency: string }) {
  const cell = (field: Field) => {
    const value = data[field];
    if (MONEY.has(field)) return withCurrency(formatMoney(value), currency);
    if (DATES.has(field)) return formatDate(value, true);
    return String(value);
  };
  return (
    <table className="agreement-table">
      <tbody>
        {FIELDS.filter((f) => shown(data[f])).map((field) => (
          <tr key={field} data-field={field}>
            <th scope="row">{t.contractFields[field]}</th>
            <td>{cell(field)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ContractTerms({ t }: { t: AgreementPack }) {
  return (
    <section className="card" aria-labelledby="agreement-terms-h">
      <h2 id="agreement-terms-h">{t.termsTitle}</h2>
      <ol className="agreement-terms">
        {t.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </section>
  );
}

function Signatures({ data, t }: { data: ContractDetail; t: AgreementPack }) {
  return (
    <section className="card agreement-signatures">
      <div>
        <span className="muted">{t.lender}</span>
        <strong>{data.company}</strong>
      </div>
      <div>
        <span className="muted">{t.borrower}</span>
        <strong>{data.userName || data.username}</strong>
      </div>
    </section>
  );
}
