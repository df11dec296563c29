/** `/Loan`: the 'Loan terms and conditions' document inside the public site. */
import { LoanTermsDocument } from '../../components/LoanTermsDocument';
import { OfficialLayout } from './OfficialLayout';
import { useSiteMarket } from './useSitePack';

export default function LoanTab() {
  return (
    <OfficialLayout>
      <LoanTermsDocument market={useSiteMarket()} />
    </OfficialLayout>
  );
}
