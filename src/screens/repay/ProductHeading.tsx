/** The product's logo and name, at the top of the repay and extension summaries. */
import { SafeImage } from '../../components/SafeImage';
import { useCommon } from '../../i18n/usePack';

export function ProductHeading({ product }: { product: { productName: string; productLogo: string } }) {
  const common = useCommon();
  return (
    <div className="product">
      <SafeImage
        className="product-logo"
        src={product.productLogo}
        alt={common.productLogo(product.productName)}
        width={40}
        height={40}
      />
      <span className="product-name">{product.productName}</span>
    </div>
  );
}
