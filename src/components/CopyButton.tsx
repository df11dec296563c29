/**
 * A copy button for a reference code or a name. It only reports the request (`repay/copyRequested`);
 * the clipboard write and the notice are effects of the repay feature, which every screen showing
 * this button lists in its `features`.
 */
import { useAppDispatch } from '../../store';
import { copyRequested } from '../../store/repay';

interface Props {
  text: string;
  label: string;
  /** Accessible name when the visible label alone does not say what is copied. */
  ariaLabel?: string;
  className?: string;
}

export function CopyButton({ text, label, ariaLabel, className = '' }: Props) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={`btn copy-button ${className}`.trim()}
      aria-label={ariaLabel}
      onClick={() => dispatch(copyRequested({ text }))}
    >
      {label}
    </button>
  );
}
