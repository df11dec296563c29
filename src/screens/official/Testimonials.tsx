/** User testimonials (home shows a few, the Comment tab all of them). */
import type { Testimonial } from '../../i18n/official';

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="official-testimonials">
      {items.map((item) => (
        <li key={item.name} className="official-testimonial">
          <blockquote>
            <p>“{item.quote}”</p>
          </blockquote>
          <p className="official-testimonial-by">
            <span className="official-avatar" aria-hidden="true">
              {item.name.slice(0, 1)}
            </span>
            {item.name}, {item.city}
          </p>
        </li>
      ))}
    </ul>
  );
}
