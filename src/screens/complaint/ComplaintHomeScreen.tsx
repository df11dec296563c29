/** Complaint (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function ComplaintHomeScreen() {
  return <Placeholder name="Complaint" />;
}
