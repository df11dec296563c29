/** Complaint list (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function ComplaintListScreen() {
  return <Placeholder name="Complaint list" />;
}
