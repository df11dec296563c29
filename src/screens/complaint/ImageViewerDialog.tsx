/**
 * A complaint's images full screen: antd-mobile's multi-image viewer (swipe, pinch, a tap closes) held
 * in the app's Dialog, which gives it a name, focus moved in and kept there, Escape and Back, and focus
 * back on the tapped image. The kit's layer stays hidden from screen readers (it names each image by its
 * URL); the dialog's title says which image of how many, and a polite line repeats it on a move.
 * Loaded lazily by ImageStrip on the first open.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ImageViewer, type MultiImageViewerRef } from 'antd-mobile';
import { usePack } from '../../i18n/usePack';
import * as packs from '../../i18n/complaint';
import { Dialog } from '../../ui/Dialog';
import './imageViewer.css';

interface Props {
  images: readonly string[];
  /** The image it opens on. */
  start: number;
  onClose: () => void;
}

export default function ImageViewerDialog({ images, start, onClose }: Props) {
  const t = usePack(packs);
  const [index, setIndex] = useState(start);
  // Set after the first move only: the live line says nothing when the dialog opens (its title does).
  const [moved, setMoved] = useState(false);
  const viewer = useRef<MultiImageViewerRef>(null);
  const inside = useRef<HTMLDivElement>(null);
  const count = images.length;
  const title = t.imageOf(index + 1, count);

  const go = (to: number) => {
    const next = Math.min(Math.max(to, 0), count - 1);
    if (next === index) return;
    viewer.current?.swipeTo(next);
    setIndex(next);
    setMoved(true);
  };

  // Arrow keys move between images while focus is anywhere in this dialog (not in one opened above it).
  const onArrow = useEffectEvent((e: KeyboardEvent) => {
    const dialog = inside.current?.closest('dialog');
    if (!dialog || !(e.target instanceof Node) || !dialog.contains(e.target)) return;
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    go(e.key === 'ArrowLeft' ? index - 1 : index + 1);
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => onArrow(e);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Dialog
      open
      title={title}
      onDismiss={onClose}
      className="image-viewer-dialog"
      aside={
        <button type="button" className="image-viewer-button" onClick={onClose}>
          {t.closeViewer}
        </button>
      }
    >
      <div ref={inside}>
        <ImageViewer.Multi
          ref={viewer}
          images={[...images]}
          visible
          defaultIndex={start}
          onIndexChange={(i) => {
            if (i === index) return;
            setIndex(i);
            setMoved(true);
          }}
          onClose={onClose}
        />
        {count > 1 && (
          <div className="image-viewer-nav">
            <button
              type="button"
              className="image-viewer-button"
              aria-disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">‹ </span>
              {t.previousImage}
            </button>
            <button
              type="button"
              className="image-viewer-button"
              aria-disabled={index === count - 1}
              onClick={() => go(index + 1)}
            >
              {t.nextImage}
              <span aria-hidden="true"> ›</span>
            </button>
          </div>
        )}
        <p className="sr-only" aria-live="polite">
          {moved ? title : ''}
        </p>
      </div>
    </Dialog>
  );
}
