/** What the home carousel shows, shared by its first paint and the swiper that replaces it. */
export const CAROUSEL_INTERVAL_MS = 3000;
/** A slide: an image of the market's language (src/i18n/official.ts). */
export interface SlideImage {
  src: string;
  alt: string;
}

export function Slide({ src, alt }: SlideImage) {
  return <img className="official-slide" src={src} alt={alt} width={390} height={180} />;
}

export function Dots({ total, current }: { total: number; current: number }) {
  return (
    <div className="official-dots" data-current={current}>
      {Array.from({ length: total }, (_, i) => (
        <span
          key={i}
          className={i === current ? 'official-dot official-dot-active' : 'official-dot'}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
