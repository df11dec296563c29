/**
 * A list that renders only the rows on screen (plus a few either side), so thousands of complaints
 * scroll smoothly; RowList.tsx uses it for long lists only. It scrolls with the page (not a box of its own) and each row is measured once
 * drawn (@tanstack/react-virtual), so a row grows with 200% text instead of being clipped.
 * Without layout (jsdom) a row counts as its estimated height, so tests see the first screenful.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';

interface Props<T> {
  items: readonly T[];
  /** The usual height of a row at 100% text; the real height replaces it once the row is drawn. */
  estimatedRowHeight: number;
  label: string;
  itemKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  overscan?: number;
}

/** The list's distance from the top of the document, kept up to date as the content above it changes. */
function useDocumentTop(ref: RefObject<HTMLElement | null>) {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    // Text size or the tabs' height moves the list: its own size changes too (rows re-measured).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.parentElement) observer.observe(el.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}

export function WindowedList<T>({ items, estimatedRowHeight, label, itemKey, renderRow, overscan = 4 }: Props<T>) {
  const list = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(list);
  // A new key function makes the virtualizer recompute the offsets of every item (5,000 on the
  // bench): keep it the same for as long as the items and the caller's `itemKey` are.
  const getItemKey = useCallback((i: number) => itemKey(items[i]), [items, itemKey]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: items.length,
    estimateSize: () => estimatedRowHeight,
    overscan,
    scrollMargin: top,
    getItemKey,
    // A row with no layout (jsdom, or not yet drawn) keeps its estimate rather than counting as 0 px.
    measureElement: (el, entry, instance) => measureElement(el, entry, instance) || estimatedRowHeight,
  });

  return (
    <div ref={list} role="list" aria-label={label} className="vlist" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          role="listitem"
          aria-posinset={row.index + 1}
          aria-setsize={items.length}
          className="vlist-row"
          style={{ transform: `translateY(${row.start - top}px)` }}
        >
          {renderRow(items[row.index], row.index)}
        </div>
      ))}
    </div>
  );
}
