/** The latest reports the contract server received (`GET /__reports`), when config.js sets a reportUrl. */
import { useState } from 'react';

export function ReportsPanel() {
  const [reports, setReports] = useState<unknown[] | null>(null);
  const [error, setError] = useState('');
  const load = async () => {
    try {
      const res = await fetch('/__reports', { cache: 'no-store' });
      const body: unknown = await res.json();
      setReports(Array.isArray(body) ? body.slice(-30).reverse() : []);
      setError('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section className="card">
      <h2>Reports</h2>
      <button type="button" className="btn" onClick={() => void load()}>
        Show latest reports
      </button>
      {error && <p className="muted">Could not load reports: {error}</p>}
      {reports && reports.length === 0 && <p className="muted">No reports yet.</p>}
      {reports && reports.length > 0 && (
        <ol className="bridge-log" data-testid="reports">
          {reports.map((r, i) => (
            <li key={i}>
              <code>{JSON.stringify(r)}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
