/** Home (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function HomeTab() {
  return <Placeholder name="Home" />;
}
