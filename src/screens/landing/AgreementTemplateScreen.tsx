/** Registration agreement (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function AgreementTemplateScreen() {
  return <Placeholder name="Registration agreement" />;
}
