/** Repay or defer (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function RepayChoiceScreen() {
  return <Placeholder name="Repay or defer" />;
}
