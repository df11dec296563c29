/**
 * A copy button for a reference code or a name. It only reports the event (`repay/codeCopied`);
 * the clipboard write and the toast are effects that live in store/repay/listeners.ts.
 */
import { useAppDispatch } from '../../store';
import { codeCopied } from '../../store/repay/actions';
// The copy effect comes with the button, on whichever route shows one.
import '../../store/repay/listeners';

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
      onClick={() => dispatch(codeCopied({ text }))}
    >
      {label}
    </button>
  );
}
