/**
 * `/dragonpayPaymentInstructions` and `/carpmm` (query requestType, amount, payCode): how to pay
 * through one channel, from generate-vcode. Top logo, total amount, description, the code image,
 * the reference code and the company name (both copyable), the instruction sections, the proof
 * section (title, e-mail link text, images) and the bottom logo; beyond the spec, the fraud notice.
 */
import { useSearchParams } from 'react-router-dom';
import { repayApi, repayFeature, useInstructionQuery } from '../../../store/repay';
import type { FirstVisit } from '../../app/firstVisit';
import { CopyButton } from '../../components/CopyButton';
import { FraudNotice } from '../../components/FraudNotice';
import { QueryState } from '../../components/QueryState';
import { SafeImage } from '../../components/SafeImage';
import { formatMoney, withCurrency } from '../../format/money';
import * as repayPacks from '../../i18n/repay';
import { useCommon, usePack } from '../../i18n/usePack';
import { firstOrderArgs, useOrderArgs } from './useOrderArgs';
import './repay.css';
import './instruction.css';
import { KEEP_FRESH } from '../../../store/api/freshness';

/** The store features this route drives (started when the route loads): the copy buttons' effect. */
export const features = [repayFeature];

/** The order and this page's own parameters, which change when a channel row is followed. */
const instructionArg = (args: { productId: string; orderId: string }, params: URLSearchParams) => ({
  ...args,
  amount: params.get('amount') ?? '',
  payCode: params.get('payCode') ?? '',
  requestType: params.get('requestType') ?? '',
});

/** The instructions, asked before the first render on a page's first visit. */
export const firstVisit: FirstVisit = (dispatch, page) =>
  dispatch(
    repayApi.endpoints.instruction.initiate(instructionArg(firstOrderArgs(page).args, page.search), {
      subscribe: false,
    }),
  );

/** Only a plain address becomes a mailto: link; anything else is shown as text. */
const EMAIL = /^[^\s@<>()"']+@[^\s@<>()"']+\.[a-z]{2,}$/i;

export default function InstructionScreen() {
  const t = usePack(repayPacks);
  const common = useCommon();
  const { args } = useOrderArgs();
  // This page's own parameters come from its URL, which changes when a channel row is followed.
  const [params] = useSearchParams();
  const result = useInstructionQuery(instructionArg(args, params), KEEP_FRESH);
  return (
    <main className="page repay-page">
      <QueryState result={result} title={t.instructionTitle}>
        {(ins) => {
          const d = ins.repayDetail;
          const reference = String(d.vCode ?? '');
          return (
            <>
              <SafeImage className="instruction-logo" src={ins.topLogo} alt={t.channelLogo} />
              <h1>{d.repayTitle || t.instructionTitle}</h1>
              <section className="card instruction-amount" aria-label={t.totalAmount}>
                <p className="muted summary-label">{t.totalAmount}</p>
                <p className="big-number" data-testid="instruction-amount">
                  {withCurrency(formatMoney(d.amount), common.currency)}
                </p>
                {d.repayDes && <p className="repay-des">{d.repayDes}</p>}
              </section>
              <FraudNotice />
              <section className="card" aria-label={t.referenceCode}>
                <SafeImage className="code-image" src={d.repayCode} alt={t.codeImage} />
                {reference && (
                  <div className="copy-line">
                    <div>
                      <div className="muted">{t.referenceCode}</div>
                      <div className="value code">{reference}</div>
                    </div>
                    <CopyButton
                      text={reference}
                      label={common.copy}
                      ariaLabel={t.copyReference(reference)}
                      className="btn-small"
                    />
                  </div>
                )}
                {d.companyName && (
                  <div className="copy-line">
                    <div>
                      <div className="muted">{t.companyName}</div>
                      <div className="value">{d.companyName}</div>
                    </div>
                    <CopyButton
                      text={d.companyName}
                      label={common.copy}
                      ariaLabel={t.copyCompany}
                      className="btn-small"
                    />
                  </div>
                )}
              </section>
              {ins.dataList.map((section, i) => (
                <section className="card" key={`data-${i}`}>
                  <h2>{section.title}</h2>
                  <ol className="steps">
                    {section.content.map((line, j) => (
                      <li key={j}>{line}</li>
                    ))}
                  </ol>
                </section>
              ))}
              {ins.imgList.map((section, i) => (
                <section className="card" key={`img-${i}`}>
                  <h2>{section.title}</h2>
                  {section.eMail && (
                    <p>
                      {t.sendProofTo}{' '}
                      {EMAIL.test(section.eMail) ? (
                        <a href={`mailto:${encodeURIComponent(section.eMail).replace('%40', '@')}`}>{section.eMail}</a>
                      ) : (
                        <span>{section.eMail}</span>
                      )}
                    </p>
                  )}
                  <div className="proof-images">
                    {section.content.map((src, j) => (
                      <SafeImage key={j} src={src} alt={t.proofSample(section.title)} loading="lazy" />
                    ))}
                  </div>
                </section>
              ))}
              <SafeImage className="bottom-logo" src={ins.bottomLogo} alt={t.companyLogo} />
            </>
          );
        }}
      </QueryState>
    </main>
  );
}
