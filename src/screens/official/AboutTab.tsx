/** `/About`: who we are, and the message form. */
import { officialFormFeature } from '../../../store/officialForm';
import { MessageForm } from './MessageForm';
import { OfficialLayout } from './OfficialLayout';
import { useSitePack } from './useSitePack';

/** The store features this route drives (started when the route loads). */
export const features = [officialFormFeature];

export default function AboutTab() {
  const t = useSitePack();
  return (
    <OfficialLayout>
      <section className="official-card">
        <h1>{t.about.title}</h1>
        {t.about.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <MessageForm form="about" />
    </OfficialLayout>
  );
}
