/**
 * The true cost beside the daily rate on the confirm screen: "APR 17.07%" (India) or "CAT 57.4% sin
 * IVA…" (Mexico), the lender's figure when the quote carries one, with the link to the Key Facts
 * Statement / carátula of the same quote.
 */
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store';
import { selectReloaded } from '../../../store/confirmReload';
import { quoteArg } from '../../../store/quote';
import { selectCostDisclosure } from '../../../store/cost';
import { inAppUrl } from '../../../store/navigation';
import * as costPacks from '../../i18n/cost';
import { usePack } from '../../i18n/usePack';
import { usePageParam } from '../../hooks/pageParams';
import { costLine } from './costText';
import { useCarried } from './links';
import './costLine.css';

export function CostFigure() {
  const productId = usePageParam('productId');
  const reloaded = useAppSelector(selectReloaded);
  const arg = quoteArg(productId, reloaded);
  const disclosure = useAppSelector((s) => selectCostDisclosure(s, arg));
  const t = usePack(costPacks);
  const carried = useCarried();
  if (!disclosure) return null;
  return (
    <p className="loan-cost" data-testid="cost-figure">
      <strong className="loan-cost-figure">{costLine(disclosure, t)}</strong>
      <Link className="loan-cost-link" to={inAppUrl('/costSheet', carried, { productId, isType: arg.isType })}>
        {t.sheetLink}
      </Link>
    </p>
  );
}
