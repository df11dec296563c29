/**
 * Repay now or defer (`/channelsIntroduced`, CONTRACT): repay now opens `/dibbleNight`, defer opens
 * `/feesAbc`, both with the borrower's session and the order (productId, orderId).
 */
import { Link } from 'react-router-dom';
import type { Feature } from '../../../store/feature';
import { inAppUrl } from '../../../store/navigation';
import * as productsPacks from '../../i18n/products';
import { usePack } from '../../i18n/usePack';
import { useCarried } from './links';
import { usePageParam } from '../../hooks/pageParams';
import './loan.css';

/** Two links and no machine: this route starts no store feature. */
export const features: readonly Feature[] = [];

export default function RepayChoiceScreen() {
  const t = usePack(productsPacks);
  const carried = useCarried();
  const order = { productId: usePageParam('productId'), orderId: usePageParam('orderId') };
  return (
    <main className="page loan-page">
      <h1>{t.choiceTitle}</h1>
      <p className="muted">{t.choiceText}</p>
      <ul className="loan-choices">
        <li className="card">
          <p>{t.repayNowHint}</p>
          <Link className="btn btn-primary btn-block" to={inAppUrl('/dibbleNight', carried, order)}>
            {t.repayNow}
          </Link>
        </li>
        <li className="card">
          <p>{t.deferHint}</p>
          <Link className="btn btn-block" to={inAppUrl('/feesAbc', carried, order)}>
            {t.defer}
          </Link>
        </li>
      </ul>
    </main>
  );
}
