/**
 * One product (`/theThey`, CONTRACT: from `product-list` by productId) with an apply button to the
 * loan confirm screen for that product.
 */
import { Link } from 'react-router-dom';
import { confirmReloadFeature, productApi } from '../../../store/confirmReload';
import { inAppUrl } from '../../../store/navigation';
import { QueryState } from '../../components/QueryState';
import type { FirstVisit } from '../../app/firstVisit';
import { formatMoney, withCurrency } from '../../format/money';
import * as productsPacks from '../../i18n/products';
import { useCommon, usePack } from '../../i18n/usePack';
import { useCarried } from './links';
import { usePageParam } from '../../hooks/pageParams';
import { ProductLogo } from './ProductLogo';
import './loan.css';

/** The store features this route drives: the products call belongs to applying for a loan. */
export const features = [confirmReloadFeature];

/** The products, asked before the first render on a page's first visit. */
export const firstVisit: FirstVisit = (dispatch) =>
  dispatch(productApi.endpoints.productList.initiate(undefined, { subscribe: false }));

export default function ProductScreen() {
  const t = usePack(productsPacks);
  const c = useCommon();
  const carried = useCarried();
  const productId = usePageParam('productId');
  const result = productApi.useProductListQuery();
  return (
    <main className="page loan-page">
      <QueryState result={result} title={t.productTitle}>
        {(data) => {
          const product = data.list.find((p) => String(p.productId) === productId);
          if (!product) {
            return (
              <div className="error-state" role="alert">
                <h1>{t.productTitle}</h1>
                <p>{t.productMissing}</p>
                <Link className="btn" to={inAppUrl('/placeIs', carried)}>
                  {t.allProducts}
                </Link>
              </div>
            );
          }
          return (
            <>
              <section className="card loan-hero">
                <div className="loan-product">
                  <ProductLogo
                    src={product.productLogo}
                    name={product.productName}
                    alt={c.productLogo(product.productName)}
                    size={56}
                  />
                  <h1 className="loan-product-name">{product.productName}</h1>
                </div>
                <h2 className="muted loan-hero-label">{c.loanAmount}</h2>
                <p className="big-number loan-amount">
                  <span className="loan-upto">{t.upTo}</span> {withCurrency(formatMoney(product.amount), c.currency)}
                </p>
                <dl className="loan-facts">
                  <div>
                    <dt>{c.loanTerm}</dt>
                    <dd>{String(product.term)}</dd>
                  </div>
                </dl>
              </section>
              <div className="loan-submit-bar">
                <Link
                  className="btn btn-primary btn-block"
                  to={inAppUrl('/kimJuly', carried, { productId: String(product.productId) })}
                >
                  {c.applyNow}
                </Link>
                <Link className="btn btn-block loan-text-btn" to={inAppUrl('/placeIs', carried)}>
                  {t.allProducts}
                </Link>
              </div>
            </>
          );
        }}
      </QueryState>
    </main>
  );
}
