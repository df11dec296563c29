/** Download the app (built by its issue). */
import { Placeholder } from '../../components/Placeholder';

export default function DownloadTemplateScreen() {
  return <Placeholder name="Download the app" />;
}
