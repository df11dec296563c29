/** Extension (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function ExtensionScreen() {
  return <Placeholder name="Extension" />;
}
