/** The home carousel proper (SPEC §2, §9): autoplay every 3000 ms, looping. */
import { Swiper } from 'antd-mobile';
import '../../ui/antdGlobal';
import { CAROUSEL_INTERVAL_MS, Dots, Slide, type SlideImage } from './CarouselParts';

export default function SwiperCarousel({ slides }: { slides: readonly SlideImage[] }) {
  return (
    <Swiper
      autoplay
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
  );
}
