/**
 * `/testPreview`: opens every screen with fixed sample device, session and order values, one link
 * per order status and market; a file picker, a contact input, a geolocation button, and the
 * log of native bridge calls made outside the app shell (kept for the tab), and the latest reports.
 */
import { useState, useSyncExternalStore } from 'react';
import { getBridgeLog, subscribeBridgeLog, clearBridgeLog } from '../../native/bridge';
import { RecorderPanel } from './RecorderPanel';
import { ReportsPanel } from './ReportsPanel';
import { linkGroups, SAMPLE } from './testLinks';
import './testPreview.css';

function useBridgeLog() {
  return useSyncExternalStore(subscribeBridgeLog, getBridgeLog, getBridgeLog);
}

export default function TestPreviewScreen() {
  const [fileName, setFileName] = useState('');
  const [contact, setContact] = useState('');
  const [position, setPosition] = useState('');
  const log = useBridgeLog();

  const locate = () => {
    if (!('geolocation' in navigator)) return setPosition('Geolocation is not available');
    setPosition('Locating…');
    navigator.geolocation.getCurrentPosition(
      (p) => setPosition(`${p.coords.latitude.toFixed(5)}, ${p.coords.longitude.toFixed(5)}`),
      (e) => setPosition(`Error: ${e.message || e.code}`),
      { timeout: 10_000 },
    );
  };

  return (
    <main className="page test-preview">
      <h1>Test preview</h1>
      <section className="card">
        <h2>Sample values</h2>
        <dl className="sample">
          {Object.entries(SAMPLE).map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      {linkGroups().map((g) => (
        <section className="card" key={g.title}>
          <h2>{g.title}</h2>
          <ul className="links">
            {g.links.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="card">
        <h2>Device</h2>
        <label className="field">
          <span>File picker</span>
          <input type="file" onChange={(e) => setFileName(e.target.files?.[0]?.name ?? '')} />
        </label>
        {fileName && <p data-testid="picked-file">Picked: {fileName}</p>}
        <label className="field">
          <span>Contact</span>
          <input
            className="input"
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            placeholder="Name or phone"
          />
        </label>
        <button type="button" className="btn" onClick={locate}>
          Get location
        </button>
        {position && <p data-testid="position">{position}</p>}
      </section>
      <RecorderPanel />
      <ReportsPanel />
      <section className="card">
        <h2>Native bridge log</h2>
        {log.length === 0 ? (
          <p className="muted">No calls yet.</p>
        ) : (
          <ol className="bridge-log" data-testid="bridge-log">
            {log.map((entry, i) => (
              <li key={i}>
                <code>{entry.name}</code> {JSON.stringify(entry.payload)} {entry.delivered ? '✓' : '(no shell)'}
              </li>
            ))}
          </ol>
        )}
        <button type="button" className="btn" onClick={clearBridgeLog}>
          Clear log
        </button>
      </section>
    </main>
  );
}
