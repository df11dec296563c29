/** The home carousel proper (SPEC §2, §9): autoplay every 3000 ms, looping. */
import { Swiper } from 'antd-mobile';
import '../../ui/antdGlobal';
import { CAROUSEL_INTERVAL_MS, Dots, SLIDES, Slide } from './CarouselParts';

export default function SwiperCarousel({ alts }: { alts: readonly string[] }) {
  return (
    <Swiper
      autoplay
      autoplayInterval={CAROUSEL_INTERVAL_MS}
      loop
      indicator={(total, current) => <Dots total={total} current={current} />}
    >
      {SLIDES.map((src, i) => (
        <Swiper.Item key={src}>
          <Slide index={i} alt={alts[i]} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
