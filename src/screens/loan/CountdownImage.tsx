/**
 * The reload modal's countdown image: a ring that empties over the 5500 ms wait, with the whole
 * seconds left in its middle. It only draws `msLeft` from the store; the time comes from ticks.
 */
import { RELOAD_DELAY_MS } from '../../../store/confirmReload';

const R = 40;
const CIRCUMFERENCE = 2 * Math.PI * R;

export function CountdownImage({ msLeft, seconds, label }: { msLeft: number; seconds: number; label: string }) {
  const left = Math.max(0, Math.min(1, msLeft / RELOAD_DELAY_MS));
  return (
    <svg className="loan-countdown" role="img" aria-label={label} width="112" height="112" viewBox="0 0 100 100">
      <circle cx="50" cy="50" r={R} fill="#e7f0fc" stroke="#d3e2f8" strokeWidth="8" />
      <circle
        className="loan-countdown-ring"
        cx="50"
        cy="50"
        r={R}
        fill="none"
        stroke="#1667d9"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - left)}
        transform="rotate(-90 50 50)"
      />
      <text x="50" y="50" textAnchor="middle" dominantBaseline="central" fontSize="30" fontWeight="700" fill="#1f2329">
        {seconds}
      </text>
    </svg>
  );
}
