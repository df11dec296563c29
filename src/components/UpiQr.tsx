/**
 * A QR code of a UPI intent link, for paying from another phone. Loaded with the first UPI channel
 * (its encoder, `uqr`, is about 4 kB gzipped and no part of any first load). Drawn as one SVG path of
 * dark modules with a 4-module quiet zone (ISO/IEC 18004), crisp at any zoom, no canvas or HTML string.
 */
import { encode } from 'uqr';

interface Props {
  text: string;
  /** What the code says, for screen readers. */
  label: string;
  /** CSS pixels of the whole square. */
  size?: number;
}

/** The dark modules as `M x y h1 v1 h-1 z` squares: one path, one DOM node. */
export function qrPath(rows: readonly (readonly boolean[])[]): string {
  let d = '';
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

export default function UpiQr({ text, label, size = 200 }: Props) {
  // Medium error correction: a phone screen photographed by another phone survives a little glare.
  const qr = encode(text, { ecc: 'M', border: 4 });
  return (
    <svg
      className="upi-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-testid="upi-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" />
    </svg>
  );
}
