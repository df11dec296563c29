/**
 * The cost sheet of a loan quote (`/costSheet?productId=…`, reached from the confirm screen): the Key
 * Facts Statement in India, the carátula in Mexico. Amounts, the quoted fees, the repayment schedule as
 * cash flows, the APR / CAT with how it is computed, the cooling-off period and the grievance officer.
 * Printable (print stylesheet) and downloadable as an HTML file of the same statement (store/costSheet).
 */
import { useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import { quoteApi, quoteArg, type LoanConfirm, type QuoteArg } from '../../../store/quote';
import { coolingOffFor, selectCostDisclosure, type CostDisclosure } from '../../../store/cost';
import { costSheetFeature, sheetDownloadRequested } from '../../../store/costSheet';
import { costDisclosureConfig } from '../../../store/lenderConfig';
import { inAppUrl } from '../../../store/navigation';
import { selectMarket } from '../../../store/session';
import { DetailList } from '../../components/DetailList';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/date';
import { formatMoney, withCurrency } from '../../format/money';
import * as linePacks from '../../i18n/cost';
import * as costPacks from '../../i18n/costSheet';
import { useCommon, usePack } from '../../i18n/usePack';
import { usePageParam } from '../../hooks/pageParams';
import type { FirstVisit } from '../../app/firstVisit';
import { costLine, illustrationOf } from './costText';
import { useCarried } from './links';
import './costSheet.css';
import '../../components/stackedTable.css';

/** The store features this route drives (started when the route loads). */
export const features = [costSheetFeature];

/** The quote the confirm screen showed: the reloaded one (isType 1) when it was reloaded. */
const sheetArg = (productId: string, params: URLSearchParams) => quoteArg(productId, params.get('isType') === '1');

/** The quote, asked before the first render on a page's first visit. */
export const firstVisit: FirstVisit = (dispatch, page) =>
  dispatch(quoteApi.endpoints.loanConfirm.initiate(sheetArg(page.id('productId'), page.search), { subscribe: false }));

export default function CostSheetScreen() {
  const productId = usePageParam('productId');
  const [params] = useSearchParams();
  const arg = sheetArg(productId, params);
  const result = quoteApi.useLoanConfirmQuery(arg);
  const t = usePack(costPacks);
  return (
    <main className="page cost-sheet-page">
      <QueryState result={result} title={t.sheetTitle}>
        {(data) => <Sheet data={data} arg={arg} />}
      </QueryState>
    </main>
  );
}

function Sheet({ data, arg }: { data: LoanConfirm; arg: QuoteArg }) {
  const disclosure = useAppSelector((s) => selectCostDisclosure(s, arg));
  const market = useAppSelector(selectMarket);
  const dispatch = useAppDispatch();
  const t = usePack(costPacks);
  const line = usePack(linePacks);
  const c = useCommon();
  const carried = useCarried();
  const statement = useRef<HTMLElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  if (!disclosure) return null;
  const money = (cents: number) => withCurrency(formatMoney(cents), c.currency);
  const figureLine = costLine(disclosure, line);
  const config = costDisclosureConfig();
  const officer = config.grievanceOfficer[market];
  const coolingOff = coolingOffFor(disclosure.kind, disclosure.tenorDays, config);

  const download = () => {
    if (statement.current)
      dispatch(
        sheetDownloadRequested({
          fileName: t.fileName,
          title: t.sheetTitle,
          market,
          statementHtml: statement.current.outerHTML,
        }),
      );
  };

  return (
    <>
      <article ref={statement} className="cost-sheet" aria-labelledby="cost-sheet-h">
        <header className="card cost-sheet-head">
          <h1 id="cost-sheet-h">{t.sheetTitle}</h1>
          <p className="muted">{t.sheetIntro}</p>
          {data.comProductName && <p className="cost-sheet-offer">{t.offerOf(data.comProductName)}</p>}
          <p className="cost-sheet-figure" data-testid="sheet-figure">
            {figureLine}
          </p>
        </header>

        <section className="card" aria-labelledby="cost-amounts-h">
          <h2 id="cost-amounts-h">{t.amountsTitle}</h2>
          <Amounts disclosure={disclosure} money={money} />
        </section>

        {data.details.length > 0 && (
          <section className="card" aria-labelledby="cost-charges-h">
            <h2 id="cost-charges-h">{t.quotedChargesTitle}</h2>
            <DetailList rows={data.details.map((d) => ({ label: d.text, value: String(d.value) }))} />
          </section>
        )}

        <section className="card cost-sheet-flows" aria-labelledby="cost-flows-h">
          <h2 id="cost-flows-h">{t.flowsTitle}</h2>
          <Flows disclosure={disclosure} plans={data.repay_plans} money={money} />
        </section>

        <section className="card" aria-labelledby="cost-figure-h">
          <h2 id="cost-figure-h">{t.figureTitle}</h2>
          <p className="cost-sheet-figure">{figureLine}</p>
          <h3 id="cost-how-h">{t.howTitle}</h3>
          <p>{t.method}</p>
          <How disclosure={disclosure} money={money} />
        </section>

        <section className="card" aria-labelledby="cost-cooling-h">
          <h2 id="cost-cooling-h">{t.coolingOffTitle}</h2>
          <p>{t.coolingOff(coolingOff.days)}</p>
        </section>

        <section className="card" aria-labelledby="cost-grievance-h">
          <h2 id="cost-grievance-h">{t.grievanceTitle}</h2>
          <dl className="cost-sheet-list">
            <div>
              <dt>{t.grievanceName}</dt>
              <dd>{officer.name}</dd>
            </div>
            <div>
              <dt>{t.grievancePhone}</dt>
              <dd>
                <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t.grievanceEmail}</dt>
              <dd>
                <a href={`mailto:${officer.email}`}>{officer.email}</a>
              </dd>
            </div>
          </dl>
        </section>
      </article>

      <div className="cost-sheet-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t.print}
        </button>
        <button type="button" className="btn btn-primary" onClick={download}>
          {t.download}
        </button>
        {/* Back to the screen that opened the sheet; opened on its own, to the offer. */}
        {location.key !== 'default' ? (
          <button type="button" className="btn" onClick={() => void navigate(-1)}>
            {t.backToOffer}
          </button>
        ) : (
          <Link className="btn" to={inAppUrl('/kimJuly', carried, { productId: arg.productId })}>
            {t.backToOffer}
          </Link>
        )}
      </div>
    </>
  );
}

type Money = (cents: number) => string;

function Amounts({ disclosure, money }: { disclosure: CostDisclosure; money: Money }) {
  const t = usePack(costPacks);
  const a = disclosure.amounts;
  const rows: [string, number][] = [
    [t.loanAmount, a.amount],
    [t.upfront, a.upfront],
    [t.received, a.received],
    [t.totalRepay, a.totalRepay],
    [t.costOfCredit, a.costOfCredit],
  ];
  return (
    <dl className="cost-sheet-list cost-sheet-amounts">
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{money(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Flows({
  disclosure,
  plans,
  money,
}: {
  disclosure: CostDisclosure;
  plans: LoanConfirm['repay_plans'];
  money: Money;
}) {
  const t = usePack(costPacks);
  return (
    <table className="cost-sheet-table stacked-table">
      <thead>
        <tr>
          <th scope="col">{t.flowColumns.date}</th>
          <th scope="col">{t.flowColumns.item}</th>
          <th scope="col">{t.flowColumns.amount}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{formatDate(disclosure.flows.loanDate, true)}</td>
          <td>{t.disbursal}</td>
          <td>{money(disclosure.flows.received)}</td>
        </tr>
        {plans.map((p, i) => (
          <tr key={i}>
            <td>{p.pay_time === '' ? '' : formatDate(p.pay_time, true)}</td>
            <td>{p.title || t.instalment(i + 1)}</td>
            <td>{money(Number(p.amount))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function How({ disclosure, money }: { disclosure: CostDisclosure; money: Money }) {
  const t = usePack(costPacks);
  const illustration = illustrationOf(disclosure, money);
  return (
    <>
      {illustration && (
        <p className="cost-sheet-illustration" data-testid="cost-illustration">
          {t.illustration(illustration)}
        </p>
      )}
      {disclosure.shown.source === 'server' && <p className="muted">{t.lenderFigure}</p>}
      {disclosure.shown.source === 'computed' && <p className="muted">{t.computedFigure}</p>}
      {disclosure.shown.source === 'none' && <p className="muted">{t.problems[disclosure.shown.problem]}</p>}
      {disclosure.receivedAssumed && <p className="muted">{t.receivedAssumed}</p>}
      {disclosure.loanDateAssumed && disclosure.flows.loanDate && (
        <p className="muted">{t.loanDateAssumed(disclosure.flows.loanDate)}</p>
      )}
    </>
  );
}
