/** Privacy policy (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function PrivacyScreen() {
  return <Placeholder name="Privacy policy" />;
}
