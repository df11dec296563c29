/** Bind card (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function BindCardScreen() {
  return <Placeholder name="Bind card" />;
}
