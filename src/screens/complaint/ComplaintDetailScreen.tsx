/** Complaint detail (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function ComplaintDetailScreen() {
  return <Placeholder name="Complaint detail" />;
}
