/**
 * A list that renders only the rows on screen (plus a few either side), with a fixed row height,
 * so thousands of complaints scroll smoothly. The list scrolls inside its own box; without a
 * measured height (tests) it renders the first screenful.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  rowHeight: number;
  label: string;
  itemKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  overscan?: number;
}

const FALLBACK_VIEWPORT = 800;

export function WindowedList<T>({ items, rowHeight, label, itemKey, renderRow, overscan = 4 }: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setViewport(el.clientHeight || FALLBACK_VIEWPORT);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i += 1) {
    const item = items[i];
    rows.push(
      <div
        key={itemKey(item)}
        role="listitem"
        aria-posinset={i + 1}
        aria-setsize={items.length}
        className="vlist-row"
        style={{ transform: `translateY(${i * rowHeight}px)`, height: rowHeight }}
      >
        {renderRow(item, i)}
      </div>,
    );
  }

  return (
    <div ref={box} className="vlist" onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}>
      <div role="list" aria-label={label} className="vlist-inner" style={{ height: items.length * rowHeight }}>
        {rows}
      </div>
    </div>
  );
}
