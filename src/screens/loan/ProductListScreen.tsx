/** Recommended products (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function ProductListScreen() {
  return <Placeholder name="Recommended products" />;
}
