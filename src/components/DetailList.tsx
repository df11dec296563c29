/**
 * Label/value rows (loan detail, repay detail, order card). With `collapsedRows` the list shows only
 * that many rows until the borrower taps "more" (SPEC §9: the repay detail collapses to 2 rows).
 */
import { useId, useState } from 'react';

interface DetailRow {
  label: string;
  value: string;
}

interface Props {
  rows: DetailRow[];
  collapsedRows?: number;
  moreLabel?: string;
  lessLabel?: string;
}

export function DetailList({ rows, collapsedRows, moreLabel = 'Ver más', lessLabel = 'Ocultar' }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const collapsible = collapsedRows !== undefined && rows.length > collapsedRows;
  const shown = collapsible && !open ? rows.slice(0, collapsedRows) : rows;
  return (
    <div className="detail-list">
      <dl id={id} style={{ margin: 0 }}>
        {shown.map((r, i) => (
          <div className="row" key={i}>
            <dt className="muted">{r.label}</dt>
            <dd style={{ margin: 0 }}>{r.value}</dd>
          </div>
        ))}
      </dl>
      {collapsible && (
        <button
          type="button"
          className="btn btn-block detail-toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}
