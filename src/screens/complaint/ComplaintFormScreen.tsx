/** Complaint form (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function ComplaintFormScreen() {
  return <Placeholder name="Complaint form" />;
}
