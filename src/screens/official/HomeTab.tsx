/** `/`: the public home: carousel, a short pitch, banners, user testimonials. */
import { Link } from 'react-router-dom';
import { HomeCarousel } from './HomeCarousel';
import { OfficialLayout } from './OfficialLayout';
import { useSiteHref } from './siteLinks';
import { Testimonials } from './Testimonials';
import { useSitePack } from './useSitePack';

export default function HomeTab() {
  const t = useSitePack();
  const href = useSiteHref();
  return (
    <OfficialLayout>
      <HomeCarousel />
      <section className="official-card official-hero">
        <h1>{t.hero.title}</h1>
        <p>{t.hero.text}</p>
      </section>
      <ul className="official-banners">
        {t.banners.map((b, i) => (
          <li key={b.title} className={`official-banner official-banner-${i + 1}`}>
            <h2>{b.title}</h2>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>
      <section className="official-card" aria-labelledby="home-testimonials">
        <h2 id="home-testimonials">{t.testimonialsTitle}</h2>
        <Testimonials items={t.testimonials.slice(0, 3)} />
        <p className="official-more">
          <Link to={href('/User')}>{t.nav.comment}</Link>
        </p>
      </section>
    </OfficialLayout>
  );
}
