/** Repay (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function RepayScreen() {
  return <Placeholder name="Repay" />;
}
