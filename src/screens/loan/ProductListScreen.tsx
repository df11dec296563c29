/** Recommended products (`/placeIs`, CONTRACT: `product-list`): each opens its product page. */
import { Link } from 'react-router-dom';
import { confirmReloadFeature, productApi } from '../../../store/confirmReload';
import { inAppUrl } from '../../../store/navigation';
import { QueryState } from '../../components/QueryState';
import type { FirstVisit } from '../../app/firstVisit';
import { formatMoney, withCurrency } from '../../format/money';
import * as productsPacks from '../../i18n/products';
import { useCommon, usePack } from '../../i18n/usePack';
import { useCarried } from './links';
import { ProductLogo } from './ProductLogo';
import './loan.css';

/** The store features this route drives: the products call belongs to applying for a loan. */
export const features = [confirmReloadFeature];

/** The products, asked before the first render on a page's first visit. */
export const firstVisit: FirstVisit = (dispatch) =>
  dispatch(productApi.endpoints.productList.initiate(undefined, { subscribe: false }));

export default function ProductListScreen() {
  const t = usePack(productsPacks);
  const c = useCommon();
  const carried = useCarried();
  const result = productApi.useProductListQuery();
  return (
    <main className="page loan-page">
      <h1>{t.productsTitle}</h1>
      <QueryState result={result}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="muted">{t.noProducts}</p>
          ) : (
            <ul className="loan-products">
              {data.list.map((p) => (
                <li key={String(p.productId)} className="card loan-product-card">
                  <ProductLogo src={p.productLogo} name={p.productName} alt={c.productLogo(p.productName)} />
                  <div className="loan-product-text">
                    <h2>{p.productName}</h2>
                    <p className="muted">
                      {t.upTo} <strong className="loan-ink">{withCurrency(formatMoney(p.amount), c.currency)}</strong> ·{' '}
                      {t.termDays(p.term)}
                    </p>
                  </div>
                  <Link
                    className="btn btn-primary"
                    to={inAppUrl('/theThey', carried, { productId: String(p.productId) })}
                    aria-label={t.viewProduct(p.productName)}
                  >
                    {t.view}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </main>
  );
}
