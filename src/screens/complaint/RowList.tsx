/**
 * The complaint list's rows. A borrower's usual handful is a plain list: every row drawn, nothing
 * to download (issue 18: the windowing library is 10 KB gzip, which no short list should wait for).
 * From WINDOW_FROM rows on, only the rows on screen are drawn (WindowedList, loaded then); until it
 * has arrived the first screenful shows, and if it cannot arrive (offline) every row is drawn.
 */
import { lazy, Suspense, type ReactNode } from 'react';

/** Rows from which drawing all of them costs more than windowing them (one row is about 100 px). */
export const WINDOW_FROM = 100;
/** Rows drawn while the windowed list loads: more than a 844 px screen holds at 100% text. */
const FIRST_SCREENFUL = 12;

export interface RowListProps<T> {
  items: readonly T[];
  /** The usual height of a row at 100% text (the windowed list's first guess). */
  estimatedRowHeight: number;
  label: string;
  itemKey: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
}

/** Every row of `items`, in the page's flow; positions are of the whole list (`setSize`). */
function PlainList<T>({
  items,
  label,
  itemKey,
  renderRow,
  setSize = items.length,
}: RowListProps<T> & { setSize?: number }) {
  return (
    <ul aria-label={label} className="row-list">
      {items.map((item, i) => (
        <li key={itemKey(item)} aria-posinset={i + 1} aria-setsize={setSize} className="row-list-row">
          {renderRow(item, i)}
        </li>
      ))}
    </ul>
  );
}

const LazyWindowed = lazy(() =>
  import(/* webpackChunkName: "windowed-list" */ './WindowedList').then(
    (m) => ({ default: m.WindowedList }),
    // Offline before it came: all rows, slower but complete.
    () => ({ default: PlainList }),
  ),
);

export function RowList<T>(props: RowListProps<T>) {
  if (props.items.length < WINDOW_FROM) return <PlainList {...props} />;
  const rows = props as RowListProps<unknown>;
  return (
    <Suspense
      fallback={<PlainList {...rows} items={rows.items.slice(0, FIRST_SCREENFUL)} setSize={rows.items.length} />}
    >
      <LazyWindowed {...rows} />
    </Suspense>
  );
}
