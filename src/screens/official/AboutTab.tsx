/** About us (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function AboutTab() {
  return <Placeholder name="About us" />;
}
