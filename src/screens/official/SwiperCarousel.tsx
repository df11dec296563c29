/**
 * The home carousel proper (SPEC §2, §9): autoplay every 3000 ms, looping, with a pause / play button
 * (WCAG 2.2.2: moving content that starts by itself can be paused). A visitor who asked for reduced
 * motion gets it paused from the start. This renders only on the client, after hydration (HomeCarousel),
 * so reading the media query here cannot make the prerendered HTML and the first render differ.
 */
import { Swiper } from 'antd-mobile';
import { useState } from 'react';
import '../../ui/antdGlobal';
import * as carouselPacks from '../../i18n/carousel';
import { CAROUSEL_INTERVAL_MS, Dots, Slide, type SlideImage } from './CarouselParts';
import { useSiteMarket } from './useSitePack';
import './carousel.css';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export default function SwiperCarousel({ slides }: { slides: readonly SlideImage[] }) {
  const t = carouselPacks[useSiteMarket()];
  const [paused, setPaused] = useState(prefersReducedMotion);
  return (
    <div className="official-carousel-live">
      <Swiper
        autoplay={!paused}
        autoplayInterval={CAROUSEL_INTERVAL_MS}
        loop
        indicator={(total, current) => <Dots total={total} current={current} />}
      >
        {slides.map((slide) => (
          <Swiper.Item key={slide.src}>
            <Slide {...slide} />
          </Swiper.Item>
        ))}
      </Swiper>
      {/* Its name says what a tap does; the icon shows the same. */}
      <button
        type="button"
        className="official-carousel-toggle"
        aria-label={paused ? t.play : t.pause}
        onClick={() => setPaused((p) => !p)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          {paused ? (
            <path d="M4 2.5v11l9.5-5.5z" fill="currentColor" />
          ) : (
            <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" fill="currentColor" />
          )}
        </svg>
      </button>
    </div>
  );
}
