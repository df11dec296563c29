/** Registration (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function LandingScreen() {
  return <Placeholder name="Registration" />;
}
