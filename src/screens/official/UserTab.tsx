/** `/User` ("Comment"): what users say about the service. */
import { OfficialLayout } from './OfficialLayout';
import { Testimonials } from './Testimonials';
import { useSitePack } from './useSitePack';

export default function UserTab() {
  const t = useSitePack();
  return (
    <OfficialLayout>
      <section className="official-card">
        <h1>{t.comments.title}</h1>
        <p className="muted">{t.comments.intro}</p>
        <Testimonials items={t.testimonials} />
      </section>
    </OfficialLayout>
  );
}
