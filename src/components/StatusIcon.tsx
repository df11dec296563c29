/**
 * The order status icons of SPEC §4, drawn as inline SVG (no image requests, crisp at any size):
 * 21 under review, 151 disbursing, 110 rejected, 174 repayment due, 180 overdue, 200 paid off.
 * An unknown code falls back to the 200 icon. 170 is a known code that the spec gives no icon of
 * its own, so it draws nothing: its status text alone says what is happening.
 */
import type { ReactElement } from 'react';

const ICON_STATUSES = ['21', '151', '110', '174', '180', '200'] as const;
export type IconStatus = (typeof ICON_STATUSES)[number];
const FALLBACK_ICON: IconStatus = '200';

/** Which icon a status code draws: its own, none (170), or the 200 fallback (unknown codes). */
function iconFor(status: unknown): IconStatus | null {
  const code = typeof status === 'string' || typeof status === 'number' ? String(status).trim() : '';
  if (code === '170') return null;
  return (ICON_STATUSES as readonly string[]).includes(code) ? (code as IconStatus) : FALLBACK_ICON;
}

const BLUE = '#1667d9';
const AMBER = '#e08a00';
const RED = '#c62828';
const GREEN = '#2e7d32';
const TINT = { [BLUE]: '#e7f0fc', [AMBER]: '#fdf1dc', [RED]: '#fbe7e7', [GREEN]: '#e5f2e6' } as const;

const disc = (color: keyof typeof TINT) => <circle cx="32" cy="32" r="30" fill={TINT[color]} />;
const line = { fill: 'none', strokeWidth: 4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const DRAWINGS: Record<IconStatus, ReactElement> = {
  // Under review: a magnifying glass over a document.
  '21': (
    <>
      {disc(BLUE)}
      <rect x="17" y="14" width="24" height="31" rx="3" {...line} stroke={BLUE} />
      <path d="M23 23h12M23 30h8" {...line} stroke={BLUE} />
      <circle cx="39" cy="39" r="7" {...line} stroke={BLUE} fill={TINT[BLUE]} />
      <path d="M44 44l6 6" {...line} stroke={BLUE} />
    </>
  ),
  // Disbursal in progress: a coin travelling along an arrow.
  '151': (
    <>
      {disc(BLUE)}
      <circle cx="24" cy="32" r="10" {...line} stroke={BLUE} />
      <path d="M24 27v10M21 29.5h5M21 34.5h5" {...line} strokeWidth={2.5} stroke={BLUE} />
      <path d="M38 32h13M45 25l7 7-7 7" {...line} stroke={BLUE} />
    </>
  ),
  // Rejected: a cross in a circle.
  '110': (
    <>
      {disc(RED)}
      <circle cx="32" cy="32" r="17" {...line} stroke={RED} />
      <path d="M25 25l14 14M39 25L25 39" {...line} stroke={RED} />
    </>
  ),
  // Repayment due: a calendar with the due day marked.
  '174': (
    <>
      {disc(AMBER)}
      <rect x="15" y="18" width="34" height="30" rx="4" {...line} stroke={AMBER} />
      <path d="M15 27h34M24 14v8M40 14v8" {...line} stroke={AMBER} />
      <circle cx="38" cy="38" r="4" fill={AMBER} />
    </>
  ),
  // Overdue: a warning triangle.
  '180': (
    <>
      {disc(RED)}
      <path d="M32 14L51 47H13z" {...line} stroke={RED} />
      <path d="M32 26v10" {...line} stroke={RED} />
      <circle cx="32" cy="42" r="2.5" fill={RED} />
    </>
  ),
  // Paid off: a check mark in a circle.
  '200': (
    <>
      {disc(GREEN)}
      <circle cx="32" cy="32" r="17" {...line} stroke={GREEN} />
      <path d="M24 32.5l6 6 11-12" {...line} stroke={GREEN} />
    </>
  ),
};

interface Props {
  status: unknown;
  /** Accessible name, e.g. the status in the market's language. */
  label: string;
  size?: number;
}

export function StatusIcon({ status, label, size = 72 }: Props) {
  const icon = iconFor(status);
  if (!icon) return null;
  return (
    <svg
      className="status-icon"
      data-icon={icon}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      focusable="false"
    >
      {DRAWINGS[icon]}
    </svg>
  );
}
