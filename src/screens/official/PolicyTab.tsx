/** Privacy Policy (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function PolicyTab() {
  return <Placeholder name="Privacy Policy" />;
}
