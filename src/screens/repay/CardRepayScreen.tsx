/** Card repay (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function CardRepayScreen() {
  return <Placeholder name="Card repay" />;
}
