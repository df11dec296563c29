/** The home page's two-image carousel (SPEC §2, §9): autoplay every 3000 ms, looping. */
import { Swiper } from 'antd-mobile';
import { useSitePack } from './useSitePack';

export const CAROUSEL_INTERVAL_MS = 3000;
const SLIDES = ['/img/official/slide-1.svg', '/img/official/slide-2.svg'];

export function HomeCarousel() {
  const t = useSitePack();
  return (
    <section className="official-carousel" aria-roledescription="carousel" aria-label={t.carouselLabel}>
      <Swiper
        autoplay
        autoplayInterval={CAROUSEL_INTERVAL_MS}
        loop
        indicator={(total, current) => (
          <div className="official-dots" data-current={current}>
            {Array.from({ length: total }, (_, i) => (
              <span key={i} className={i === current ? 'official-dot official-dot-active' : 'official-dot'} aria-hidden="true" />
            ))}
          </div>
        )}
      >
        {SLIDES.map((src, i) => (
          <Swiper.Item key={src}>
            <img className="official-slide" src={src} alt={t.slides[i].alt} width={390} height={180} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
