/**
 * Stars as a native radio group: arrow keys, focus and names come from the browser (antd-mobile's
 * Rate is not reachable by keyboard). Used by the loan rating and the complaint score; the value
 * lives in their machines.
 */
import { useId } from 'react';
import './dialog.css';

interface Props {
  value: number;
  /** The group's name for screen readers. */
  label: string;
  starLabel: (n: number) => string;
  count?: number;
  disabled?: boolean;
  onChange: (stars: number) => void;
}

export function StarRating({ value, label, starLabel, count = 5, disabled, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className="star-rating" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <span key={n} className="star-rating-star">
          <input
            id={`${name}-${n}`}
            className="sr-only"
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
          />
          <label htmlFor={`${name}-${n}`} className={n <= value ? 'on' : undefined}>
            <span className="sr-only">{starLabel(n)}</span>
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
              <path d="M12 2.5l2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.2l-5.9 3.3 1.4-6.6-5-4.5 6.6-.7z" />
            </svg>
          </label>
        </span>
      ))}
    </fieldset>
  );
}
