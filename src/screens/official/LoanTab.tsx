/** Loan terms and conditions (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function LoanTab() {
  return <Placeholder name="Loan terms and conditions" />;
}
