/**
 * The phone's half of a complaint upload (the `shrinkImage` effect): a picked photo is decoded, turned
 * upright (EXIF), scaled to a long side of `maxSide` and encoded as JPEG until it fits what the server
 * takes, so a 6 MB camera photo goes up as a few hundred KB instead of failing after a long wait. A
 * small image of a type the server takes goes as it is. The decisions (`planShrink`, `keepOriginal`)
 * are pure and tested; the canvas part below them is thin, as jsdom cannot run it. The limits come
 * from the store (store/complaint/rules.ts).
 */
import { getFile, registerFile } from '../../store/api/fileRegistry';
import type { ImageLimits, ShrinkOutcome } from '../../store/effects';

/** What the server stores (it reads the bytes, not this claim): anything else is re-encoded. */
const SENDABLE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp'];

export interface PickedImage {
  width: number;
  height: number;
  bytes: number;
  /** The file's MIME type as the picker gave it ('' when unknown). */
  type: string;
}

export type ShrinkPlan = { keep: true } | { keep: false; width: number; height: number; qualities: readonly number[] };

const sendable = (type: string) => SENDABLE_TYPES.includes(type.toLowerCase());

/** Kept when already small enough in both pixels and bytes; else drawn at most `maxSide` on its long side. */
export function planShrink(img: PickedImage, limits: ImageLimits): ShrinkPlan {
  const long = Math.max(img.width, img.height);
  if (long <= limits.maxSide && img.bytes <= limits.keepBytes && sendable(img.type)) return { keep: true };
  const scale = long > limits.maxSide ? limits.maxSide / long : 1;
  return {
    keep: false,
    width: Math.max(1, Math.round(img.width * scale)),
    height: Math.max(1, Math.round(img.height * scale)),
    qualities: limits.qualities,
  };
}

/** A re-encoding that came out bigger loses to the original, when the original may be sent as it is. */
export const keepOriginal = (img: PickedImage, encodedBytes: number, limits: ImageLimits) =>
  encodedBytes >= img.bytes &&
  sendable(img.type) &&
  img.bytes <= limits.maxBytes &&
  Math.max(img.width, img.height) <= limits.maxSide;

/** A failed decode of a file bigger than the server takes is too large (often memory), else not an image. */
export const undecodable = (file: Blob, limits: ImageLimits): ShrinkOutcome =>
  file.type.startsWith('image/') && file.size > limits.maxBytes ? { refused: 'tooLarge' } : { refused: 'notImage' };

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** createImageBitmap honours the EXIF orientation; an old WebView without it (or its options) uses <img>. */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Not decodable this way: the <img> path below decides.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) };
  } catch (e) {
    URL.revokeObjectURL(url);
    throw e;
  }
}

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

const jpegName = (file: Blob) => `${((file as File).name || 'image').replace(/\.[^./]*$/, '')}.jpg`;

export async function shrinkImage(fileId: string, limits: ImageLimits): Promise<ShrinkOutcome> {
  const file = getFile(fileId);
  if (!file || file.size === 0) return { refused: 'notImage' };
  if (file.size > limits.maxInputBytes) return { refused: 'tooLarge' };
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return undecodable(file, limits);
  }
  const picked: PickedImage = { width: decoded.width, height: decoded.height, bytes: file.size, type: file.type };
  const plan = planShrink(picked, limits);
  if (plan.keep) {
    decoded.release();
    return { fileId, bytes: file.size, kept: true };
  }
  const canvas = document.createElement('canvas');
  try {
    canvas.width = plan.width;
    canvas.height = plan.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return undecodable(file, limits);
    // JPEG has no transparency: what was transparent turns white, not black.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, plan.width, plan.height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(decoded.source, 0, 0, plan.width, plan.height);
    decoded.release();
    for (const quality of plan.qualities) {
      const blob = await toJpeg(canvas, quality);
      if (!blob) break;
      if (keepOriginal(picked, blob.size, limits)) return { fileId, bytes: file.size, kept: true };
      if (blob.size <= limits.maxBytes) {
        const shrunk = new File([blob], jpegName(file), { type: 'image/jpeg' });
        return { fileId: registerFile(shrunk), bytes: shrunk.size, kept: false };
      }
    }
    return { refused: 'tooLarge' };
  } finally {
    decoded.release();
    // WebViews cap the memory of all canvases together: give this one back at once.
    canvas.width = 0;
    canvas.height = 0;
  }
}
