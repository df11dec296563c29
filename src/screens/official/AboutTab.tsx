/** `/About`: who we are, and the message form. */
import { MessageForm } from './MessageForm';
import { OfficialLayout } from './OfficialLayout';
import { useSitePack } from './useSitePack';

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
