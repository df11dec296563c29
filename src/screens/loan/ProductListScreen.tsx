/** Recommended products (`/placeIs`, CONTRACT: `product-list`): each opens its product page. */
import { Link } from 'react-router-dom';
import { coalitionApi } from '../../../store/api/coalition';
import { QueryState } from '../../components/QueryState';
import { formatMoney, withCurrency } from '../../format/money';
import * as loanPacks from '../../i18n/loan';
import { useCommon, usePack } from '../../i18n/usePack';
import { pageLink } from './links';
import { usePageQuery } from '../../hooks/pageParams';
import { ProductLogo } from './ProductLogo';
import './loan.css';

export default function ProductListScreen() {
  const t = usePack(loanPacks);
  const c = useCommon();
  const query = usePageQuery();
  const result = coalitionApi.useProductListQuery();
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
                  <ProductLogo src={p.productLogo} name={p.productName} alt={t.productLogo(p.productName)} />
                  <div className="loan-product-text">
                    <h2>{p.productName}</h2>
                    <p className="muted">
                      {t.upTo} <strong className="loan-ink">{withCurrency(formatMoney(p.amount), c.currency)}</strong> ·{' '}
                      {t.termDays(p.term)}
                    </p>
                  </div>
                  <Link
                    className="btn btn-primary"
                    to={pageLink('/theThey', query, { productId: String(p.productId) })}
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
