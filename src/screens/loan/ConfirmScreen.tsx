/** Loan confirm (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function ConfirmScreen() {
  return <Placeholder name="Loan confirm" />;
}
