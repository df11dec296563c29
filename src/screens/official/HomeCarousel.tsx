/**
 * The home page's two-image carousel. The first slide paints at once (it is in the prerendered HTML
 * too); the swiper (with its gesture and spring code, a quarter of the page's weight) is asked for
 * after first render (after hydration on a prerendered page, so the prerendered markup and the
 * hydrating render agree) and takes over when it has loaded.
 */
import { lazy, Suspense } from 'react';
import { useHydrating } from '../../app/prerendered';
import { Dots, Slide } from './CarouselParts';
import { useSitePack } from './useSitePack';

const SwiperCarousel = lazy(() => import(/* webpackChunkName: "official-carousel" */ './SwiperCarousel'));

export function HomeCarousel() {
  const t = useSitePack();
  // The prerendered HTML (and the render that hydrates it) has the first slide alone.
  const live = !useHydrating();
  const first = (
    <div className="official-carousel-first">
      <Slide {...t.slides[0]} />
      <Dots total={t.slides.length} current={0} />
    </div>
  );
  return (
    <section className="official-carousel" aria-roledescription="carousel" aria-label={t.carouselLabel}>
      {live ? (
        <Suspense fallback={first}>
          <SwiperCarousel slides={t.slides} />
        </Suspense>
      ) : (
        first
      )}
    </section>
  );
}
