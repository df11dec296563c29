/** A row of complaint or reply images; tapping one opens it full screen (ImageViewerDialog). */
import { lazy, Suspense, useState } from 'react';
import { safeImg } from '../../native/safeUrl';

// The viewer and its gesture code load on the first open, never with the page.
const ImageViewerDialog = lazy(() => import(/* webpackChunkName: "complaint-image-viewer" */ './ImageViewerDialog'));

export function ImageStrip({ images, altOf }: { images: readonly string[]; altOf: (n: number) => string }) {
  const safe = images.map((u) => safeImg(u)).filter((u): u is string => !!u);
  const [open, setOpen] = useState<number | null>(null);
  if (safe.length === 0) return null;
  return (
    <>
      <ul className="image-grid">
        {safe.map((src, i) => (
          <li key={`${src}-${i}`} className="image-tile">
            <button type="button" className="image-view" onClick={() => setOpen(i)}>
              <img src={src} alt={altOf(i + 1)} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <ImageViewerDialog images={safe} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
