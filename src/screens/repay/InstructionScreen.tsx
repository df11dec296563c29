/** Payment instructions (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function InstructionScreen() {
  return <Placeholder name="Payment instructions" />;
}
