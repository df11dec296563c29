/** Loan agreement (`/directorsIn`): the promissory note, both markets (AgreementPage). */
import { AgreementPage } from './AgreementPage';

export { contractFirstVisit as firstVisit } from './AgreementPage';

export default function LoanAgreementScreen() {
  return <AgreementPage title="noteTitle" />;
}
