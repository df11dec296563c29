/**
 * A list of problem types or sub-types as buttons (each a title/value pair from problem-init); the
 * expanded item shows its sub-list right under it, so the choice stays in view.
 */
import type { ReactNode } from 'react';
import type { TitleValue } from '../../../store/complaint';

interface Props {
  items: TitleValue[];
  label: string;
  onChoose: (value: string) => void;
  /** The value whose sub-list is open (marks the type 1 button as expanded). */
  expanded?: string | null;
  expandable?: string;
  /** What opens under the expanded item (the sub-types). */
  children?: ReactNode;
}

export function ChoiceList({ items, label, onChoose, expanded = null, expandable, children }: Props) {
  return (
    <ul className="choice-list" aria-label={label}>
      {items.map((item) => {
        const value = String(item.value);
        return (
          <li key={value}>
            <button
              type="button"
              className="choice"
              aria-expanded={expandable === value ? expanded === value : undefined}
              onClick={() => onChoose(value)}
            >
              <span>{item.title}</span>
              <span className="choice-arrow" aria-hidden="true">
                ›
              </span>
            </button>
            {expanded === value && children}
          </li>
        );
      })}
    </ul>
  );
}
