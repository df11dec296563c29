/** Comment (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function UserTab() {
  return <Placeholder name="Comment" />;
}
