/**
 * Complaint image uploads: stored under `$DATA_DIR/uploads` (default `.data/uploads`) and
 * served back at `/uploads/NAME`. The file type is read from the bytes, not from the
 * client's claim, and only raster images are kept: an uploaded SVG or HTML served from
 * this origin could carry script. A process keeps at most UPLOAD_QUOTA of them (count and
 * bytes); past it every upload is refused with a message until the server restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { coalitionOk, envelope } from './http';
import { inMarket, marketOf } from './market';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Multipart framing around the file; a body bigger than this cannot hold an allowed file. */
export const MULTIPART_SLACK = 64 * 1024;

/** Per process, never reset by /__control/reset: the disk is not the tests' to fill. */
export const UPLOAD_QUOTA = { files: 200, bytes: 100 * 1024 * 1024 } as const;
const stored = { files: 0, bytes: 0 };

/** Whether one more file of `size` bytes still fits in `quota`, given what is `used`. */
export function fitsQuota(
  used: { files: number; bytes: number },
  size: number,
  quota: { files: number; bytes: number } = UPLOAD_QUOTA,
): boolean {
  return used.files + 1 <= quota.files && used.bytes + size <= quota.bytes;
}

const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
} as const;
type ImageExt = keyof typeof CONTENT_TYPES;

const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp|bmp)$/;

/** Read at call time, so tests can point DATA_DIR at a temporary folder. */
function uploadsDir(): string {
  return path.resolve(process.env.DATA_DIR || '.data', 'uploads');
}

/** The image format from the file's magic bytes, or null when it is not an allowed image. */
function sniffImage(bytes: Uint8Array): ImageExt | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'webp';
  if (starts(0x42, 0x4d) && bytes.length > 26) return 'bmp';
  return null;
}

/** The refusals a borrower reads (the coalition client shows the server's message), in the call's market. */
const REFUSALS = {
  'es-MX': {
    tooBig: 'La imagen no debe superar 5 MB',
    quota: 'El servidor no admite más imágenes por ahora; envíe su queja sin imagen o inténtelo más tarde',
    missing: 'Adjunte una imagen en el campo problemImage',
    format: 'Solo se admiten imágenes JPG, PNG, GIF, WEBP o BMP',
  },
  'en-IN': {
    tooBig: 'The image must not be larger than 5 MB',
    quota: 'The server accepts no more images for now; send your complaint without an image or try again later',
    missing: 'Attach an image in the problemImage field',
    format: 'Only JPG, PNG, GIF, WEBP or BMP images are accepted',
  },
} as const;
const refusal = (request: Request, key: keyof (typeof REFUSALS)['es-MX']) => inMarket(marketOf(request), REFUSALS)[key];
const tooBig = (request: Request) => envelope(2, refusal(request, 'tooBig'));
const quotaReached = (request: Request) => envelope(4, refusal(request, 'quota'));

export const uploadHandlers = [
  http.post('*/coalition/upload-problem-img', async ({ request }) => {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_SLACK) return tooBig(request);
    if (!fitsQuota(stored, 0)) return quotaReached(request);
    let file: FormDataEntryValue | null = null;
    try {
      file = (await request.formData()).get('problemImage');
    } catch {
      file = null;
    }
    if (!file || typeof file === 'string') return envelope(1, refusal(request, 'missing'));
    if (file.size > MAX_UPLOAD_BYTES) return tooBig(request);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const ext = sniffImage(bytes);
    if (!ext) return envelope(3, refusal(request, 'format'));
    if (!fitsQuota(stored, bytes.length)) return quotaReached(request);
    // Counted before the write, so concurrent uploads cannot all pass the check.
    stored.files += 1;
    stored.bytes += bytes.length;
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    try {
      await mkdir(uploadsDir(), { recursive: true });
      await writeFile(path.join(uploadsDir(), name), bytes);
    } catch (err) {
      stored.files -= 1;
      stored.bytes -= bytes.length;
      throw err;
    }
    return coalitionOk({ url: `/uploads/${name}` }, 0);
  }),

  http.get('*/uploads/:name', async ({ params }) => {
    const name = String(params.name);
    // Only names this server minted: nothing else on disk is reachable.
    if (!STORED_NAME.test(name)) return new HttpResponse('Not found', { status: 404 });
    try {
      const bytes = await readFile(path.join(uploadsDir(), name));
      const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExt;
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': CONTENT_TYPES[ext],
          'Content-Length': String(bytes.length),
          // Names are random and never reused.
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      });
    } catch {
      return new HttpResponse('Not found', { status: 404 });
    }
  }),
];
