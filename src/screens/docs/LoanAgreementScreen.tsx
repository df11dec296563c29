/** Loan agreement (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function LoanAgreementScreen() {
  return <Placeholder name="Loan agreement" />;
}
