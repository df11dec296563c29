/** Product (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function ProductScreen() {
  return <Placeholder name="Product" />;
}
