/**
 * A row of tabs after the WAI-ARIA tabs pattern: one tab stop (the selected tab), Left/Right/Home/End
 * move between tabs and select them, the panel is named by its tab. The kit's Tabs cost the complaint
 * list 24 KB gzip before its first paint (its core and its own hooks); this is under 1 KB.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface Props {
  /** The tabs' visible names, in order. */
  titles: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
  /** The selected tab's content; its panel is named by the tab. */
  children: ReactNode;
}

/** Where a key moves the selection in a row of `count` tabs, or null for a key that does not move it. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function Tabs({ titles, selected, onSelect, className, children }: Props) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (e: KeyboardEvent) => {
    const next = tabAfterKey(e.key, selected, titles.length);
    if (next == null) return;
    e.preventDefault();
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  };

  return (
    <>
      <div ref={list} role="tablist" className={['tabs', className].filter(Boolean).join(' ')}>
        {titles.map((title, i) => (
          <button
            key={i}
            id={tabId(i)}
            type="button"
            role="tab"
            className="tabs-tab"
            aria-selected={i === selected}
            aria-controls={panelId}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={onKeyDown}
          >
            {title}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
