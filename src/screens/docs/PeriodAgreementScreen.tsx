/** Period loan agreement (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function PeriodAgreementScreen() {
  return <Placeholder name="Period loan agreement" />;
}
