/**
 * The layout of a cash-payment voucher ("ficha de pago"): what is drawn where on the image a borrower
 * saves or shares to pay at a till (OXXO and other cash channels). Pure data, measured in pixels of a
 * 720-wide image (twice a phone's CSS width: sharp on any screen, small as a PNG); the drawing itself
 * is the app's `deliverFile` effect (a canvas in src/ui), so this stays testable without a DOM.
 */

const VOUCHER_WIDTH = 720;
const MARGIN = 48;
/** A till scanner needs a quiet zone beside the bars; the barcode image carries its own, this adds room. */
const BARCODE_HEIGHT = 200;
/** Canvas text does not wrap: a name longer than this is cut with an ellipsis. */
const MAX_LINE_CHARS = 34;

export interface VoucherInput {
  /** Heading: "Ficha de pago" / "Payment voucher". */
  title: string;
  /** The channel as the borrower knows it ("Pago en efectivo en tiendas OXXO"). */
  channelName: string;
  /** Label and formatted value pairs, in market words: amount, reference, expiry. */
  amount: { label: string; value: string };
  reference: { label: string; value: string };
  expires?: { label: string; value: string };
  /** A same-origin path of the channel's barcode image (already through the URL gate), if any. */
  barcodeUrl?: string;
  /** A closing line (the fraud notice: pay only to the accounts shown). */
  footer?: string;
}

type VoucherItem =
  | {
      kind: 'text';
      text: string;
      x: number;
      /** Baseline. */
      y: number;
      size: number;
      bold: boolean;
      mono: boolean;
      color: string;
    }
  | { kind: 'image'; url: string; x: number; y: number; width: number; height: number }
  | { kind: 'rule'; x: number; y: number; width: number };

export interface VoucherLayout {
  width: number;
  height: number;
  background: string;
  items: VoucherItem[];
}

const INK = '#1f2329';
const MUTED = '#5c6370';

const cutLine = (text: string, max = MAX_LINE_CHARS) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Splits a long line at spaces into lines of at most `max` characters (a word longer than that is cut). */
function wrapLine(text: string, max = MAX_LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) line = next;
    else {
      if (line) lines.push(line);
      line = cutLine(word, max);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function voucherLayout(input: VoucherInput): VoucherLayout {
  const items: VoucherItem[] = [];
  let y = MARGIN;
  const text = (
    value: string,
    size: number,
    opts: { bold?: boolean; mono?: boolean; color?: string; gap?: number },
  ) => {
    y += size;
    items.push({
      kind: 'text',
      text: value,
      x: MARGIN,
      y,
      size,
      bold: opts.bold ?? false,
      mono: opts.mono ?? false,
      color: opts.color ?? INK,
    });
    y += opts.gap ?? 12;
  };
  const rule = () => {
    y += 8;
    items.push({ kind: 'rule', x: MARGIN, y, width: VOUCHER_WIDTH - 2 * MARGIN });
    y += 24;
  };
  const pair = (p: { label: string; value: string }, size: number, mono = false) => {
    text(p.label, 24, { color: MUTED, gap: 8 });
    text(cutLine(p.value), size, { bold: true, mono, gap: 20 });
  };

  text(cutLine(input.title), 40, { bold: true, gap: 8 });
  text(cutLine(input.channelName), 26, { color: MUTED });
  rule();
  pair(input.amount, 48);
  pair(input.reference, 40, true);
  if (input.expires) pair(input.expires, 30);
  if (input.barcodeUrl) {
    y += 8;
    items.push({
      kind: 'image',
      url: input.barcodeUrl,
      x: MARGIN,
      y,
      width: VOUCHER_WIDTH - 2 * MARGIN,
      height: BARCODE_HEIGHT,
    });
    y += BARCODE_HEIGHT + 24;
  }
  if (input.footer) {
    rule();
    for (const line of wrapLine(input.footer, 44)) text(line, 22, { color: MUTED, gap: 6 });
  }
  return { width: VOUCHER_WIDTH, height: y + MARGIN, background: '#ffffff', items };
}
