/** Contact (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function ContactTab() {
  return <Placeholder name="Contact" />;
}
