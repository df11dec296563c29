/**
 * Repay now or defer (`/channelsIntroduced`, CONTRACT): repay now opens `/dibbleNight`, defer opens
 * `/feesAbc`, both with the borrower's page query (session, productId, orderId).
 */
import { Link } from 'react-router-dom';
import * as loanPacks from '../../i18n/loan';
import { usePack } from '../../i18n/usePack';
import { pageLink } from './links';
import { usePageQuery } from '../../hooks/pageParams';
import './loan.css';

export default function RepayChoiceScreen() {
  const t = usePack(loanPacks);
  const query = usePageQuery();
  return (
    <main className="page loan-page">
      <h1>{t.choiceTitle}</h1>
      <p className="muted">{t.choiceText}</p>
      <ul className="loan-choices">
        <li className="card">
          <p>{t.repayNowHint}</p>
          <Link className="btn btn-primary btn-block" to={pageLink('/dibbleNight', query)}>
            {t.repayNow}
          </Link>
        </li>
        <li className="card">
          <p>{t.deferHint}</p>
          <Link className="btn btn-block" to={pageLink('/feesAbc', query)}>
            {t.defer}
          </Link>
        </li>
      </ul>
    </main>
  );
}
