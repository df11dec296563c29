/**
 * The `deliverFile` effect (store/effects.ts): turns an outgoing file into a Blob (a text file, or a
 * voucher drawn on a canvas from its layout) and hands it over — to the share sheet when asked and
 * the WebView can share files (`navigator.canShare({ files })`), else as a download through a
 * `download` link. Loaded with the first file a borrower asks for.
 */
import type { FileOutcome, OutgoingFile } from '../../store/effects';
import type { VoucherLayout } from '../../store/payments';

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const MONO = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace';

/** The barcode is the channel's own image (same origin, so the canvas stays exportable); a failed load leaves it out. */
async function loadImage(url: string): Promise<HTMLImageElement | null> {
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
    return img;
  } catch {
    return null;
  }
}

async function drawVoucher(layout: VoucherLayout): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = layout.background;
  ctx.fillRect(0, 0, layout.width, layout.height);
  for (const item of layout.items) {
    if (item.kind === 'text') {
      ctx.fillStyle = item.color;
      ctx.font = `${item.bold ? '700 ' : ''}${item.size}px ${item.mono ? MONO : SANS}`;
      ctx.fillText(item.text, item.x, item.y);
    } else if (item.kind === 'rule') {
      ctx.fillStyle = '#d0d4da';
      ctx.fillRect(item.x, item.y, item.width, 2);
    } else {
      const img = await loadImage(item.url);
      if (!img) continue;
      // Kept to its own proportions inside the box, centred: stretched bars may not scan.
      const scale = Math.min(
        item.width / (img.naturalWidth || item.width),
        item.height / (img.naturalHeight || item.height),
      );
      const w = (img.naturalWidth || item.width) * scale;
      const h = (img.naturalHeight || item.height) * scale;
      ctx.drawImage(img, item.x + (item.width - w) / 2, item.y + (item.height - h) / 2, w, h);
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/png'),
  );
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has started from the click; the URL is freed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

async function share(file: File): Promise<FileOutcome | null> {
  const nav = navigator as Navigator & { canShare?: (data: ShareData) => boolean };
  if (typeof nav.share !== 'function' || typeof nav.canShare !== 'function' || !nav.canShare({ files: [file] }))
    return null;
  try {
    await nav.share({ files: [file], title: file.name });
    return 'shared';
  } catch (err) {
    // The borrower closed the sheet; any other refusal falls back to a download.
    return err instanceof DOMException && err.name === 'AbortError' ? 'cancelled' : null;
  }
}

export async function deliverFile(file: OutgoingFile, wantShare: boolean): Promise<FileOutcome> {
  try {
    const blob = 'voucher' in file ? await drawVoucher(file.voucher) : new Blob([file.text], { type: file.type });
    if (wantShare) {
      const shared = await share(new File([blob], file.name, { type: blob.type }));
      if (shared) return shared;
    }
    download(blob, file.name);
    return 'downloaded';
  } catch {
    return 'failed';
  }
}
