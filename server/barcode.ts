/**
 * Payment references drawn as real Code 128 barcodes (bwip-js), so a till scanner reads the same
 * reference the page prints beside the image. The seeded data points its barcode images at
 * `barcodeUrl(reference)`; `barcodeHandlers` answers that path as SVG (crisp at any zoom, a few
 * hundred bytes). The image carries its own white quiet zone, so it scans on any page background.
 */
import bwipjs from 'bwip-js/node';
import { http, HttpResponse } from 'msw';

/** Where the images are served; also an API prefix (server/headers.ts), so nginx proxies it. */
const BARCODE_PATH = '/barcode/';

/**
 * Printable ASCII: what Code 128 carries without function codes, and what a cashier can key in
 * when a scan fails. Longer than MAX_LENGTH would need modules too narrow for a phone screen.
 */
const REFERENCE = /^[\x20-\x7e]+$/;
export const MAX_REFERENCE_LENGTH = 40;

/**
 * Drawing: X (one module) is 2 units; the quiet zone is 10 X on each side, the minimum of
 * ISO/IEC 15417; bars 15 mm tall at scale 1 (about 85 units), well over 15% of the width.
 */
const DRAWING = {
  bcid: 'code128',
  scale: 2,
  height: 15,
  paddingwidth: 10,
  paddingheight: 2,
  backgroundcolor: 'FFFFFF',
};

/** Why a reference cannot be drawn, or null when it can. */
function referenceProblem(reference: string): string | null {
  if (!reference) return 'La referencia está vacía';
  if (reference.length > MAX_REFERENCE_LENGTH) return `La referencia supera ${MAX_REFERENCE_LENGTH} caracteres`;
  if (!REFERENCE.test(reference)) return 'La referencia solo admite caracteres ASCII imprimibles (Code 128)';
  return null;
}

/** The image of a reference, for the seeded data's `BARcodeImg` and `repayCode`. */
export function barcodeUrl(reference: string): string {
  const problem = referenceProblem(reference);
  // The seed is ours: a reference that cannot be drawn is a bug in it, found at startup.
  if (problem) throw new Error(`barcodeUrl(${JSON.stringify(reference)}): ${problem}`);
  return `${BARCODE_PATH}${encodeURIComponent(reference)}.svg`;
}

/** Drawn once per reference: the same reference always gives the same image. Bounded, oldest out. */
const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

function barcodeSvg(reference: string): string {
  const hit = cache.get(reference);
  if (hit !== undefined) return hit;
  const drawn = bwipjs.toSVG({ ...DRAWING, text: reference });
  // bwip-js gives only a viewBox; width and height give the <img> a natural size and aspect ratio.
  const size = /viewBox="0 0 (\d+) (\d+)"/.exec(drawn);
  const svg = size ? drawn.replace('<svg ', `<svg width="${size[1]}" height="${size[2]}" `) : drawn;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(reference, svg);
  return svg;
}

const refused = (message: string) =>
  new HttpResponse(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export const barcodeHandlers = [
  http.get(`*${BARCODE_PATH}:file`, ({ params }) => {
    // msw hands the path segment over already decoded.
    const file = String(params.file);
    if (!file.endsWith('.svg')) return refused('Solo se sirve el formato .svg');
    const reference = file.slice(0, -'.svg'.length);
    const problem = referenceProblem(reference);
    if (problem) return refused(problem);
    return new HttpResponse(barcodeSvg(reference), {
      headers: {
        'Content-Type': 'image/svg+xml',
        // A reference's image never changes.
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];
