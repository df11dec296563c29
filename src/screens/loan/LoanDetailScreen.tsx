/** Loan detail (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function LoanDetailScreen() {
  return <Placeholder name="Loan detail" />;
}
