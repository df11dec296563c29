/**
 * The home page's two-image carousel. The first slide paints at once; the swiper (with its gesture
 * and spring code, a quarter of the page's weight) loads after first render and takes over.
 */
import { lazy, Suspense } from 'react';
import { Dots, SLIDES, Slide } from './CarouselParts';
import { useSitePack } from './useSitePack';

const SwiperCarousel = lazy(() => import(/* webpackChunkName: "official-carousel" */ './SwiperCarousel'));

export function HomeCarousel() {
  const t = useSitePack();
  const alts = t.slides.map((s) => s.alt);
  return (
    <section className="official-carousel" aria-roledescription="carousel" aria-label={t.carouselLabel}>
      <Suspense
        fallback={
          <div className="official-carousel-first">
            <Slide index={0} alt={alts[0]} />
            <Dots total={SLIDES.length} current={0} />
          </div>
        }
      >
        <SwiperCarousel alts={alts} />
      </Suspense>
    </section>
  );
}
