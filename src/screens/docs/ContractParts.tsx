/**
 * The parts both loan agreements share: the contract table (SPEC §3 contract fields, money per
 * SPEC §9), the contract terms (SPEC §9 constants) and the signature block.
 */
import type { ContractDetail } from '../../../store/api/types';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import type { AgreementPack } from '../../i18n/agreement';

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

export function ContractTable({ data, t, currency }: { data: ContractDetail; t: AgreementPack; currency: string }) {
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

export function ContractTerms({ t }: { t: AgreementPack }) {
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

export function Signatures({ data, t }: { data: ContractDetail; t: AgreementPack }) {
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
