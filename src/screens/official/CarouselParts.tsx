/** What the home carousel shows, shared by its first paint and the swiper that replaces it. */
export const CAROUSEL_INTERVAL_MS = 3000;
export const SLIDES = ['/img/official/slide-1.svg', '/img/official/slide-2.svg'];

export function Slide({ index, alt }: { index: number; alt: string }) {
  return <img className="official-slide" src={SLIDES[index]} alt={alt} width={390} height={180} />;
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
